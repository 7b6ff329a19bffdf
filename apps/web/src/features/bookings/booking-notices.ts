import type { Booking, BookingStatus, Slot } from '@reserva/shared'
import { dayIn, shortDate, spanLabel, timeIn } from '@/lib/dates.ts'
import { translate } from '@/lib/i18n/active.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'

// Words made outside a render (a mutation's notification): in the language on screen when made.

/** What a notification says after staff changed a booking, so that they see it was done. */
export type BookingNotice = { title: string; message: string; color: string }

const stateTitles = {
  pending: 'bookingNotices.pending',
  confirmed: 'bookingNotices.confirmed',
  declined: 'bookingNotices.declined',
  cancelled: 'bookingNotices.cancelled',
  completed: 'bookingNotices.completed',
  no_show: 'bookingNotices.noShow',
} as const satisfies Record<BookingStatus, MessageKey>

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
  translate('bookingNotices.startsAt', {
    day: shortDate(dayIn(booking.timezone, booking.start), { year: false }),
    time: timeIn(booking.timezone, booking.start),
  })

/** "Safety check for Cora Customer, Mon 30 Nov at 10:30" (in the business's time zone). */
export const whatAndWhen = (booking: Booking) =>
  translate('bookingNotices.whatAndWhen', {
    service: booking.service.name,
    customer: booking.customer.name,
    when: startsAt(booking),
  })

/** After confirm, decline, complete, no-show or cancel: the booking and the state it is in now. */
export const statusNotice = (booking: Booking): BookingNotice => ({
  title: translate(stateTitles[booking.status], { reference: booking.reference }),
  message:
    booking.can.undo && booking.undoUntil
      ? translate('bookingNotices.doneUndo', {
          what: whatAndWhen(booking),
          time: timeIn(booking.timezone, booking.undoUntil),
        })
      : translate('bookingNotices.done', { what: whatAndWhen(booking) }),
  color: stateColours[booking.status],
})

/** The resource a move puts the booking with, when it is another one than `before`'s. */
const otherResource = (
  before: Pick<Booking, 'resource'>,
  after: { resource?: { id: string; name: string } },
) =>
  after.resource && after.resource.id !== before.resource.id
    ? { resource: after.resource.name, before: before.resource.name }
    : null

/** The time chosen for a move, and the resource when it is another one. */
export const movedTo = (
  booking: Pick<Booking, 'timezone' | 'resource'>,
  slot: Slot,
  visitorZone: string,
) => {
  const span = spanLabel(slot, { businessZone: booking.timezone, visitorZone })
  const other = otherResource(booking, slot)
  return other
    ? translate('bookingNotices.newTimeWith', { span, ...other })
    : translate('bookingNotices.newTime', { span })
}

/** After a reschedule: the booking and its new time (and resource, when `before` had another). */
export const movedNotice =
  (before?: Booking) =>
  (booking: Booking): BookingNotice => {
    const other = before ? otherResource(before, booking) : null
    const what = whatAndWhen(booking)
    return {
      title: translate('bookingNotices.movedTitle', { reference: booking.reference }),
      message: other
        ? translate('bookingNotices.movedWith', { what, ...other })
        : translate('bookingNotices.moved', { what }),
      color: 'brand',
    }
  }
