import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpAs } from '../../testing/auth-helpers.ts'
import { londonInstant } from '../../testing/calendar.ts'
import { createTestApp, readJson, type TestApp } from '../../testing/create-test-app.ts'
import { createRecords } from '../../testing/records.ts'
import { bookings } from '../bookings/bookings.table.ts'
import {
  resources,
  scheduleOverrides,
  services,
  timeOff,
  workingHours,
} from '../catalogue/catalogue.table.ts'
import { quotes } from '../quotes/quotes.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

const statistics = '/api/v1/admin/statistics'
/** Two weeks in London, Monday 23 March to Sunday 5 April 2026: clocks go forward on the 29th. */
const period = 'from=2026-03-23&to=2026-04-05'
const at = londonInstant

describe('statistics (admins)', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof signUpAs>>
  let operator: Awaited<ReturnType<typeof signUpAs>>
  let customer: Awaited<ReturnType<typeof signUpAs>>
  let benchA: string
  let benchB: string

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signUpAs(t, 'admin')
    operator = await signUpAs(t, 'operator')
    customer = await signUpAs(t, 'customer')
    await t.db.update(businessSettings).set({ timezone: 'Europe/London', currency: 'GBP' })
    const [service] = await t.db.select().from(services).limit(1)
    const made = await t.db
      .insert(resources)
      .values([{ name: 'Bench A' }, { name: 'Bench B' }])
      .returning()
    benchA = made[0]?.id as string
    benchB = made[1]?.id as string
    // A: Monday to Friday 09:00–17:00. B: Mondays 10:00–12:00, and Sundays 00:30–03:30, which
    // on the 29th (01:00 → 02:00) is two hours long, not three.
    await t.db.insert(workingHours).values([
      ...[1, 2, 3, 4, 5].map((weekday) => ({
        resourceId: benchA,
        weekday,
        startTime: '09:00',
        endTime: '17:00',
      })),
      { resourceId: benchB, weekday: 1, startTime: '10:00', endTime: '12:00' },
      { resourceId: benchB, weekday: 7, startTime: '00:30', endTime: '03:30' },
    ])
    await t.db.insert(scheduleOverrides).values([
      // Thursday 26th: only 10–12; Friday 27th: closed.
      { resourceId: benchA, date: '2026-03-26', startTime: '10:00', endTime: '12:00' },
      { resourceId: benchA, date: '2026-03-27', startTime: null, endTime: null },
    ])
    // Wednesday 25th 13:00–15:00 away.
    await t.db.insert(timeOff).values({
      resourceId: benchA,
      startsAt: new Date(at('2026-03-25', '13:00')),
      endsAt: new Date(at('2026-03-25', '15:00')),
    })

    const booking = (
      resourceId: string,
      date: string,
      start: string,
      end: string,
      status: (typeof bookings.$inferInsert)['status'],
      price: {
        minor: number | null
        seats?: number
        currency?: string
        source?: 'online' | 'staff' | 'quote'
      },
    ) => {
      const id = crypto.randomUUID()
      const startAt = new Date(at(date, start))
      const endAt = new Date(at(date, end))
      return {
        id,
        reference: `RSV-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
        customerId: customer.userId,
        serviceId: service?.id as string,
        resourceId,
        startAt,
        endAt,
        blockStart: startAt,
        blockEnd: endAt,
        shareKey: id,
        seats: price.seats ?? 1,
        status,
        priceMinor: price.minor,
        currency: price.currency ?? 'GBP',
        source: price.source ?? 'online',
        createdBy: customer.userId,
      }
    }
    const made5 = booking(benchB, '2026-03-30', '10:00', '11:00', 'pending', {
      minor: 7000,
      source: 'quote',
    })
    await t.db.insert(bookings).values([
      booking(benchA, '2026-03-23', '09:00', '10:00', 'confirmed', { minor: 5000 }),
      // Overlaps the one before (two seats of a class): the bench was busy 09:00–10:30, once.
      booking(benchA, '2026-03-23', '09:30', '10:30', 'completed', {
        minor: 3000,
        seats: 2,
        source: 'staff',
      }),
      booking(benchA, '2026-03-25', '13:00', '14:00', 'cancelled', { minor: 4000 }),
      booking(benchB, '2026-03-24', '10:00', '11:00', 'declined', { minor: 4000 }),
      // 08:00–09:30 on a 09:00 day: 60 minutes outside the hours, 30 inside.
      booking(benchA, '2026-03-31', '08:00', '09:30', 'no_show', { minor: 2000 }),
      made5,
      booking(benchA, '2026-04-02', '10:00', '11:00', 'confirmed', {
        minor: 9999,
        currency: 'EUR',
      }),
      // The last half hour of the period (local time) is in; the one before it starts is not.
      booking(benchB, '2026-04-05', '23:30', '23:45', 'cancelled', { minor: 1000 }),
      booking(benchB, '2026-03-22', '23:30', '23:45', 'confirmed', { minor: 1000 }),
      booking(benchA, '2026-04-06', '09:00', '10:00', 'confirmed', { minor: 1000 }),
    ])
    const quote = (
      status: (typeof quotes.$inferInsert)['status'],
      createdAt: string,
      extra = {},
    ) => ({
      reference: `Q-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
      customerId: customer.userId,
      title: 'Wheel build',
      details: 'Two wheels',
      status,
      createdAt: new Date(createdAt),
      ...extra,
    })
    const offer = (price: number) => ({
      offerPriceMinor: price,
      offerCurrency: 'GBP',
      offerValidUntil: new Date('2026-04-30T00:00:00Z'),
      offerServiceId: service?.id as string,
      offeredAt: new Date('2026-03-26T10:00:00Z'),
    })
    await t.db
      .insert(quotes)
      .values([
        quote('requested', '2026-03-24T10:00:00Z'),
        quote('offered', '2026-03-24T11:00:00Z', offer(20_000)),
        quote('accepted', '2026-03-25T10:00:00Z', { ...offer(42_000), bookingId: made5.id }),
        quote('rejected', '2026-04-01T10:00:00Z'),
        quote('requested', '2026-04-10T10:00:00Z'),
      ])
  })
  afterAll(() => t.close())

  const get = async (query: string, cookie = admin.cookie) =>
    t.request(`${statistics}?${query}`, { headers: { cookie } })

  it('counts bookings per week by status, with revenue in the business currency', async () => {
    const res = await get(`${period}&granularity=week`)
    expect(res.status).toBe(200)
    const stats = await readJson(res)
    expect(stats).toMatchObject({
      from: '2026-03-23',
      to: '2026-04-05',
      granularity: 'week',
      timezone: 'Europe/London',
      currency: 'GBP',
    })
    expect(stats.buckets).toEqual([
      {
        start: '2026-03-23',
        bookings: {
          pending: 0,
          confirmed: 1,
          declined: 1,
          cancelled: 1,
          completed: 1,
          no_show: 0,
          total: 4,
        },
        revenueMinor: 11_000,
      },
      {
        start: '2026-03-30',
        bookings: {
          pending: 1,
          confirmed: 1,
          declined: 0,
          cancelled: 1,
          completed: 0,
          no_show: 1,
          total: 4,
        },
        revenueMinor: 0,
      },
    ])
    expect(stats.bookings).toEqual({
      pending: 1,
      confirmed: 2,
      declined: 1,
      cancelled: 2,
      completed: 1,
      no_show: 1,
      total: 8,
    })
    expect(stats.revenue).toEqual({
      totalMinor: 11_000,
      pendingMinor: 7000,
      bySource: { online: 5000, staff: 6000, quote: 0 },
      otherCurrencyBookings: 1,
    })
    expect(stats.cancellations).toEqual({
      cancelled: 2,
      noShow: 1,
      cancellationRate: 2 / 8,
      noShowRate: 1 / 2,
    })
  })

  it('has a bucket for every day, empty ones included, on local calendar days', async () => {
    const stats = await readJson(await get(period))
    expect(stats.buckets).toHaveLength(14)
    expect(stats.buckets[0]).toMatchObject({ start: '2026-03-23', revenueMinor: 11_000 })
    expect(stats.buckets[0].bookings.total).toBe(2)
    expect(stats.buckets[6]).toMatchObject({ start: '2026-03-29', revenueMinor: 0 })
    expect(stats.buckets[6].bookings.total).toBe(0)
    // 23:30 on the last day, in London (22:30 UTC), is that day's.
    expect(stats.buckets[13]).toMatchObject({ start: '2026-04-05' })
    expect(stats.buckets[13].bookings.cancelled).toBe(1)
  })

  it('measures each resource: open hours from the week, overrides and time off, against booked time', async () => {
    const stats = await readJson(await get(period))
    const a = stats.resources.find((r: { resourceId: string }) => r.resourceId === benchA)
    const b = stats.resources.find((r: { resourceId: string }) => r.resourceId === benchB)
    // A: 10 weekdays × 480 − 120 away − 360 (the short Thursday) − 480 (the closed Friday).
    // Booked: 90 (two overlapping bookings, once) + 30 + 60 (priced in euros is still used).
    expect(a).toEqual({
      resourceId: benchA,
      name: 'Bench A',
      openMinutes: 3840,
      bookedMinutes: 180,
      outsideHoursMinutes: 60,
      utilisation: 180 / 3840,
    })
    // B: two Mondays × 120, the short Sunday 120, the normal Sunday 180. The pending booking
    // counts; the declined and cancelled ones do not.
    expect(b).toEqual({
      resourceId: benchB,
      name: 'Bench B',
      openMinutes: 540,
      bookedMinutes: 60,
      outsideHoursMinutes: 0,
      utilisation: 60 / 540,
    })
  })

  it('follows quotes from request to offer to acceptance', async () => {
    const stats = await readJson(await get(period))
    expect(stats.quotes).toEqual({
      requested: 4,
      offered: 2,
      accepted: 1,
      declined: 0,
      rejected: 1,
      expired: 0,
      withdrawn: 0,
      offerRate: 0.5,
      acceptanceRate: 0.5,
      acceptedValueMinor: 42_000,
    })
  })

  it('answers an empty period with zeros and no rates', async () => {
    const stats = await readJson(await get('from=2030-01-01&to=2030-01-01'))
    expect(stats.bookings.total).toBe(0)
    expect(stats.cancellations).toEqual({
      cancelled: 0,
      noShow: 0,
      cancellationRate: null,
      noShowRate: null,
    })
    expect(stats.quotes.offerRate).toBeNull()
    expect(stats.buckets).toHaveLength(1)
  })

  it('refuses bad periods with 400 validation_failed', async () => {
    for (const query of [
      'from=2026-04-05&to=2026-03-23',
      'from=2024-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
      'from=2026-03-01&to=2026-03-02&granularity=month',
    ]) {
      const res = await get(query)
      expect(res.status, query).toBe(400)
      expect((await readJson(res)).error.code).toBe('validation_failed')
    }
  })

  it('is for admins only: operators and customers 403, visitors 401', async () => {
    expect((await get(period, operator.cookie)).status).toBe(403)
    expect((await get(period, customer.cookie)).status).toBe(403)
    expect((await get(period, '')).status).toBe(401)
  })
})

