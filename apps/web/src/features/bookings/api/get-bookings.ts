import { type Booking, bookingSchema } from '@reserva/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { bookingKeys } from '@/lib/query-keys.ts'

export const getMyBookings = async ({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<Booking[]> =>
  (
    await apiRequest('/api/v1/bookings', {
      schema: z.object({ bookings: z.array(bookingSchema) }),
      signal,
    })
  ).bookings

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.mine(),
    queryFn: ({ signal }) => getMyBookings({ signal }),
  })

/** The signed-in customer's own bookings. */
export const useMyBookings = () => useQuery(myBookingsQueryOptions())

export const getBookingByReference = async (
  reference: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Booking> =>
  (
    await apiRequest(`/api/v1/bookings/by-reference/${encodeURIComponent(reference)}`, {
      schema: z.object({ booking: bookingSchema }),
      signal,
    })
  ).booking

export const bookingByReferenceQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: bookingKeys.byReference(reference),
    queryFn: ({ signal }) => getBookingByReference(reference, { signal }),
  })

/** One of the signed-in person's bookings, by its reference (RSV-7K3F9Q). */
export const useBookingByReference = (reference: string | null, { enabled = true } = {}) =>
  useQuery({
    ...bookingByReferenceQueryOptions(reference ?? ''),
    enabled: enabled && reference !== null,
  })
