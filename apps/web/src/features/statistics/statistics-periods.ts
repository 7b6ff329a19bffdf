import { bookingStatuses, fractionDigits, type Statistics } from '@reserva/shared'
import { addDays, addMonths, firstDayOf, monthOf, todayIn, weekdayIndex } from '@/lib/dates.ts'
import { translate } from '@/lib/i18n/active.ts'
import type { StatisticsPeriod } from './api/get-statistics.ts'

/** The periods an admin picks with one press, each up to today in the business's zone. */
export const presets = [
  { id: 'this-week', label: 'statistics.thisWeek' },
  { id: 'last-7', label: 'statistics.last7' },
  { id: 'last-30', label: 'statistics.last30' },
  { id: 'this-month', label: 'statistics.thisMonth' },
  { id: 'this-quarter', label: 'statistics.thisQuarter' },
  { id: 'this-year', label: 'statistics.thisYear' },
] as const
export type PresetId = (typeof presets)[number]['id']

/**
 * A preset's first and last day: from the start of the week (Monday, as across the app), month,
 * quarter or year that holds today, or the days up to today, to today. A year is asked by week.
 */
export function presetPeriod(id: PresetId, zone: string, now: Date): StatisticsPeriod {
  const to = todayIn(zone, now)
  const month = monthOf(to)
  const quarterStart = addMonths(
    `${to.slice(0, 4)}-01`,
    Math.floor((Number(to.slice(5, 7)) - 1) / 3) * 3,
  )
  const from = {
    'this-week': addDays(to, -weekdayIndex(to)),
    'last-7': addDays(to, -6),
    'last-30': addDays(to, -29),
    'this-month': firstDayOf(month),
    'this-quarter': firstDayOf(quarterStart),
    'this-year': `${to.slice(0, 4)}-01-01`,
  }[id]
  return { from, to, granularity: id === 'this-year' ? 'week' : 'day' }
}

/**
 * The presets that `period` is today: their buttons show as chosen. Several at once on some days
 * (on a Sunday this week is the last 7 days; on the 1st this month is this quarter's first day).
 */
export const presetsOf = (period: StatisticsPeriod, zone: string, now: Date): Set<PresetId> =>
  new Set(
    presets
      .filter((p) => {
        const candidate = presetPeriod(p.id, zone, now)
        return candidate.from === period.from && candidate.to === period.to
      })
      .map((p) => p.id),
  )

/** How many days `period` has, both ends included: what its figures are compared with. */
export const daysIn = ({ from, to }: StatisticsPeriod) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

/** The period of the same length just before `period`, to compare with. */
export function previousPeriod(period: StatisticsPeriod): StatisticsPeriod {
  const days = daysIn(period)
  return { ...period, from: addDays(period.from, -days), to: addDays(period.from, -1) }
}

/**
 * "up 12 % on the previous 30 days", "down 3 %", "the same as", or "none in" when there was
 * nothing to compare with: the change in words, never by colour alone. `days`: the length of
 * both periods (one: the day before).
 */
export function changeWords(now: number, before: number, days: number): string {
  const one = days === 1
  const same = () =>
    one ? translate('statistics.sameAsDay') : translate('statistics.sameAsDays', { count: days })
  if (before === 0) {
    if (now === 0) return same()
    return one
      ? translate('statistics.noneInDay')
      : translate('statistics.noneInDays', { count: days })
  }
  const change = Math.round(((now - before) / before) * 100)
  if (change === 0) return same()
  const by = { change: Math.abs(change), count: days }
  if (change > 0)
    return one ? translate('statistics.upOnDay', by) : translate('statistics.upOnDays', by)
  return one ? translate('statistics.downOnDay', by) : translate('statistics.downOnDays', by)
}

/**
 * The figures per day or week as CSV: one row a bucket, with its bookings by status and its
 * revenue in the currency's main unit. Every cell is a date or a number (nothing a spreadsheet
 * would run as a formula).
 */
export function statisticsCsv(statistics: Statistics): string {
  const statuses = bookingStatuses
  const digits = fractionDigits(statistics.currency)
  const header = ['start', 'bookings', ...statuses, `revenue_${statistics.currency}`]
  const rows = statistics.buckets.map((bucket) => [
    bucket.start,
    String(bucket.bookings.total),
    ...statuses.map((status) => String(bucket.bookings[status])),
    (bucket.revenueMinor / 10 ** digits).toFixed(digits),
  ])
  return `${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`
}

/** `statistics-2026-11-01-to-2026-11-30.csv`. */
export const csvName = ({ from, to }: StatisticsPeriod) => `statistics-${from}-to-${to}.csv`
