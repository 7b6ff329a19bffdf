import { statisticsSchema } from '@reserva/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@/lib/api-query.ts'

export type StatisticsPeriod = { from: string; to: string; granularity: 'day' | 'week' }

/** The one place the statistics' query keys are written (STYLE rule 18). */
export const statisticsKeys = {
  all: ['statistics'] as const,
  period: (period: StatisticsPeriod) => [...statisticsKeys.all, period] as const,
}

/** The business's numbers over a period (admins). */
export const useStatistics = ({ from, to, granularity }: StatisticsPeriod) =>
  useQuery({
    ...apiQueryOptions(
      statisticsKeys.period({ from, to, granularity }),
      `/api/v1/admin/statistics?${new URLSearchParams({ from, to, granularity })}`,
      statisticsSchema,
    ),
    // Another period keeps the figures shown (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  })
