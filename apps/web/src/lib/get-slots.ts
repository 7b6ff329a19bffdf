import { manageLinkHeader, quoteLinkHeader, slotsResponseSchema } from '@reserva/shared'
import { type keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from './api-query.ts'
import { slotKeys } from './query-keys.ts'

/**
 * Whose free times: a service's, or one job of it, an offer's (`quoteId`: its length and
 * resource) or a booking's being moved (`bookingId`: its length and places, itself not in the
 * way, each time with the resource the move would take).
 */
export type SlotSource = {
  serviceId: string
  quoteId?: string
  bookingId?: string
  /** A booking's being moved through its manage link (sent in a header). */
  manageLink?: string
  /** An offer accepted through its quote's link (sent in a header; decision 045). */
  quoteLink?: string
}

export type SlotsQuery = SlotSource & {
  /** First and last day asked for (inclusive), `YYYY-MM-DD` in the business's time zone. */
  from: string
  to: string
  /** One resource's free times (staff only; the server refuses anyone else). */
  resourceId?: string
  /** The times a job of this length fits (staff only, as when proposing a time in an offer). */
  durationMinutes?: number
}

const slotsPath = ({
  serviceId,
  quoteId,
  bookingId,
  manageLink,
  quoteLink,
  from,
  to,
  resourceId,
  durationMinutes,
}: SlotsQuery) => {
  const range = new URLSearchParams({ from, to })
  if (manageLink) return `/api/v1/manage/booking/slots?${range}`
  if (quoteLink) return `/api/v1/manage/quote/slots?${range}`
  if (quoteId) return `/api/v1/quotes/${encodeURIComponent(quoteId)}/slots?${range}`
  if (bookingId) return `/api/v1/bookings/${encodeURIComponent(bookingId)}/slots?${range}`
  if (resourceId !== undefined) range.set('resourceId', resourceId)
  if (durationMinutes !== undefined) range.set('durationMinutes', String(durationMinutes))
  return `/api/v1/services/${encodeURIComponent(serviceId)}/slots?${range}`
}

export const slotsQueryOptions = (query: SlotsQuery) => ({
  ...apiQueryOptions(
    slotKeys.range(query),
    slotsPath(query),
    slotsResponseSchema,
    query.manageLink
      ? { headers: { [manageLinkHeader]: query.manageLink } }
      : query.quoteLink
        ? { headers: { [quoteLinkHeader]: query.quoteLink } }
        : {},
  ),
  // Free times go quickly: ask again when the person comes back to the page.
  staleTime: 15_000,
  refetchOnWindowFocus: true,
})

/**
 * Free start times of a service (or of one job of it) between two days, for the booking screens,
 * quotes and staff alike (one key per service: a booking made anywhere refreshes them all).
 * Nothing is asked while `query` is null. Staff pass `staleTime: 0`; the month calendar keeps the
 * previous month on screen meanwhile.
 */
export const useSlots = (
  query: SlotsQuery | null,
  {
    paused = false,
    ...options
  }: {
    staleTime?: number
    placeholderData?: typeof keepPreviousData
    /** Keeps the times shown without asking again (an offer being accepted: gone once it is). */
    paused?: boolean
  } = {},
) =>
  useQuery({
    ...slotsQueryOptions(query ?? { serviceId: '', from: '', to: '' }),
    enabled: query !== null && !paused,
    ...options,
  })
