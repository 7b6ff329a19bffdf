import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { failNextInserts } from '../../testing/db-faults.ts'
import { testDbKind } from '../../testing/test-db.ts'

// The claim the product rests on: however many people press "confirm" at once, a slot is sold
// once. Fifty requests race for the last seat; the database decides.
describe(`bookings under a race (${testDbKind})`, () => {
  const t = useTestApp()
  let ids: Record<string, string>
  let cookies: string[]

  beforeAll(async () => {
    ids = await serviceIdsByName(t)
    cookies = []
    for (let i = 0; i < 10; i++) cookies.push((await signUpAs(t, 'customer', `Racer ${i}`)).cookie)
  })

  let batch = 0
  const fire = (count: number, body: Record<string, unknown>) => {
    batch++
    return Promise.all(
      Array.from({ length: count }, (_, i) =>
        t.request('/api/v1/bookings', {
          ...send('POST', body, cookies[i % cookies.length] as string),
          headers: {
            'content-type': 'application/json',
            cookie: cookies[i % cookies.length] as string,
            'idempotency-key': `race-${batch}-${i}`,
          },
        }),
      ),
    )
  }

  const overlaps = async () => {
    const result = (await t.db.execute(sql`
      select count(*)::int as n from bookings a join bookings b
        on a.resource_id = b.resource_id and a.id < b.id
       and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
       and tstzrange(a.block_start, a.block_end) && tstzrange(b.block_start, b.block_end)
       and a.share_key <> b.share_key
    `)) as unknown as { rows: { n: number }[] }
    return result.rows[0]?.n
  }

  it('50 simultaneous requests for the last exclusive slot: exactly one 201, the rest 409', async () => {
    const start = londonInstant(nextWeekday(2), '14:00')
    const answers = await fire(50, { serviceId: ids['Bike fitting'], start })
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const bodies = await Promise.all(answers.filter((r) => r.status === 409).map(readJson))
    expect(new Set(bodies.map((b) => b.error.code))).toEqual(new Set(['bookings.slot_taken']))
    expect(await overlaps()).toBe(0)
  })

  it('50 simultaneous requests for the last seat of a class: exactly one 201, no seat sold twice', async () => {
    const wednesday = nextWeekday(3)
    const start = londonInstant(wednesday, '18:00')
    const first = await fire(1, { serviceId: ids['Maintenance class'], start, seats: 7 })
    expect(first[0]?.status).toBe(201)
    const answers = await fire(50, { serviceId: ids['Maintenance class'], start, seats: 1 })
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const seats = (await t.db.execute(sql`
      select coalesce(sum(seats), 0)::int as n from bookings
       where service_id = ${ids['Maintenance class']} and start_at = ${start} and status in ('pending', 'confirmed')
    `)) as unknown as { rows: { n: number }[] }
    expect(seats.rows[0]?.n).toBe(8)
    expect(await overlaps()).toBe(0)
  })

  it('the database itself refuses an overlapping booking written behind the service’s back', async () => {
    const start = londonInstant(nextWeekday(4), '09:00')
    const res = await fire(1, { serviceId: ids['Bike fitting'], start })
    const { booking } = await readJson(res[0] as Response)
    await expect(
      t.db.execute(sql`
        insert into bookings (reference, customer_id, service_id, resource_id, start_at, end_at, block_start, block_end,
                              share_key, seats, status, currency, source, created_by)
        select 'RSV-ZZZZZZ', customer_id, service_id, resource_id, start_at + interval '30 minutes', end_at + interval '30 minutes',
               block_start + interval '30 minutes', block_end + interval '30 minutes', 'manual', 1, 'confirmed', currency, 'staff', created_by
          from bookings where id = ${booking.id}
      `),
    ).rejects.toMatchObject({ cause: { code: '23P01' } })
  })

  it.each(['40P01', '40001'] as const)(
    'retries a booking the database aborted with %s, and answers 409 (never 500) if it keeps failing',
    async (code) => {
      const friday = nextWeekday(5)
      const twice = await failNextInserts(t.db, { table: 'bookings', times: 2, code })
      try {
        const [made] = await fire(1, {
          serviceId: ids['Bike fitting'],
          start: londonInstant(friday, code === '40P01' ? '09:00' : '14:00'),
        })
        expect(made?.status).toBe(201)
        expect(await twice.attempts()).toBe(3)
      } finally {
        await twice.remove()
      }
      const always = await failNextInserts(t.db, { table: 'bookings', times: 100, code })
      try {
        const start = londonInstant(friday, code === '40P01' ? '10:30' : '15:30')
        const [refused] = await fire(1, { serviceId: ids['Bike fitting'], start })
        expect(refused?.status).toBe(409)
        expect((await readJson(refused as Response)).error.code).toBe('conflict')
        expect(await always.attempts()).toBe(4)
        const written = (await t.db.execute(
          sql`select count(*)::int as n from bookings where start_at = ${start}`,
        )) as unknown as { rows: { n: number }[] }
        expect(written.rows[0]?.n).toBe(0)
      } finally {
        await always.remove()
      }
    },
  )
})
