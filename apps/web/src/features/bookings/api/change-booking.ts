import type { Booking } from '@reserva/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { bookingAnswer, rescheduleBooking } from '@/lib/booking-requests.ts'
import { bookingKeys, dataChanged } from '@/lib/query-keys.ts'

/** Cancels the signed-in customer's booking, saying why if they wrote a `reason` (staff see it). */
export const cancelBooking = ({ id, reason }: { id: string; reason?: string | undefined }) =>
  apiRequest(`/api/v1/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
    schema: bookingAnswer,
  })

/** After a change: the booking as the server now has it, and everything that shows it afresh. */
function useOnChanged() {
  const queryClient = useQueryClient()
  const settle = (booking: Booking) => {
    queryClient.setQueryData<Booking[]>(bookingKeys.mine(), (list) =>
      list?.map((item) => (item.id === booking.id ? booking : item)),
    )
    void dataChanged(queryClient, 'bookings')
    queryClient.setQueryData(bookingKeys.byReference(booking.reference), booking)
  }
  // A refusal (too late, already cancelled) means what we show is out of date.
  const refresh = () => dataChanged(queryClient, 'bookings')
  return { settle, refresh }
}

export function useCancelBooking() {
  const { settle, refresh } = useOnChanged()
  return useMutation({ mutationFn: cancelBooking, onSuccess: settle, onError: refresh })
}

export function useRescheduleBooking() {
  const { settle, refresh } = useOnChanged()
  return useMutation({ mutationFn: rescheduleBooking, onSuccess: settle, onError: refresh })
}
