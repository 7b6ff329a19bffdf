import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signUpAs } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { failNextInserts } from '../../testing/db-faults.ts'
import { testDbKind } from '../../testing/test-db.ts'

// Holds as an attacker asks for them: many requests at once, by one account or by several.
// On PostgreSQL these really run side by side (PGlite runs them one after another).
describe(`holds under a race (${testDbKind})`, () => {
  const t = useTestApp()
  let ids: Record<string, string>
  let people = 0

  beforeAll(async () => {
    ids = await serviceIdsByName(t)
  })

  const customer = async () => {
    people++
    const { cookie, userId } = await signUpAs(t, 'customer', `Racer ${people}`)
    return { cookie, userId, address: `198.51.100.${people}` }
  }
  type Customer = Awaited<ReturnType<typeof customer>>

  const hold = (who: Customer, body: Record<string, unknown>) =>
    t.request('/api/v1/holds', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: who.cookie,
        'x-forwarded-for': who.address,
      },
      body: JSON.stringify(body),
    })

  const count = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n

  /** Every answer with its body; a 500 anywhere fails the test. */
  const answers = async (requests: (Response | Promise<Response>)[]) => {
    const all = await Promise.all(
      (await Promise.all(requests)).map(async (r) => ({
        status: r.status,
        body: await readJson(r),
      })),
    )
    expect(all.filter((a) => a.status >= 500)).toEqual([])
    return all
  }

  it('30 holds of one time by one person at once: one 201 and one row; the rest get that hold or 409 hold_busy', async () => {
    const racer = await customer()
    const start = londonInstant(nextWeekday(1), '10:00')
    const all = await answers(
      Array.from({ length: 30 }, () => hold(racer, { serviceId: ids['Bike fitting'], start })),
    )
    const created = all.filter((a) => a.status === 201)
    expect(created).toHaveLength(1)
    const id = created[0]?.body.hold.id
    for (const a of all.filter((a) => a.status !== 201)) {
      if (a.status === 200) expect(a.body.hold).toEqual(created[0]?.body.hold)
      else expect([a.status, a.body.error.code]).toEqual([409, 'bookings.hold_busy'])
    }
    expect(
      await count(sql`select count(*)::int as n from holds where holder_id = ${racer.userId}`),
    ).toBe(1)
    expect(await count(sql`select count(*)::int as n from holds where id = ${id}`)).toBe(1)
  })

  it('30 holds of different times by one person at once: one row at the end, each answer 201 or 409 hold_busy', async () => {
    const racer = await customer()
    // Thirty different free times (each held once: a time held again would be the same hold).
    const from = nextWeekday(1, { minDays: 8 })
    const to = new Date(Date.parse(from) + 86_400_000).toISOString().slice(0, 10)
    const { slots } = await readJson(
      await t.request(`/api/v1/services/${ids['Safety check']}/slots?from=${from}&to=${to}`),
    )
    const starts = (slots as { start: string }[]).slice(0, 30).map((s) => s.start)
    expect(starts).toHaveLength(30)
    const all = await answers(
      starts.map((start) => hold(racer, { serviceId: ids['Safety check'], start })),
    )
    for (const a of all.filter((a) => a.status !== 201)) {
      expect([a.status, a.body.error.code]).toEqual([409, 'bookings.hold_busy'])
    }
    const rows = (
      (await t.db.execute(
        sql`select id from holds where holder_id = ${racer.userId}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows
    expect(rows).toHaveLength(1)
    // The one left is the last that was made, one of those answered 201.
    const made = all.filter((a) => a.status === 201).map((a) => a.body.hold.id)
    expect(made).toContain(rows[0]?.id)
  })

  it('20 people holding one exclusive time at once: one holds it, the others get 409 slot_taken', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, customer))
    const start = londonInstant(nextWeekday(3), '10:00')
    const all = await answers(racers.map((r) => hold(r, { serviceId: ids['Bike fitting'], start })))
    expect(all.filter((a) => a.status === 201)).toHaveLength(1)
    const refused = all.filter((a) => a.status !== 201)
    expect(refused).toHaveLength(19)
    expect(new Set(refused.map((a) => `${a.status} ${a.body.error.code}`))).toEqual(
      new Set(['409 bookings.slot_taken']),
    )
    expect(await count(sql`select count(*)::int as n from holds where start_at = ${start}`)).toBe(1)
  })

  it('12 people holding a place each in a class with 8 at once: 8 hold one, never more places than there are', async () => {
    const racers = await Promise.all(Array.from({ length: 12 }, customer))
    const start = londonInstant(nextWeekday(3), '18:00')
    const all = await answers(
      racers.map((r) => hold(r, { serviceId: ids['Maintenance class'], start, seats: 1 })),
    )
    expect(all.filter((a) => a.status === 201)).toHaveLength(8)
    expect(
      new Set(all.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.body.error.code}`)),
    ).toEqual(new Set(['409 bookings.slot_taken']))
    expect(
      await count(
        sql`select coalesce(sum(seats), 0)::int as n from holds where service_id = ${ids['Maintenance class']} and start_at = ${start}`,
      ),
    ).toBe(8)
  })

  it('people holding and booking one time at once: never a 500, and never two bookings', async () => {
    const racers = await Promise.all(Array.from({ length: 16 }, customer))
    const start = londonInstant(nextWeekday(4), '11:00')
    const body = { serviceId: ids['Bike fitting'], start }
    await answers(
      racers.map((r, i) =>
        i % 2 === 0
          ? hold(r, body)
          : t.request('/api/v1/bookings', {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: r.cookie },
              body: JSON.stringify(body),
            }),
      ),
    )
    expect(
      await count(
        sql`select count(*)::int as n from bookings where start_at = ${start} and status in ('pending', 'confirmed')`,
      ),
    ).toBeLessThanOrEqual(1)
    expect(
      await count(sql`select count(*)::int as n from holds where start_at = ${start}`),
    ).toBeLessThanOrEqual(1)
  })

  it.each(['40P01', '40001'] as const)(
    'retries a hold the database aborted with %s, and answers 409 hold_busy (never 500) if it keeps failing',
    async (code) => {
      const racer = await customer()
      const day = nextWeekday(5)
      const first = {
        serviceId: ids['Bike fitting'],
        start: londonInstant(day, code === '40P01' ? '09:00' : '14:00'),
      }
      const twice = await failNextInserts(t.db, { table: 'holds', times: 2, code })
      try {
        expect((await hold(racer, first)).status).toBe(201)
        expect(await twice.attempts()).toBe(3)
      } finally {
        await twice.remove()
      }

      const always = await failNextInserts(t.db, { table: 'holds', times: 100, code })
      try {
        const res = await hold(racer, {
          ...first,
          start: londonInstant(day, code === '40P01' ? '10:30' : '15:30'),
        })
        await expectError(res, 409, 'bookings.hold_busy')
        // A bounded number of tries.
        expect(await always.attempts()).toBe(4)
      } finally {
        await always.remove()
      }
      // The refused hold changed nothing: the first one stands.
      const rows = (
        (await t.db.execute(
          sql`select start_at from holds where holder_id = ${racer.userId}`,
        )) as unknown as { rows: { start_at: unknown }[] }
      ).rows
      expect(rows.map((r) => new Date(r.start_at as string).toISOString())).toEqual([first.start])
    },
  )
})
