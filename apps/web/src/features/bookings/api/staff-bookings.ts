import { notifications } from '@mantine/notifications'
import { type Booking, type BookingStatus, bookingListSchema, bookingSchema } from '@reserva/shared'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { startOfDay, todayIn } from '@/lib/dates.ts'
import { bookingKeys, dataChanged } from '@/lib/query-keys.ts'
import { type BookingNotice, statusNotice } from '../booking-notices.ts'

export type BookingsFilter = { from?: string; to?: string; status?: BookingStatus[] }

const bookingsSchema = z.object({ bookings: z.array(bookingSchema) })
const bookingOut = z.object({ booking: bookingSchema })

/** Every booking in a range (staff), earliest first. */
export async function getAllBookings(
  filter: BookingsFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Booking[]> {
  const query = new URLSearchParams({ scope: 'all' })
  if (filter.from) query.set('from', filter.from)
  if (filter.to) query.set('to', filter.to)
  if (filter.status?.length) query.set('status', filter.status.join(','))
  const { bookings } = await apiRequest(`/api/v1/bookings?${query}`, {
    schema: bookingsSchema,
    signal,
  })
  return [...bookings].sort((a, b) => a.start.localeCompare(b.start))
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
export const pendingBookingsFilter = (timezone: string): BookingsFilter => ({
  from: startOfDay(timezone, todayIn(timezone)),
  status: ['pending'],
})

export type BookingAction = 'confirm' | 'decline' | 'complete' | 'no-show' | 'cancel'

export const changeBookingStatus = async ({ id, action }: { id: string; action: BookingAction }) =>
  (await apiRequest(`/api/v1/bookings/${id}/${action}`, { method: 'POST', schema: bookingOut }))
    .booking

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
