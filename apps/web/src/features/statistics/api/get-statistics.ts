import { type Statistics, statisticsSchema } from '@reserva/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export type StatisticsPeriod = { from: string; to: string; granularity: 'day' | 'week' }

/** The one place the statistics' query keys are written (STYLE rule 18). */
export const statisticsKeys = {
  all: ['statistics'] as const,
  period: (period: StatisticsPeriod) => [...statisticsKeys.all, period] as const,
}

export const getStatistics = (
  { from, to, granularity }: StatisticsPeriod,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Statistics> =>
  apiRequest(`/api/v1/admin/statistics?${new URLSearchParams({ from, to, granularity })}`, {
    schema: statisticsSchema,
    signal,
  })

export const statisticsQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({
    queryKey: statisticsKeys.period(period),
    queryFn: ({ signal }) => getStatistics(period, { signal }),
    // Another period keeps the figures shown (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  })

/** The business's numbers over a period (admins). */
export const useStatistics = (period: StatisticsPeriod) => useQuery(statisticsQueryOptions(period))
