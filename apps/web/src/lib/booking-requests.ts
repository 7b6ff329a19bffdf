import { type Booking, bookingSchema, type CreateBooking } from '@reserva/shared'
import { z } from 'zod'
import { apiRequest } from './api-client.ts'

// The booking requests that customers' screens and staff's screens both make.

const bookingResponse = z.object({ booking: bookingSchema })

/**
 * Books a slot, for the signed-in customer or (staff) for `customerId`. The Idempotency-Key is
 * made once per intent to book: a retry, or a second click that got through, is answered with the
 * same booking.
 */
export const createBooking = async ({
  booking,
  idempotencyKey,
}: {
  booking: CreateBooking
  idempotencyKey: string
}): Promise<Booking> =>
  (
    await apiRequest('/api/v1/bookings', {
      method: 'POST',
      body: booking,
      headers: { 'Idempotency-Key': idempotencyKey },
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
