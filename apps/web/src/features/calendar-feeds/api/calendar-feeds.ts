import { calendarFeedAnswerSchema } from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the calendar feed queries' keys are written (STYLE rule 18). */
export const calendarFeedKeys = {
  all: ['calendar-feeds'] as const,
  of: (path: string) => [...calendarFeedKeys.all, path] as const,
}

/** Whose feed: the signed-in person's, or a resource's (staff). */
export const feedPaths = {
  mine: '/api/v1/me/calendar-feed',
  resource: (id: string) => `/api/v1/resources/${encodeURIComponent(id)}/calendar-feed`,
}

export const useCalendarFeed = (path: string) =>
  useQuery(apiQueryOptions(calendarFeedKeys.of(path), path, calendarFeedAnswerSchema))

/** Renewing (POST: a new address, or the first) or turning off (DELETE) the feed at `path`. */
export function useCalendarFeedChange(path: string, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest(path, { method, schema: calendarFeedAnswerSchema }),
    onSuccess: (answer) => queryClient.setQueryData(calendarFeedKeys.of(path), answer),
  })
}
