import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { json, uniqueEmail } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { createTestApp, expectError, readJson } from '../../testing/create-test-app.ts'
import { useFixture } from '../../testing/fixture.ts'
import {
  guestBook,
  guestConfirm,
  guestMailSecrets,
  latestMail,
  openByLink,
} from '../../testing/guest-helpers.ts'
import { users } from '../auth/auth.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

describe("the business's choices for guests, and a guest who makes an account later", () => {
  const { t, ids, nextStart } = useFixture(
    async () => {
      const t = await createTestApp()
      const ids = await serviceIdsByName(t)
      const from = nextWeekday(2)
      const to = nextWeekday(2, { minDays: 10 })
      const res = await t.request(
        `/api/v1/services/${ids['Safety check']}/slots?from=${from}&to=${to}`,
      )
      const starts: string[] = []
      for (const { start } of (await readJson(res)).slots as { start: string }[]) {
        const last = starts.at(-1)
        if (!last || Date.parse(start) - Date.parse(last) >= 60 * 60_000) starts.push(start)
      }
      return { t, ids, nextStart: () => starts.shift() ?? '' }
    },
    (f) => f.t.close(),
  )
  const setGuests = (
    guestBooking: 'off' | 'confirm_first' | 'book_then_confirm',
    guestPhone: 'off' | 'optional' | 'required' = 'optional',
  ) => t.db.update(businessSettings).set({ guestBooking, guestPhone })
  const check = (guest: Record<string, unknown>) => ({
    serviceId: ids['Safety check'],
    start: nextStart(),
    guest,
  })

  it('books at once when the business asks the address to be confirmed later', async () => {
    await setGuests('book_then_confirm')
    const email = uniqueEmail('guest')
    const body = check({ name: 'Bo Booker', email })
    const made = await guestBook(t, body, 'bo-1')
    expect(made.status).toBe(201)
    const { booking, manageLink } = await readJson(made)
    expect(booking).toMatchObject({ start: body.start, status: 'confirmed' })
    expect((await openByLink(t, manageLink)).status).toBe(200)
    // A retry with the key is the same booking, and mails nothing more.
    const retried = await guestBook(t, body, 'bo-1')
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBe('true')
    expect((await readJson(retried)).booking.id).toBe(booking.id)

    const { mail, code, token } = await guestMailSecrets(t, email, 'guest_confirm_address')
    expect(code).toBeUndefined()
    expect(mail.text).toContain(booking.reference)
    expect(mail.text).not.toContain('Bo Booker')
    const [before] = await t.db.select().from(users).where(eq(users.email, email))
    expect(before?.emailVerified).toBe(false)
    const confirmed = await guestConfirm(t, { token })
    expect(confirmed.status).toBe(201)
    expect((await readJson(confirmed)).booking.id).toBe(booking.id)
    const [after] = await t.db.select().from(users).where(eq(users.email, email))
    expect(after?.emailVerified).toBe(true)
  })

  it('refuses guests when the business takes signed-in customers only', async () => {
    await setGuests('off')
    const email = uniqueEmail('guest')
    await expectError(
      await guestBook(t, check({ name: 'Nia No', email })),
      403,
      'guests.not_offered',
    )
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('asks for a phone number when the business wants one, and keeps it for staff', async () => {
    await setGuests('book_then_confirm', 'required')
    const email = uniqueEmail('guest')
    const missing = await guestBook(t, check({ name: 'Pia Phone', email }))
    await expectError(missing, 400, 'validation_failed')
    expect(
      (await readJson(await guestBook(t, check({ name: 'Pia Phone', email })))).error.details,
    ).toEqual([{ path: 'guest.phone', message: 'Enter your phone number' }])
    await expectError(
      await guestBook(t, check({ name: 'Pia Phone', email, phone: '12' })),
      400,
      'invalid_phone_number',
    )
    const made = await guestBook(t, check({ name: 'Pia Phone', email, phone: '020 7946 0958' }))
    expect(made.status).toBe(201)
    const [record] = await t.db.select().from(users).where(eq(users.email, email))
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, record?.id ?? ''))
    expect(profile?.phone).toBe('+442079460958')
    // Not asked for: a number sent anyway is not kept.
    await setGuests('book_then_confirm', 'off')
    const other = uniqueEmail('guest')
    expect(
      (await guestBook(t, check({ name: 'Oz', email: other, phone: '020 7946 0000' }))).status,
    ).toBe(201)
    const [otherRecord] = await t.db.select().from(users).where(eq(users.email, other))
    const [otherProfile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, otherRecord?.id ?? ''))
    expect(otherProfile?.phone).toBeNull()
  })

  it('mails one address at most five times an hour, whoever asks', async () => {
    await setGuests('confirm_first')
    const email = uniqueEmail('guest')
    const answers: number[] = []
    for (let i = 0; i < 6; i++)
      answers.push((await guestBook(t, check({ name: 'Ed', email }))).status)
    expect(answers).toEqual([202, 202, 202, 202, 202, 429])
  })

  it('lets a guest who signs up later choose a password and find their bookings', async () => {
    await setGuests('confirm_first')
    const email = uniqueEmail('guest')
    const { pending } = await readJson(await guestBook(t, check({ name: 'Sol Later', email })))
    const { code } = await guestMailSecrets(t, email)
    const { booking } = await readJson(await guestConfirm(t, { id: pending.id, code }))

    // A sign-up with the address is answered as any sign-up; the mail says how to finish.
    const signUp = await t.request(
      '/api/auth/sign-up/email',
      json({ email, password: 'Sol-Later-Passw0rd', name: 'Sol Later' }),
    )
    expect(signUp.status).toBe(200)
    const mail = await latestMail(t, email, 'finish_account')
    const resetToken = mail.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1]
    expect(resetToken).toBeTruthy()
    const reset = await t.request(
      '/api/auth/reset-password',
      json({ token: resetToken, newPassword: 'Sol-Later-Passw0rd' }),
    )
    expect(reset.status).toBe(200)
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      json({ email, password: 'Sol-Later-Passw0rd' }),
    )
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const mine = await readJson(await t.request('/api/v1/bookings', { headers: { cookie } }))
    expect(mine.bookings.map((b: { id: string }) => b.id)).toEqual([booking.id])
  })
})
