import type { Closure, ClosureInput } from '@reserva/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { dataChanged, resourceKeys } from '@/lib/query-keys.ts'

export type { Closure, ClosureInput }

/** The closures' schemas, on their own: only this screen reads them. */
const contract = () => import('@reserva/shared/closures')

export const closuresQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.closures(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/v1/closures', {
          schema: () => contract().then((c) => c.closureListSchema),
          signal,
        })
      ).closures,
  })

/** The days the business is closed, from today on. */
export const useClosures = () => useQuery(closuresQueryOptions())

/** After a change: the list, and every free time shown anywhere. */
function useClosureMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.closures() }),
        dataChanged(queryClient, 'availability'),
      ]),
  })
}

/** Closes the business; `acknowledgeBookings` once the open bookings it lists were seen. */
export const useAddClosure = () =>
  useClosureMutation((closure: ClosureInput) =>
    apiRequest('/api/v1/admin/closures', {
      method: 'POST',
      body: closure,
      schema: () => contract().then((c) => c.closureSchema),
    }),
  )

/** The answer is empty (204): any schema would do, so none is loaded. */
export const useRemoveClosure = () =>
  useClosureMutation((id: string) =>
    apiRequest(`/api/v1/admin/closures/${id}`, { method: 'DELETE', schema: z.unknown() }),
  )
