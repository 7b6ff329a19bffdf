import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useOneOfEachRole } from '../../testing/auth-helpers.ts'
import { londonInstant } from '../../testing/calendar.ts'
import { expectRefusedQueries, readJson, useTestApp } from '../../testing/create-test-app.ts'
import {
  businessClosures,
  scheduleOverrides,
  timeOff,
  workingHours,
} from '../availability/availability.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { quotes } from '../quotes/quotes.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

const statistics = '/api/v1/admin/statistics'
/** Two weeks in London, Monday 23 March to Sunday 5 April 2026: clocks go forward on the 29th. */
const period = 'from=2026-03-23&to=2026-04-05'
const at = londonInstant

describe('statistics (admins)', () => {
  const t = useTestApp()
  const { admin, operator, customer } = useOneOfEachRole(t)
  let benchA: string
  let benchB: string

  beforeAll(async () => {
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

  it('counts no open time on the days the business is closed', async () => {
    const [closure] = await t.db
      .insert(businessClosures)
      .values({ firstDay: '2026-03-31', lastDay: '2026-03-31', reason: 'Stocktake' })
      .returning()
    try {
      const stats = await readJson(await get(period))
      const a = stats.resources.find((r: { resourceId: string }) => r.resourceId === benchA)
      // A's Tuesday of the second week, 480 minutes, is closed; B is not open on Tuesdays.
      expect(a.openMinutes).toBe(3840 - 480)
      const b = stats.resources.find((r: { resourceId: string }) => r.resourceId === benchB)
      expect(b.openMinutes).toBe(540)
    } finally {
      await t.db.delete(businessClosures).where(eq(businessClosures.id, closure?.id ?? ''))
    }
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
    await expectRefusedQueries(get, [
      'from=2026-04-05&to=2026-03-23',
      'from=2024-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
      'from=2026-03-01&to=2026-03-02&granularity=month',
    ])
  })

  it('is for admins only: operators and customers 403, visitors 401', async () => {
    expect((await get(period, operator.cookie)).status).toBe(403)
    expect((await get(period, customer.cookie)).status).toBe(403)
    expect((await get(period, '')).status).toBe(401)
  })
})
