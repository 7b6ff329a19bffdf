import { notifications } from '@mantine/notifications'
import { type Booking, type BookingStatus, bookingListSchema } from '@reserva/shared'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { bookingAnswer, bookingsAnswer } from '@/lib/booking-requests.ts'
import { startOfDay } from '@/lib/dates.ts'
import { bookingKeys, dataChanged } from '@/lib/query-keys.ts'
import { type BookingNotice, statusNotice } from '../booking-notices.ts'

export type BookingsFilter = { from?: string; to?: string; status?: BookingStatus[] }

/** The most the server sends at once (`limit`, packages/shared bookings.ts). */
const PAGE = 200

/**
 * Every booking in a range (staff), earliest first: page after page until one comes back short,
 * so a busy week is shown whole, not cut at the server's page size.
 */
export async function getAllBookings(
  filter: BookingsFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Booking[]> {
  const query = new URLSearchParams({ scope: 'all', limit: String(PAGE) })
  if (filter.from) query.set('from', filter.from)
  if (filter.to) query.set('to', filter.to)
  if (filter.status?.length) query.set('status', filter.status.join(','))
  const all: Booking[] = []
  for (let offset = 0; ; offset += PAGE) {
    query.set('offset', String(offset))
    const bookings = await apiRequest(`/api/v1/bookings?${query}`, {
      schema: bookingsAnswer,
      signal,
    })
    all.push(...bookings)
    if (bookings.length < PAGE) break
  }
  return all.sort((a, b) => a.start.localeCompare(b.start))
}

export const allBookingsQueryOptions = (filter: BookingsFilter) =>
  queryOptions({
    queryKey: bookingKeys.staff(filter),
    queryFn: ({ signal }) => getAllBookings(filter, { signal }),
  })

export const useAllBookings = (filter: BookingsFilter, { enabled = true } = {}) =>
  useQuery({ ...allBookingsQueryOptions(filter), enabled })

/**
 * One page of every booking (staff), history too, as `toBookingListQuery` asks for it: searched,
 * filtered, sorted and paged by the server, with how many match in all.
 */
export const searchBookings = async (
  query: Record<string, string>,
  { signal }: { signal?: AbortSignal } = {},
) =>
  apiRequest(`/api/v1/bookings?${new URLSearchParams(query)}`, {
    schema: bookingListSchema,
    signal,
  })

/** The page stays on screen while the next one (another page, filter or order) loads. */
export const useBookingSearch = (query: Record<string, string>) =>
  useQuery({
    queryKey: bookingKeys.search(query),
    queryFn: ({ signal }) => searchBookings(query, { signal }),
    placeholderData: keepPreviousData,
  })

/**
 * Bookings waiting for confirmation from the business's today on: the operator dashboard's list,
 * also counted in the staff navigation (one query for both).
 */
export const pendingBookingsFilter = (timezone: string, today: string): BookingsFilter => ({
  from: startOfDay(timezone, today),
  status: ['pending'],
})

export type BookingAction = 'confirm' | 'decline' | 'complete' | 'no-show' | 'cancel' | 'undo'

/** An action on a booking; a decline or a cancellation may say why (sent to the customer). */
export const changeBookingStatus = ({
  id,
  action,
  reason,
}: {
  id: string
  action: BookingAction
  reason?: string
}) =>
  apiRequest(`/api/v1/bookings/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: reason ? { reason } : undefined,
    schema: bookingAnswer,
  })

/**
 * A change to bookings by staff; afterwards every booking list and the free times refetch, and a
 * notification names the booking and the state it is in now, wherever the change was made (the
 * card that was clicked may have left the screen). `notice: null` for a place that says it itself.
 */
export function useBookingMutation<Input>(
  mutationFn: (input: Input) => Promise<Booking>,
  { notice = statusNotice }: { notice?: ((booking: Booking) => BookingNotice) | null } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (booking) => {
      if (notice) notifications.show(notice(booking))
    },
    onSettled: () => dataChanged(queryClient, 'bookings'),
  })
}
