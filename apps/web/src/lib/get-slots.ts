import { slotsResponseSchema } from '@reserva/shared'
import { type keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from './api-query.ts'
import { slotKeys } from './query-keys.ts'

type SlotsQuery = {
  serviceId: string
  /** First and last day asked for (inclusive), `YYYY-MM-DD` in the business's time zone. */
  from: string
  to: string
  /** One resource's free times (staff only; the server refuses anyone else). */
  resourceId?: string
}

const slotsPath = ({ serviceId, from, to, resourceId }: SlotsQuery) =>
  `/api/v1/services/${encodeURIComponent(serviceId)}/slots?${new URLSearchParams({
    from,
    to,
    ...(resourceId === undefined ? {} : { resourceId }),
  })}`

export const slotsQueryOptions = (query: SlotsQuery) => ({
  ...apiQueryOptions(slotKeys.range(query), slotsPath(query), slotsResponseSchema),
  // Free times go quickly: ask again when the person comes back to the page.
  staleTime: 15_000,
  refetchOnWindowFocus: true,
})

/**
 * Free start times of a service between two days, for the booking screens, quotes and staff alike
 * (one key: a booking made anywhere refreshes them all). Nothing is asked while `query` is null.
 * Staff pass `staleTime: 0`; the month calendar keeps the previous month on screen meanwhile.
 */
export const useSlots = (
  query: SlotsQuery | null,
  options: { staleTime?: number; placeholderData?: typeof keepPreviousData } = {},
) =>
  useQuery({
    ...slotsQueryOptions(query ?? { serviceId: '', from: '', to: '' }),
    enabled: query !== null,
    ...options,
  })
