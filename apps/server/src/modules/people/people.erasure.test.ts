import { desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/raw-rows.ts'
import {
  cookieFrom,
  json,
  send,
  signUp,
  uniqueEmail,
  usePeople,
} from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson, type TestApp, useTestApp } from '../../testing/create-test-app.ts'
import { users } from '../auth/auth.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

// Issue #48 item 3, on both databases: a customer deletes their account, or an admin erases a
// person. Afterwards no table holds their name, e-mail address or phone; their bookings to come
// are cancelled, what the business keeps stays, and the statistics still add up.

/** Every row of every table whose text or JSON holds `value`, as `table.column`. */
async function whereHeld(t: TestApp, value: string) {
  const columns = await rawRows<{ table_name: string; column_name: string }>(
    t.db,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  )
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
           where strpos(lower(${sql.identifier(column)}::text), lower(${value})) > 0`,
    )
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`)
  }
  return found
}

describe('deleting an account', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const staff = usePeople(t, { admin: ['admin', 'Ada Admin'], operator: ['operator', 'Olive Op'] })
  const name = 'Zebedee Quillfeather'
  const email = uniqueEmail('zebedee')
  const phone = '+447700900461'
  let person: Awaited<ReturnType<typeof signUp>>
  const bookingIds: string[] = []
  const day = nextWeekday(2, { minDays: 10 })
  const statistics = async () => {
    const res = await t.request(`/api/v1/admin/statistics?from=${day}&to=${day}`, {
      headers: { cookie: staff.admin.cookie },
    })
    expect(res.status).toBe(200)
    return (await readJson(res)).bookings as Record<string, number>
  }

  beforeAll(async () => {
    person = await signUp(t, { email, name })
    const profile = await t.request('/api/v1/me/profile', send('PATCH', { phone }, person.cookie))
    expect(profile.status, await profile.clone().text()).toBe(200)
    // Two bookings to come (one with a note giving the phone), a staff note naming them, a quote
    // with a message, and a sign-in failure under their address.
    for (const time of ['10:00', '14:00']) {
      const res = await t.request(
        '/api/v1/bookings',
        send(
          'POST',
          {
            serviceId: ids['Safety check'],
            start: londonInstant(day, time),
            notes: `Call me on ${phone}`,
          },
          person.cookie,
        ),
      )
      expect(res.status, await res.clone().text()).toBe(201)
      bookingIds.push((await readJson(res)).booking.id)
    }
    const note = await t.request(
      `/api/v1/bookings/${bookingIds[0]}/notes`,
      send('POST', { body: `${name} prefers mornings` }, staff.operator.cookie),
    )
    expect(note.status, await note.clone().text()).toBeLessThan(300)
    const quote = await t.request(
      '/api/v1/quotes',
      send('POST', { title: `Frame for ${name}`, details: `Reach me at ${email}` }, person.cookie),
    )
    expect(quote.status, await quote.clone().text()).toBe(201)
    await t.request('/api/auth/sign-in/email', json({ email, password: 'Not-The-Password-1' }))
  })

  it('refuses a wrong password, and changes nothing', async () => {
    const res = await t.request(
      '/api/v1/me/delete-account',
      send('POST', { password: 'Not-The-Password-1' }, person.cookie),
    )
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    const [row] = await t.db.select().from(users).where(eq(users.id, person.userId))
    expect(row?.name).toBe(name)
  })

  it('refuses staff, who are erased by an admin', async () => {
    const res = await t.request(
      '/api/v1/me/delete-account',
      send('POST', { password: 'Correct-Horse-42' }, staff.operator.cookie),
    )
    expect(res.status).toBe(403)
    expect((await readJson(res)).error.code).toBe('people.staff_erase_themselves')
  })

  it('refuses while a booking to come is past the cancellation cut-off, and erases nothing', async () => {
    await t.db.update(businessSettings).set({ cancelCutoffMinutes: 60 * 24 * 60 })
    try {
      const res = await t.request(
        '/api/v1/me/delete-account',
        send('POST', { password: person.password }, person.cookie),
      )
      expect(res.status).toBe(409)
      const body = await readJson(res)
      expect(body.error.code).toBe('people.erasure_blocked')
      expect(body.error.details.reference).toMatch(/^RSV-/)
      expect(await whereHeld(t, email)).toContain('users.email')
    } finally {
      await t.db.update(businessSettings).set({ cancelCutoffMinutes: 0 })
    }
  })

  it('erases them: no table holds their name, address or phone, and what the business keeps adds up', async () => {
    const before = await statistics()
    // Where they are before: the search finds them in what they and staff wrote.
    expect(await whereHeld(t, phone)).toEqual(
      expect.arrayContaining(['bookings.notes', 'profiles.phone']),
    )
    expect(await whereHeld(t, name)).toEqual(
      expect.arrayContaining(['users.name', 'booking_staff_notes.body', 'quotes.title']),
    )
    expect(await whereHeld(t, email)).toEqual(expect.arrayContaining(['quotes.details']))
    const res = await t.request(
      '/api/v1/me/delete-account',
      send('POST', { password: person.password }, person.cookie),
    )
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await readJson(res)).erasure).toEqual({ bookingsCancelled: 2, quotesWithdrawn: 1 })

    for (const value of [name, email, phone, 'Zebedee', 'Quillfeather'])
      expect(await whereHeld(t, value), value).toEqual([])
    // The bookings stay, cancelled, and the day's statistics count them as before, as cancelled.
    const kept = await t.db.select().from(bookings).where(eq(bookings.customerId, person.userId))
    expect(kept.map((b) => b.status)).toEqual(['cancelled', 'cancelled'])
    const after = await statistics()
    const sum = (counts: Record<string, number>) =>
      Object.entries(counts)
        .filter(([key]) => key !== 'total')
        .reduce((total, [, n]) => total + n, 0)
    expect(after.total).toBe(before.total)
    expect(sum(after)).toBe(after.total)
    expect(after.cancelled).toBe((before.cancelled ?? 0) + 2)
    expect(after.confirmed).toBe((before.confirmed ?? 0) - 2)
    // Signed out, and no way back in.
    const me = await t.request('/api/v1/me/profile', { headers: { cookie: person.cookie } })
    expect(me.status).toBe(401)
    const again = await t.request(
      '/api/auth/sign-in/email',
      json({ email, password: person.password }),
    )
    expect(again.status).toBeGreaterThanOrEqual(400)
    const audit = await rawRows<{ action: string; data: unknown }>(
      t.db,
      sql`select action, data from audit_log where action = 'user.erased' and entity_id = ${person.userId}`,
    )
    expect(audit).toEqual([
      {
        action: 'user.erased',
        data: { role: 'customer', bookingsCancelled: 2, quotesWithdrawn: 1 },
      },
    ])
  })

  it('takes the mailed code from someone without a password', async () => {
    const walter = uniqueEmail('walter')
    const made = await t.request(
      '/api/v1/customers',
      send('POST', { name: 'Walter Walkin', email: walter }, staff.operator.cookie),
    )
    expect(made.status).toBe(201)
    /** Asks for a sign-in code and reads it from the newest mail to Walter. */
    const mailedCode = async () => {
      const asked = await t.request(
        '/api/auth/email-otp/send-verification-otp',
        json({ email: walter, type: 'sign-in' }),
      )
      expect(asked.status).toBe(200)
      const [newest] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, walter))
        .orderBy(desc(outbox.createdAt))
        .limit(1)
      return /^(\d{6})/.exec(newest?.subject ?? '')?.[1] ?? ''
    }
    const signIn = await t.request(
      '/api/auth/sign-in/email-otp',
      json({ email: walter, otp: await mailedCode() }),
    )
    expect(signIn.status).toBe(200)
    const cookie = cookieFrom(signIn)
    const wrong = await t.request(
      '/api/v1/me/delete-account',
      send('POST', { code: '000000' }, cookie),
    )
    expect(wrong.status).toBe(400)
    const res = await t.request(
      '/api/v1/me/delete-account',
      send('POST', { code: await mailedCode() }, cookie),
    )
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await whereHeld(t, walter)).toEqual([])
    expect(await whereHeld(t, 'Walter Walkin')).toEqual([])
  })

  it('lets an admin erase a person, but not themselves', async () => {
    const own = await t.request(
      `/api/v1/admin/people/${staff.admin.userId}/erase`,
      send('POST', {}, staff.admin.cookie),
    )
    expect(own.status).toBe(409)
    expect((await readJson(own)).error.code).toBe('people.cannot_erase_self')
    const res = await t.request(
      `/api/v1/admin/people/${staff.operator.userId}/erase`,
      send('POST', {}, staff.admin.cookie),
    )
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await whereHeld(t, 'Olive Op')).toEqual([])
    const twice = await t.request(
      `/api/v1/admin/people/${staff.operator.userId}/erase`,
      send('POST', {}, staff.admin.cookie),
    )
    expect(twice.status).toBe(404)
  })
})
