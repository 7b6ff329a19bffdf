import { bookingSchema, type CreateBooking } from '@reserva/shared'
import { z } from 'zod'
import { answerOf } from './answer-of.ts'
import { apiRequest } from './api-client.ts'

// The booking requests that customers' screens and staff's screens both make.

/** `{ booking }`, the answer of every request that reads, makes or changes one booking. */
export const bookingAnswer = answerOf('booking', bookingSchema)
/** `{ bookings }`, the answer of the bookings list, the customer's or staff's. */
export const bookingsAnswer = answerOf('bookings', z.array(bookingSchema))

/**
 * Books a slot, for the signed-in customer or (staff) for `customerId`. The Idempotency-Key is
 * made once per intent to book: a retry, or a second click that got through, is answered with the
 * same booking.
 */
export const createBooking = ({
  booking,
  idempotencyKey,
}: {
  booking: CreateBooking
  idempotencyKey: string
}) =>
  apiRequest('/api/v1/bookings', {
    method: 'POST',
    body: booking,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: bookingAnswer,
  })

export const rescheduleBooking = ({
  id,
  start,
  durationMinutes,
}: {
  id: string
  start: string
  /** Staff's new length for it; without, it keeps its own. */
  durationMinutes?: number
}) =>
  apiRequest(`/api/v1/bookings/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: durationMinutes === undefined ? { start } : { start, durationMinutes },
    schema: bookingAnswer,
  })
