import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signUpAs, uniqueEmail } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
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

/** The app's clock runs `offset` ahead of the machine's: a test moves time on by changing it. */
const movable = () => {
  const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) }
  return clock
}

describe('booking without an account, the address confirmed first', () => {
  const clock = movable()
  const { t, ids, customer, operator } = useFixture(
    async () => {
      const t = await createTestApp({ clock })
      return {
        t,
        ids: await serviceIdsByName(t),
        customer: await signUpAs(t, 'customer', 'Cat Customer'),
        operator: await signUpAs(t, 'operator', 'Olga Operator'),
      }
    },
    (f) => f.t.close(),
  )
  const day = nextWeekday(3)
  const { nextStart } = useFixture(
    async () => {
      const res = await t.request(
        `/api/v1/services/${ids['Bike fitting']}/slots?from=${day}&to=${nextWeekday(3, { minDays: 10 })}`,
      )
      // An hour and a half apart: each fitting (an hour, and a quarter's buffer) has its own time.
      const starts: string[] = []
      for (const { start } of (await readJson(res)).slots as { start: string }[]) {
        const last = starts.at(-1)
        if (!last || Date.parse(start) - Date.parse(last) >= 90 * 60_000) starts.push(start)
      }
      return { nextStart: () => starts.shift() ?? '' }
    },
    () => {},
  )
  /** A bike fitting (one studio: a hold on it keeps everyone else off) at a free start of its own. */
  const fitting = (guest: Record<string, unknown>) => ({
    serviceId: ids['Bike fitting'],
    start: nextStart(),
    notes: 'Knee pain on long rides',
    guest,
  })

  it('holds the time and mails a code; the code books it, once, for the address given', async () => {
    const email = uniqueEmail('guest')
    const body = fitting({ name: 'Gita Guest', email: email.toUpperCase() })
    const held = await guestBook(t, body)
    expect(held.status).toBe(202)
    expect(held.headers.get('cache-control')).toBe('no-store')
    const { pending } = await readJson(held)
    expect(pending).toMatchObject({
      email,
      hold: { serviceId: ids['Bike fitting'], start: body.start },
    })

    // The hold keeps the time from a customer, as a customer's hold would.
    const taken = await t.request('/api/v1/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customer.cookie },
      body: JSON.stringify({ serviceId: body.serviceId, start: body.start }),
    })
    await expectError(taken, 409, 'bookings.slot_taken')

    // The mail goes to an address nobody has shown to be the guest's: nothing they typed is in it.
    const { mail, code } = await guestMailSecrets(t, email)
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.text).not.toContain('Gita')
    expect(mail.text).not.toContain('Knee')
    expect(mail.subject).toContain(code)

    const wrong = code === '000000' ? '000001' : '000000'
    const refused = await guestConfirm(t, { id: pending.id, code: wrong })
    await expectError(refused, 422, 'guests.code_wrong')
    expect(
      (await readJson(await guestConfirm(t, { id: pending.id, code: wrong }))).error.details,
    ).toEqual({
      attemptsLeft: 3,
    })

    const confirmed = await guestConfirm(t, { id: pending.id, code })
    expect(confirmed.status).toBe(201)
    const { booking, manageLink } = await readJson(confirmed)
    expect(booking).toMatchObject({
      start: body.start,
      status: 'confirmed',
      notes: 'Knee pain on long rides',
      customer: { name: 'Gita Guest' },
    })
    expect(JSON.stringify(booking)).not.toContain(email)
    // The manage link is the guest's key to it, and the booking mail carries it too.
    const opened = await openByLink(t, manageLink)
    expect(opened.status).toBe(200)
    expect((await readJson(opened)).booking.id).toBe(booking.id)
    expect((await latestMail(t, email, 'booking_confirmed')).text).toContain(
      `/manage#${manageLink}`,
    )
    const [record] = await t.db.select().from(users).where(eq(users.email, email))
    expect(record).toMatchObject({ name: 'Gita Guest', emailVerified: true, role: 'customer' })

    // Answering again (a double click, the link after the code) gives the same booking.
    const again = await guestConfirm(t, { id: pending.id, code })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await readJson(again)).booking.id).toBe(booking.id)
    const { token } = await guestMailSecrets(t, email)
    expect((await readJson(await guestConfirm(t, { token }))).booking.id).toBe(booking.id)
  })

  it('books by the link in the mail as by the code; a link changed in any way opens nothing', async () => {
    const email = uniqueEmail('guest')
    const { pending } = await readJson(await guestBook(t, fitting({ name: 'Lin Link', email })))
    const { token } = await guestMailSecrets(t, email)
    if (!token) throw new Error('no link in the mail')
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    await expectError(await guestConfirm(t, { token: flipped }), 404, 'guests.confirmation_invalid')
    await expectError(await guestConfirm(t, { token: token.slice(1) }), 400, 'validation_failed')
    await expectError(await guestConfirm(t, { token, id: pending.id }), 400, 'validation_failed')
    // Another confirmation's id with a code: not this one's.
    await expectError(
      await guestConfirm(t, { id: crypto.randomUUID(), code: '123456' }),
      404,
      'guests.confirmation_invalid',
    )
    const confirmed = await guestConfirm(t, { token })
    expect(confirmed.status).toBe(201)
    expect((await readJson(confirmed)).booking.customer.name).toBe('Lin Link')
  })

  it('spends a confirmation on the fifth wrong code; the right one is refused after that', async () => {
    const email = uniqueEmail('guest')
    const { pending } = await readJson(await guestBook(t, fitting({ name: 'Wes Wrong', email })))
    const { code } = await guestMailSecrets(t, email)
    const wrong = code === '999999' ? '999998' : '999999'
    const left: unknown[] = []
    for (let i = 0; i < 4; i++) {
      left.push(
        (await readJson(await guestConfirm(t, { id: pending.id, code: wrong }))).error.details,
      )
    }
    expect(left).toEqual([4, 3, 2, 1].map((attemptsLeft) => ({ attemptsLeft })))
    await expectError(
      await guestConfirm(t, { id: pending.id, code: wrong }),
      410,
      'guests.confirmation_expired',
    )
    await expectError(
      await guestConfirm(t, { id: pending.id, code }),
      410,
      'guests.confirmation_expired',
    )
  })

  it('answers a retry with the same Idempotency-Key with the same confirmation, mailed once', async () => {
    const email = uniqueEmail('guest')
    const body = fitting({ name: 'Ria Retry', email })
    const first = await readJson(await guestBook(t, body, 'guest-retry-1'))
    const second = await guestBook(t, body, 'guest-retry-1')
    expect(second.status).toBe(202)
    const retried = await readJson(second)
    expect(retried.pending.id).toBe(first.pending.id)
    expect(retried.pending.hold).toEqual(first.pending.hold)
    const mails = await t.db.query.outbox.findMany({ where: (o, { eq }) => eq(o.to, email) })
    expect(mails.map((m) => m.kind)).toEqual(['guest_code'])
  })

  it('lets the code run out after 30 minutes', async () => {
    const email = uniqueEmail('guest')
    const { pending } = await readJson(await guestBook(t, fitting({ name: 'Olu Late', email })))
    const { code } = await guestMailSecrets(t, email)
    clock.offset = 31 * 60_000
    try {
      await expectError(
        await guestConfirm(t, { id: pending.id, code }),
        410,
        'guests.confirmation_expired',
      )
    } finally {
      clock.offset = 0
    }
  })

  it('refuses what a customer could not book: too soon, priced per job, not a start', async () => {
    const guest = { name: 'Cy Cutoff', email: uniqueEmail('guest') }
    const soon = new Date(Math.ceil((Date.now() + 30 * 60_000) / 3_600_000) * 3_600_000)
    await expectError(
      await guestBook(t, { serviceId: ids['Bike fitting'], start: soon.toISOString(), guest }),
      422,
      'bookings.not_a_slot',
    )
    await expectError(
      await guestBook(t, {
        serviceId: ids['Custom build'],
        start: londonInstant(day, '10:00'),
        guest,
      }),
      422,
      'bookings.quote_only',
    )
    await expectError(
      await guestBook(t, { ...fitting(guest), start: londonInstant(day, '10:07') }),
      422,
      'bookings.not_a_slot',
    )
    // Nothing was written for them: no record, no mail.
    expect(await t.db.select().from(users).where(eq(users.email, guest.email))).toEqual([])
  })

  it("books for the address's account once its owner confirms, keeping the account's name", async () => {
    const body = fitting({ name: 'Not Cat', email: customer.email })
    const { pending } = await readJson(await guestBook(t, body))
    const { code } = await guestMailSecrets(t, customer.email)
    const { booking } = await readJson(await guestConfirm(t, { id: pending.id, code }))
    expect(booking.customer.name).toBe('Cat Customer')
    const mine = await t.request('/api/v1/bookings', { headers: { cookie: customer.cookie } })
    const listed = (await readJson(mine)).bookings.map((b: { id: string }) => b.id)
    expect(listed).toContain(booking.id)
  })

  it("books for a staff member's own address as they could signed in; a banned one books nothing", async () => {
    const held = await guestBook(t, fitting({ name: 'Olga', email: operator.email }))
    expect(held.status).toBe(202)
    const { pending } = await readJson(held)
    const { code } = await guestMailSecrets(t, operator.email)
    await t.db.update(users).set({ banned: true }).where(eq(users.email, operator.email))
    // Answered as any address is at first, so nobody learns whose it is; only its owner learns why.
    await expectError(
      await guestConfirm(t, { id: pending.id, code }),
      422,
      'bookings.customer_banned',
    )
    await t.db.update(users).set({ banned: false }).where(eq(users.email, operator.email))
    const { booking } = await readJson(await guestConfirm(t, { id: pending.id, code }))
    expect(booking.customer.name).toBe('Olga Operator')
  })
})
