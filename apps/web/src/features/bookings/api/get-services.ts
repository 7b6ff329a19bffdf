import { type Service, serviceSchema } from '@reserva/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'

const servicesResponseSchema = z.object({ services: z.array(serviceSchema) })

export const getServices = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Service[]> =>
  (await apiRequest('/api/v1/services', { schema: servicesResponseSchema, signal })).services

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['services'],
    queryFn: ({ signal }) => getServices({ signal }),
    // The catalogue changes rarely; an admin's edit invalidates this key.
    staleTime: 5 * 60_000,
  })

/** The services on offer, in the business's order. */
export const useServices = () => useQuery(servicesQueryOptions())
