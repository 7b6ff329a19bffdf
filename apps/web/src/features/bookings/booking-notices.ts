import type { Booking, BookingStatus, Slot } from '@reserva/shared'
import { dayIn, shortDate, spanLabel, timeIn } from '@/lib/dates.ts'

/** What a notification says after staff changed a booking, so that they see it was done. */
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
  message: `${whatAndWhen(booking)}.${booking.can.undo && booking.undoUntil ? ` You can undo this until ${timeIn(booking.timezone, booking.undoUntil)}.` : ''}`,
  color: stateColours[booking.status],
})

/** ", with Alex Morgan instead of Sam Okafor" when a move puts the booking with another resource. */
const otherResource = (
  before: Pick<Booking, 'resource'>,
  after: { resource?: { id: string; name: string } },
) =>
  after.resource && after.resource.id !== before.resource.id
    ? `, with ${after.resource.name} instead of ${before.resource.name}`
    : ''

/** The time chosen for a move, and the resource when it is another one. */
export const movedTo = (
  booking: Pick<Booking, 'timezone' | 'resource'>,
  slot: Slot,
  visitorZone: string,
) =>
  `New time: ${spanLabel(slot, { businessZone: booking.timezone, visitorZone })}${otherResource(booking, slot)}`

/** After a reschedule: the booking and its new time (and resource, when `before` had another). */
export const movedNotice =
  (before?: Booking) =>
  (booking: Booking): BookingNotice => ({
    title: `Booking ${booking.reference} is moved`,
    message: `${whatAndWhen(booking)} is its new time${before ? otherResource(before, booking) : ''}.`,
    color: 'brand',
  })
