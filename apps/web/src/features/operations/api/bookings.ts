import {
  type Booking,
  type BookingStatus,
  bookingSchema,
  type CreateBooking,
  serviceSchema,
  slotsResponseSchema,
} from '@reserva/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'

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

// Under 'bookings': whatever changes a booking invalidates that key, and every list refetches.
export const allBookingsQueryOptions = (filter: BookingsFilter) =>
  queryOptions({
    queryKey: ['bookings', 'staff', filter],
    queryFn: ({ signal }) => getAllBookings(filter, { signal }),
    // "Has it started?" and new bookings from customers: keep the day's view fresh.
    refetchInterval: 60_000,
  })

export const useAllBookings = (filter: BookingsFilter) => useQuery(allBookingsQueryOptions(filter))

export type BookingAction = 'confirm' | 'decline' | 'complete' | 'no-show' | 'cancel'

export const changeBookingStatus = async ({ id, action }: { id: string; action: BookingAction }) =>
  (await apiRequest(`/api/v1/bookings/${id}/${action}`, { method: 'POST', schema: bookingOut }))
    .booking

export const rescheduleBooking = async ({ id, start }: { id: string; start: string }) =>
  (
    await apiRequest(`/api/v1/bookings/${id}/reschedule`, {
      method: 'POST',
      body: { start },
      schema: bookingOut,
    })
  ).booking

/** A booking made by staff for a customer; the key makes a retried request safe. */
export const createStaffBooking = async ({
  booking,
  idempotencyKey,
}: {
  booking: CreateBooking & { customerId: string }
  idempotencyKey: string
}) =>
  (
    await apiRequest('/api/v1/bookings', {
      method: 'POST',
      body: booking,
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: bookingOut,
    })
  ).booking

/** A change to bookings; afterwards every booking list and the free times refetch. */
export function useBookingMutation<Input>(mutationFn: (input: Input) => Promise<Booking>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['operations', 'slots'] }),
      ]),
  })
}

const servicesSchema = z.object({ services: z.array(serviceSchema) })

export const useBookableServices = () =>
  useQuery({
    queryKey: ['operations', 'services'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/v1/services', { schema: servicesSchema, signal })).services,
  })

/** Free start times of a service on one date (in the business's zone). */
export const useSlots = ({ serviceId, date }: { serviceId?: string; date: string }) =>
  useQuery({
    queryKey: ['operations', 'slots', serviceId, date],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/services/${serviceId}/slots?from=${date}&to=${date}`, {
        schema: slotsResponseSchema,
        signal,
      }),
    enabled: Boolean(serviceId) && /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 0,
  })
