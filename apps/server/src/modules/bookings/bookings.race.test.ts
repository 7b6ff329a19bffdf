import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { failNextInserts } from '../../testing/db-faults.ts'
import { countViolations } from '../../testing/integrity-checks.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { lockBookingTime } from './bookings.locks.ts'

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

  const overlaps = () => countViolations(t.db, 'no two active bookings overlap on a resource')

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
  // Without them PostgreSQL breaks deadlocks between overlapping inserts, each after a second, and
  // a race round under load is slow. Writes of one resource's time meet at a lock first; PGlite
  // has one connection, where nothing can be written at the same moment.
  describe.runIf(testDbKind === 'postgres')("locks on a resource's time", () => {
    const hour = 60 * 60_000
    const studio = async () => {
      const result = (await t.db.execute(
        sql`select resource_id as id from service_resources where service_id = ${ids['Bike fitting']}`,
      )) as unknown as { rows: { id: string }[] }
      expect(result.rows).toHaveLength(1)
      return result.rows[0]?.id as string
    }

    const waitingForLocks = async () => {
      const result = (await t.db.execute(sql`
        select count(*)::int as n from pg_locks
         where locktype = 'advisory' and not granted
           and database = (select oid from pg_database where datname = current_database())
      `)) as unknown as { rows: { n: number }[] }
      return result.rows[0]?.n
    }

    // However long the request takes to reach the lock on a slow machine.
    const untilOneWaits = () =>
      vi.waitFor(async () => expect(await waitingForLocks()).toBe(1), { timeout: 15_000 })

    /** Holds the lock a write over [from, to) on the studio takes, until `release()`. */
    const holdLock = async (from: Date, to: Date) => {
      const resourceId = await studio()
      let release!: () => void
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      let taken!: () => void
      const locked = new Promise<void>((resolve) => {
        taken = resolve
      })
      const transaction = t.db.transaction(async (tx) => {
        await lockBookingTime(tx, { resourceId, from, to })
        taken()
        await released
      })
      await locked
      return async () => {
        release()
        await transaction
      }
    }

    it('an overlapping booking waits for the writer of those hours; one at other hours does not', async () => {
      const day = nextWeekday(1)
      const two = new Date(londonInstant(day, '14:00'))
      const release = await holdLock(two, new Date(two.getTime() + 75 * 60_000))

      const overlapping = fire(1, {
        serviceId: ids['Bike fitting'],
        start: londonInstant(day, '14:30'),
      })
      try {
        await untilOneWaits()
        // The morning's hours are not locked: that booking is made while the afternoon waits.
        const [morning] = await fire(1, {
          serviceId: ids['Bike fitting'],
          start: londonInstant(day, '10:00'),
        })
        expect(morning?.status).toBe(201)
        expect(await waitingForLocks()).toBe(1)
      } finally {
        await release()
      }
      const [afternoon] = await overlapping
      expect(afternoon?.status).toBe(201)
      expect(await waitingForLocks()).toBe(0)
    })

    it('a booking right after a held write, in the same hour, does not wait for it', async () => {
      const day = nextWeekday(2)
      const nine = new Date(londonInstant(day, '09:00'))
      // A write over 09:00–09:25 (a short booking with its buffer): the bike fitting at 09:30
      // (60 minutes and its 15-minute buffer) shares that hour but none of its time.
      const release = await holdLock(nine, new Date(nine.getTime() + 25 * 60_000))
      const booked = fire(1, { serviceId: ids['Bike fitting'], start: londonInstant(day, '09:30') })
      try {
        // Answered while the write is still held (with hour-wide locks it waited for the release).
        const first = await Promise.race([
          booked.then(([made]) => made?.status),
          new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000)),
        ])
        expect(first).toBe(201)
      } finally {
        await release()
        await booked
      }
    })

    it('a write of more than 8 hours takes the whole resource, and a short one waits for it', async () => {
      const day = nextWeekday(3)
      const from = new Date(londonInstant(day, '00:00'))
      const release = await holdLock(new Date(from.getTime() - 3 * 24 * hour), from)
      // Its hours lie days after the long write's: only the resource's own lock can make it wait.
      const later = fire(1, {
        serviceId: ids['Bike fitting'],
        start: londonInstant(nextWeekday(4), '16:00'),
      })
      try {
        await untilOneWaits()
      } finally {
        await release()
      }
      expect((await later)[0]?.status).toBe(201)
    })

    it('a booking moved into locked hours waits too', async () => {
      const day = nextWeekday(4)
      const [made] = await fire(1, {
        serviceId: ids['Bike fitting'],
        start: londonInstant(day, '11:00'),
      })
      const { booking } = await readJson(made as Response)
      const one = new Date(londonInstant(day, '13:00'))
      const release = await holdLock(one, new Date(one.getTime() + hour))
      const moved = t.request(
        `/api/v1/bookings/${booking.id}/reschedule`,
        send('POST', { start: londonInstant(day, '13:30') }, cookies[0] as string),
      )
      try {
        await untilOneWaits()
      } finally {
        await release()
      }
      expect((await moved).status).toBe(200)
    })
  })
})
