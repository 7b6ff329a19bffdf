import { type Booking, bookingSchema, type CreateBooking } from '@reserva/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { bookingByReferenceQueryKey, myBookingsQueryKey } from './get-bookings.ts'
import { slotsQueryKey } from './get-slots.ts'

export type NewBooking = Required<Omit<CreateBooking, 'customerId'>>

/**
 * Books a slot. The Idempotency-Key is made once per intent to book (see ConfirmBookingStep): a
 * retry, or a second click that got through, is answered with the same booking.
 */
export const createBooking = async ({
  booking,
  idempotencyKey,
}: {
  booking: NewBooking
  idempotencyKey: string
}): Promise<Booking> =>
  (
    await apiRequest('/api/v1/bookings', {
      method: 'POST',
      body: booking,
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: z.object({ booking: bookingSchema }),
    })
  ).booking

export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingByReferenceQueryKey(booking.reference), booking)
      void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey, exact: true })
      void queryClient.invalidateQueries({ queryKey: slotsQueryKey(booking.service.id) })
    },
  })
}
