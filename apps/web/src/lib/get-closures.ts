import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'
import { resourceKeys } from './query-keys.ts'

/**
 * The days the business is closed, from today on. Here rather than in features/catalogue: the
 * admin screen edits them and the bookings calendar marks them, and features do not import each
 * other (as with get-resources.ts). Their schemas come in a chunk of their own.
 */
export const closuresQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.closures(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/v1/closures', {
          schema: () => import('@reserva/shared/closures').then((c) => c.closureListSchema),
          signal,
        })
      ).closures,
  })

export const useClosures = () => useQuery(closuresQueryOptions())
