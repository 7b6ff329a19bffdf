import type { Booking, BookingStatus } from '@reserva/shared'
import { dayIn, shortDate, timeIn } from '@/lib/dates.ts'

/** What a notification says after staff changed a booking (issue #12 item 4: visible feedback). */
export type BookingNotice = { title: string; message: string; color: string }

const stateWords: Record<BookingStatus, string> = {
  pending: 'is waiting for confirmation',
  confirmed: 'is confirmed',
  declined: 'is declined',
  cancelled: 'is cancelled',
  completed: 'is completed',
  no_show: 'is marked as a no-show',
}

const stateColours: Record<BookingStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  completed: 'brand',
  declined: 'gray',
  cancelled: 'gray',
  no_show: 'red',
}

/** "Mon 30 Nov at 10:30": when a booking starts, in the business's time zone. */
export const startsAt = (booking: Booking) =>
  `${shortDate(dayIn(booking.timezone, booking.start), { year: false })} at ${timeIn(booking.timezone, booking.start)}`

/** "Safety check for Cora Customer, Mon 30 Nov at 10:30" (in the business's time zone). */
export const whatAndWhen = (booking: Booking) =>
  `${booking.service.name} for ${booking.customer.name}, ${startsAt(booking)}`

/** After confirm, decline, complete, no-show or cancel: the booking and the state it is in now. */
export const statusNotice = (booking: Booking): BookingNotice => ({
  title: `Booking ${booking.reference} ${stateWords[booking.status]}`,
  message: `${whatAndWhen(booking)}.`,
  color: stateColours[booking.status],
})

/** After a reschedule: the booking and its new time. */
export const movedNotice = (booking: Booking): BookingNotice => ({
  title: `Booking ${booking.reference} is moved`,
  message: `${whatAndWhen(booking)} is its new time.`,
  color: 'brand',
})
