import { type Booking, bookingSchema } from '@reserva/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { bookingByReferenceQueryKey, myBookingsQueryKey } from './get-bookings.ts'
import { slotsQueryKey } from './get-slots.ts'

const bookingResponse = z.object({ booking: bookingSchema })

export const cancelBooking = async (id: string): Promise<Booking> =>
  (
    await apiRequest(`/api/v1/bookings/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      schema: bookingResponse,
    })
  ).booking

export const rescheduleBooking = async ({
  id,
  start,
}: {
  id: string
  start: string
}): Promise<Booking> =>
  (
    await apiRequest(`/api/v1/bookings/${encodeURIComponent(id)}/reschedule`, {
      method: 'POST',
      body: { start },
      schema: bookingResponse,
    })
  ).booking

/** After a change: the booking as the server now has it, and everything that shows it afresh. */
function useOnChanged() {
  const queryClient = useQueryClient()
  const settle = (booking: Booking) => {
    queryClient.setQueryData(bookingByReferenceQueryKey(booking.reference), booking)
    queryClient.setQueryData<Booking[]>(myBookingsQueryKey, (list) =>
      list?.map((item) => (item.id === booking.id ? booking : item)),
    )
    void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey })
    void queryClient.invalidateQueries({ queryKey: slotsQueryKey(booking.service.id) })
  }
  // A refusal (too late, already cancelled) means what we show is out of date.
  const refresh = () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey })
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
