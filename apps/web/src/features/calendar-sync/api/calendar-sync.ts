import { type CalendarConnectionInput, calendarConnectionAnswerSchema } from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the calendar connection queries' keys are written (STYLE rule 18). */
export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  of: (resourceId: string) => [...calendarSyncKeys.all, resourceId] as const,
}

const pathOf = (resourceId: string) =>
  `/api/v1/resources/${encodeURIComponent(resourceId)}/calendar-connection`

/** A resource's CalDAV calendar and how its sync stands, asked again every 30 s while shown. */
export const useCalendarConnection = (resourceId: string) =>
  useQuery({
    ...apiQueryOptions(
      calendarSyncKeys.of(resourceId),
      pathOf(resourceId),
      calendarConnectionAnswerSchema,
    ),
    refetchInterval: 30_000,
  })

type Change =
  | { kind: 'connect'; input: CalendarConnectionInput }
  | { kind: 'sync' }
  | { kind: 'disconnect' }

const requestFor = (resourceId: string, change: Change) =>
  change.kind === 'connect'
    ? apiRequest(pathOf(resourceId), {
        method: 'PUT',
        body: change.input,
        schema: calendarConnectionAnswerSchema,
      })
    : change.kind === 'sync'
      ? apiRequest(`${pathOf(resourceId)}/sync`, {
          method: 'POST',
          body: {},
          schema: calendarConnectionAnswerSchema,
        })
      : apiRequest(pathOf(resourceId), { method: 'DELETE', schema: calendarConnectionAnswerSchema })

/** Connecting (or changing), syncing now, or disconnecting: the answer is the connection now. */
export function useCalendarConnectionChange(resourceId: string, kind: Change['kind']) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input?: CalendarConnectionInput) =>
      requestFor(resourceId, kind === 'connect' && input ? { kind, input } : ({ kind } as Change)),
    onSuccess: (answer) => queryClient.setQueryData(calendarSyncKeys.of(resourceId), answer),
  })
}
