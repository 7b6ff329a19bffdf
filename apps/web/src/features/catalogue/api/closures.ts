import type { Closure, ClosureInput } from '@reserva/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { dataChanged, resourceKeys } from '@/lib/query-keys.ts'

export type { Closure, ClosureInput }

/** The closures' schemas, in a chunk of their own. */
const contract = () => import('@reserva/shared/closures')

// Read by the bookings calendar too, so it lives in src/lib (features do not import each other).
export { useClosures } from '@/lib/get-closures.ts'

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
