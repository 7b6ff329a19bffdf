import type { CreateBooking } from '@reserva/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createBooking } from '@/lib/booking-requests.ts'
import { bookingKeys, dataChanged } from '@/lib/query-keys.ts'

/** A customer's own booking: for nobody else, on whichever resource is free. */
export type NewBooking = Required<Omit<CreateBooking, 'customerId' | 'resourceId' | 'override'>>

/**
 * Books a slot for the signed-in customer. The Idempotency-Key is made once per intent to book
 * (see ConfirmBookingStep). Afterwards every list of bookings and every view of free times, the
 * staff's too, is out of date.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { booking: NewBooking; idempotencyKey: string }) => createBooking(input),
    onSuccess: (booking) => {
      void dataChanged(queryClient, 'bookings')
      // After the invalidation: the confirmation screen shows the answer without asking again.
      queryClient.setQueryData(bookingKeys.byReference(booking.reference), booking)
    },
  })
}
