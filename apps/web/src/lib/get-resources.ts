import { resourceSchema } from '@reserva/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from './api-client.ts'
import { resourceKeys } from './query-keys.ts'

const resourcesSchema = z.object({ resources: z.array(resourceSchema) })

export const getResources = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiRequest('/api/v1/resources', { schema: resourcesSchema, signal })).resources

export const resourcesQueryOptions = () =>
  queryOptions({ queryKey: resourceKeys.list(), queryFn: ({ signal }) => getResources({ signal }) })

/**
 * Resources with their weekly hours, date overrides and time off (staff). Here rather than in
 * features/catalogue: the catalogue edits them and the bookings calendar lays its lanes out by
 * them, and features do not import each other (as with get-services.ts).
 */
export const useResources = () => useQuery(resourcesQueryOptions())
