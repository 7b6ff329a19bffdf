import { useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { bookingAnswer, bookingsAnswer } from '@/lib/booking-requests.ts'
import { bookingKeys } from '@/lib/query-keys.ts'

/** The signed-in customer's own bookings. */
export const useMyBookings = () =>
  useQuery(apiQueryOptions(bookingKeys.mine(), '/api/v1/bookings', bookingsAnswer))

/** One of the signed-in person's bookings, by its reference (RSV-7K3F9Q). */
export const useBookingByReference = (reference: string | null, { enabled = true } = {}) =>
  useQuery({
    ...apiQueryOptions(
      bookingKeys.byReference(reference ?? ''),
      `/api/v1/bookings/by-reference/${encodeURIComponent(reference ?? '')}`,
      bookingAnswer,
    ),
    enabled: enabled && reference !== null,
  })