/** Rows where the trigger-kept sums differ from the same sums computed afresh from bookings. */
async function drift(t: TestApp) {
  const result = (await t.db.execute(sql`
    with tz as (select statistics_business_zone() as zone),
    fresh as (
      select (b.start_at at time zone tz.zone)::date as day, b.status, b.source, b.currency,
             count(*)::int as bookings, coalesce(sum(b.price_minor::bigint * b.seats), 0)::bigint as amount_minor,
             count(b.price_minor)::int as priced
        from bookings b, tz group by 1, 2, 3, 4
    ),
    kept as (select day, status, source, currency, bookings, amount_minor, priced
               from statistics_booking_days where bookings <> 0 or amount_minor <> 0 or priced <> 0),
    fresh_busy as (
      select b.resource_id, (b.start_at at time zone tz.zone)::date as day, range_agg(tstzrange(b.start_at, b.end_at)) as busy
        from bookings b, tz where b.status in ('pending', 'confirmed', 'completed', 'no_show') group by 1, 2
    ),
    fresh_held as (
      select f.resource_id, f.day, f.busy, statistics_seconds(f.busy) as busy_seconds,
             statistics_seconds(f.busy * statistics_open_day(f.resource_id, f.day, tz.zone)) as inside_seconds
        from fresh_busy f, tz
    ),
    kept_busy as (select resource_id, day, busy, busy_seconds, inside_seconds
                    from statistics_resource_days where not isempty(busy))
    select 'days' as what, count(*)::int as n from ((select * from fresh except select * from kept) union all (select * from kept except select * from fresh)) d
    union all
    select 'busy', count(*)::int from ((select * from fresh_held except select * from kept_busy) union all (select * from kept_busy except select * from fresh_held)) e
  `)) as unknown as { rows: { what: string; n: number }[] }
  return Object.fromEntries(result.rows.map((r) => [r.what, r.n]))
}

