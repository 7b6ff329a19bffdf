import {
  type BookingCounts,
  type BookingStatus,
  bookingStatusSchema,
  type Statistics,
} from '@reserva/shared'
import { DateTime } from 'luxon'
import type { Db } from '../../db/client.ts'
import { requireSettings } from '../settings/settings.service.ts'
import {
  bookingBuckets,
  type Period,
  quoteFunnel,
  resourceUse,
  sumsZone,
} from './statistics.repository.ts'

const emptyCounts = (): BookingCounts => ({
  ...(Object.fromEntries(bookingStatusSchema.options.map((s) => [s, 0])) as Record<
    BookingStatus,
    number
  >),
  total: 0,
})

/** The first day of every bucket of the period, in order (ISO weeks start on Monday). */
function bucketStarts({ from, to }: Period, granularity: 'day' | 'week') {
  const end = DateTime.fromISO(to, { zone: 'UTC' })
  let day = DateTime.fromISO(from, { zone: 'UTC' })
  if (granularity === 'week') day = day.startOf('week')
  const starts: string[] = []
  for (; day <= end; day = day.plus(granularity === 'week' ? { weeks: 1 } : { days: 1 })) {
    starts.push(day.toISODate() as string)
  }
  return starts
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)

export async function getStatistics(
  db: Db,
  { from, to, granularity }: { from: string; to: string; granularity: 'day' | 'week' },
): Promise<Statistics> {
  // The currency is the settings row's (503 without one); the zone, the one the sums use.
  const [{ currency }, timezone] = await Promise.all([requireSettings(db), sumsZone(db)])
  const period: Period = { from, to, timezone }
  const [rows, funnel, use] = await Promise.all([
    bookingBuckets(db, { ...period, granularity, currency }),
    quoteFunnel(db, { ...period, currency }),
    resourceUse(db, period),
  ])

  const buckets = new Map(
    bucketStarts(period, granularity).map((start) => [
      start,
      { start, bookings: emptyCounts(), revenueMinor: 0 },
    ]),
  )
  const totals = emptyCounts()
  const revenue = {
    totalMinor: 0,
    pendingMinor: 0,
    bySource: { online: 0, staff: 0, quote: 0 },
    otherCurrencyBookings: 0,
  }
  for (const row of rows) {
    const bucket = buckets.get(row.bucket)
    if (!bucket) throw new Error(`statistics: a booking fell outside the buckets (${row.bucket})`)
    for (const status of bookingStatusSchema.options) {
      bucket.bookings[status] += row[status]
      bucket.bookings.total += row[status]
      totals[status] += row[status]
      totals.total += row[status]
    }
    const bySource = {
      online: Number(row.online),
      staff: Number(row.staff),
      quote: Number(row.quote),
    }
    const earned = bySource.online + bySource.staff + bySource.quote
    bucket.revenueMinor += earned
    revenue.totalMinor += earned
    revenue.bySource.online += bySource.online
    revenue.bySource.staff += bySource.staff
    revenue.bySource.quote += bySource.quote
    revenue.pendingMinor += Number(row.pendingValue)
    revenue.otherCurrencyBookings += row.other
  }

  return {
    from,
    to,
    granularity,
    timezone,
    currency,
    buckets: [...buckets.values()],
    bookings: totals,
    revenue,
    cancellations: {
      cancelled: totals.cancelled,
      noShow: totals.no_show,
      cancellationRate: ratio(totals.cancelled, totals.total),
      noShowRate: ratio(totals.no_show, totals.completed + totals.no_show),
    },
    resources: use.map((row) => {
      const openMinutes = Math.round(Number(row.openSeconds) / 60)
      const bookedMinutes = Math.round(Number(row.insideSeconds) / 60)
      return {
        resourceId: row.id,
        name: row.name,
        openMinutes,
        bookedMinutes,
        outsideHoursMinutes: Math.round((Number(row.busySeconds) - Number(row.insideSeconds)) / 60),
        utilisation: ratio(bookedMinutes, openMinutes),
      }
    }),
    quotes: {
      requested: funnel.requested,
      offered: funnel.offered,
      accepted: funnel.accepted,
      declined: funnel.declined,
      rejected: funnel.rejected,
      expired: funnel.expired,
      withdrawn: funnel.withdrawn,
      offerRate: ratio(funnel.offered, funnel.requested),
      acceptanceRate: ratio(funnel.accepted, funnel.offered),
      acceptedValueMinor: Number(funnel.acceptedValue),
    },
  }
}
