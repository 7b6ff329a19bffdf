import { calendarDateSchema, statisticsQuerySchema } from '@reserva/shared'
import dayjs from 'dayjs'
import { todayIn } from '@/lib/dates.ts'
import type { StatisticsPeriod } from './api/get-statistics.ts'

/** The last 30 days up to today (the business's today), by day. */
export function defaultPeriod(zone: string, now: Date): StatisticsPeriod {
  const to = todayIn(zone, now)
  return { from: dayjs(to).subtract(29, 'day').format('YYYY-MM-DD'), to, granularity: 'day' }
}

/**
 * The period in the query string (`/admin?tab=statistics&from=2026-11-01&to=2026-11-30&by=week`),
 * or the last 30 days when it is missing or one the API would refuse.
 */
export function readPeriod(params: URLSearchParams, zone: string, now: Date) {
  const fallback = defaultPeriod(zone, now)
  const date = (value: string | null) =>
    value && calendarDateSchema.safeParse(value).success ? value : null
  const candidate = {
    from: date(params.get('from')) ?? fallback.from,
    to: date(params.get('to')) ?? fallback.to,
    granularity: params.get('by') === 'week' ? ('week' as const) : ('day' as const),
  }
  return statisticsQuerySchema.safeParse(candidate).success
    ? candidate
    : { ...fallback, granularity: candidate.granularity }
}

export const periodParams = ({ from, to, granularity }: StatisticsPeriod) => ({
  tab: 'statistics',
  from,
  to,
  by: granularity,
})