describe('the daily sums the statistics read', () => {
  it('follow every booking change made through the API and the database, and a new time zone', async () => {
    const t = await createTestApp()
    try {
      const r = await createRecords(t)
      const ok = { days: 0, busy: 0 }
      expect(await drift(t)).toEqual(ok)
      // Through the API: book, cancel, reschedule, as the customer and staff do.
      const cancelled = await r.newBooking()
      await r.call('customer', 'POST', `/api/v1/bookings/${cancelled.id}/cancel`, undefined, 200)
      const moved = await r.newBooking()
      await r.call(
        'operator',
        'POST',
        `/api/v1/bookings/${moved.id}/reschedule`,
        { start: r.freeStart() },
        200,
      )
      await r.newBooking({ status: 'pending', past: true })
      expect(await drift(t)).toEqual(ok)
      const before = await readJson(
        await t.request('/api/v1/admin/statistics?from=2000-01-01&to=2001-12-31', {
          headers: { cookie: r.users.admin.cookie },
        }),
      )
      expect(before.bookings.total).toBe(0)
      // Straight in the database: another resource, another day, a new price, removal.
      const [other] = await t.db.select().from(resources).where(eq(resources.id, r.resource.id))
      await t.db.execute(
        sql`update bookings set resource_id = ${other?.id}::uuid, start_at = start_at + interval '3 days',
              end_at = end_at + interval '3 days', block_start = block_start + interval '3 days',
              block_end = block_end + interval '3 days', price_minor = 1234, seats = 2
            where id = ${moved.id}::uuid`,
      )
      await t.db.execute(
        sql`update bookings set status = 'completed' where id = ${r.booking.id}::uuid`,
      )
      await t.db.execute(
        sql`update bookings set notes = 'changed, nothing counted' where id = ${r.booking.id}::uuid`,
      )
      expect(await drift(t)).toEqual(ok)
      // Staff change the hours, a date and time off of the resource the bookings are on: the
      // booked time inside open hours is measured again.
      const [{ resourceId } = { resourceId: '' }] = await t.db
        .select({ resourceId: bookings.resourceId })
        .from(bookings)
        .where(eq(bookings.id, r.booking.id))
      await r.call(
        'operator',
        'PUT',
        `/api/v1/resources/${resourceId}/hours`,
        {
          intervals: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            start: '11:00',
            end: '12:00',
          })),
        },
        200,
      )
      expect(await drift(t)).toEqual(ok)
      await r.newTimeOff(resourceId)
      expect(await drift(t)).toEqual(ok)
      await t.db.execute(sql`delete from time_off where resource_id = ${resourceId}::uuid`)
      await t.db.execute(sql`delete from working_hours where resource_id = ${resourceId}::uuid`)
      expect(await drift(t)).toEqual(ok)
      await t.db.execute(sql`delete from quotes where booking_id = ${moved.id}::uuid`)
      await t.db.execute(sql`delete from bookings where id = ${moved.id}::uuid`)
      expect(await drift(t)).toEqual(ok)
      // A new time zone moves bookings to other days: everything is summed again.
      await r.call(
        'admin',
        'PATCH',
        '/api/v1/admin/settings',
        { timezone: 'Pacific/Kiritimati' },
        200,
      )
      expect(await drift(t)).toEqual(ok)
      await t.db.update(businessSettings).set({ timezone: 'America/Los_Angeles' })
      expect(await drift(t)).toEqual(ok)
      // The check sees a wrong sum, and a rebuild mends it.
      await t.db.execute(sql`update statistics_resource_days set busy = '{}'`)
      await t.db.execute(sql`update statistics_booking_days set bookings = bookings + 1`)
      expect(await drift(t)).not.toEqual(ok)
      await t.db.execute(sql`select statistics_rebuild()`)
      expect(await drift(t)).toEqual(ok)
      // A zone PostgreSQL does not know (the settings check it against JavaScript's list) does
      // not stop bookings: the sums fall back to UTC, and the answer says so.
      await t.db.update(businessSettings).set({ timezone: 'Nowhere/Atlantis' })
      await t.db.execute(
        sql`update bookings set status = 'no_show' where id = ${r.booking.id}::uuid`,
      )
      expect(await drift(t)).toEqual(ok)
      const answer = await t.request('/api/v1/admin/statistics?from=2026-01-01&to=2026-01-31', {
        headers: { cookie: r.users.admin.cookie },
      })
      expect(answer.status).toBe(200)
      expect((await readJson(answer)).timezone).toBe('UTC')
    } finally {
      await t.close()
    }
  })
})
