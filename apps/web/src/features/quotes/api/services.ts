import { type Service, serviceSchema, slotsResponseSchema } from '@reserva/shared'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'

const servicesOut = z.object({ services: z.array(serviceSchema) })

/** The services on offer: what a request may be about, and what an offer is booked as. */
export const useServices = () =>
  useQuery({
    // The same key and answer as the booking screens': an admin's edit refreshes both.
    queryKey: ['services'],
    queryFn: async ({ signal }): Promise<Service[]> =>
      (await apiRequest('/api/v1/services', { schema: servicesOut, signal })).services,
    staleTime: 5 * 60_000,
  })

/**
 * Free start times of a service on the days `from`…`to` (YYYY-MM-DD, the business's zone). The key
 * is the booking screens' (['slots', serviceId, from, to]): a booking made anywhere refreshes it.
 */
export const useSlots = (query: { serviceId: string; from: string; to: string } | null) =>
  useQuery({
    queryKey: ['slots', query?.serviceId ?? '', query?.from ?? '', query?.to ?? ''],
    queryFn: ({ signal }) => {
      const { serviceId, from, to } = query as { serviceId: string; from: string; to: string }
      return apiRequest(
        `/api/v1/services/${encodeURIComponent(serviceId)}/slots?${new URLSearchParams({ from, to })}`,
        { schema: slotsResponseSchema, signal },
      )
    },
    enabled: query !== null,
    staleTime: 15_000,
  })

export const slotsQueryKey = (serviceId: string) => ['slots', serviceId] as const
