import { type Slot, slotsResponseSchema } from '@reserva/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

type SlotsQuery = {
  serviceId: string
  /** First and last day asked for (inclusive), `YYYY-MM-DD` in the business's time zone. */
  from: string
  to: string
}

export const getSlots = (
  { serviceId, from, to }: SlotsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ timezone: string; slots: Slot[] }> =>
  apiRequest(
    `/api/v1/services/${encodeURIComponent(serviceId)}/slots?${new URLSearchParams({ from, to })}`,
    { schema: slotsResponseSchema, signal },
  )

/** Every slots query of a service starts with this key: invalidate it when a time is taken. */
export const slotsQueryKey = (serviceId: string) => ['slots', serviceId] as const

export const slotsQueryOptions = (query: SlotsQuery) =>
  queryOptions({
    queryKey: [...slotsQueryKey(query.serviceId), query.from, query.to],
    queryFn: ({ signal }) => getSlots(query, { signal }),
    // Free times go quickly: ask again when the person comes back to the page.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  })

/** Free start times of a service between two days; the previous month stays on screen meanwhile. */
export const useSlots = (query: SlotsQuery | null) =>
  useQuery({
    ...slotsQueryOptions(query ?? { serviceId: '', from: '', to: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  })
