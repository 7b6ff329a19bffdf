import {
  type createResourceSchema,
  type overrideSchema,
  type ResourceDetail,
  resourceSchema,
  type timeOffInputSchema,
  type updateResourceSchema,
} from '@reserva/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { answerOf } from '@/lib/answer-of.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { dataChanged, resourceKeys } from '@/lib/query-keys.ts'

export type WeeklyInterval = ResourceDetail['weeklyHours'][number]
export type DateOverride = z.input<typeof overrideSchema>
export type TimeOffInput = z.input<typeof timeOffInputSchema>
export type NewResource = z.input<typeof createResourceSchema>
export type ResourceChanges = z.input<typeof updateResourceSchema>

const resourceAnswer = answerOf('resource', resourceSchema)

// Read by the bookings calendar too, so it lives in src/lib (features do not import each other).
export { useResources } from '@/lib/get-resources.ts'

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const send = (path: string, method: Method, body?: unknown) =>
  apiRequest(path, { method, body, schema: resourceAnswer })

export const createResource = (resource: NewResource) =>
  send('/api/v1/admin/resources', 'POST', resource)
export const updateResource = ({ id, changes }: { id: string; changes: ResourceChanges }) =>
  send(`/api/v1/admin/resources/${id}`, 'PATCH', changes)
/** `acknowledgeBookings`: save even when open bookings fall outside the new time. */
type Acknowledged = { acknowledgeBookings?: boolean }

export const setWeeklyHours = ({
  id,
  intervals,
  acknowledgeBookings,
}: { id: string; intervals: WeeklyInterval[] } & Acknowledged) =>
  send(`/api/v1/resources/${id}/hours`, 'PUT', {
    intervals,
    ...(acknowledgeBookings ? { acknowledgeBookings } : {}),
  })
export const setOverride = ({ id, override }: { id: string; override: DateOverride }) =>
  send(`/api/v1/resources/${id}/overrides`, 'PUT', override)
export const removeOverride = ({
  id,
  date,
  acknowledgeBookings,
}: { id: string; date: string } & Acknowledged) =>
  send(
    `/api/v1/resources/${id}/overrides/${date}${acknowledgeBookings ? '?acknowledgeBookings=true' : ''}`,
    'DELETE',
  )
export const addTimeOff = ({ id, timeOff }: { id: string; timeOff: TimeOffInput }) =>
  send(`/api/v1/resources/${id}/time-off`, 'POST', timeOff)
export const removeTimeOff = ({ id, timeOffId }: { id: string; timeOffId: string }) =>
  send(`/api/v1/resources/${id}/time-off/${timeOffId}`, 'DELETE')

/**
 * A change to a resource. Each answer is the whole resource: it goes straight into the list, and
 * the list and everything computed from hours (free slots) refetch.
 */
export function useResourceMutation<Input>(mutationFn: (input: Input) => Promise<ResourceDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (resource) => {
      queryClient.setQueryData<ResourceDetail[]>(resourceKeys.list(), (list) =>
        list?.some((item) => item.id === resource.id)
          ? list.map((item) => (item.id === resource.id ? resource : item))
          : [...(list ?? []), resource],
      )
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
        dataChanged(queryClient, 'availability'),
      ])
    },
  })
}
