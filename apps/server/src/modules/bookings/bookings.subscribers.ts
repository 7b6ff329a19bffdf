import type { BookingStatus } from '@reserva/shared'
import type { EventBus } from '../../lib/domain-events.ts'
import { type BookingMailKind, queueBookingMail } from './bookings.mails.ts'

/** The mail a change of status sends; completing or a no-show sends none. */
const mailOnStatus: Partial<Record<BookingStatus, BookingMailKind>> = {
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
}

/**
 * Bookings' mails, queued in the outbox on the transaction that made the change (decision 006:
 * a booking answered 201 always has its mail, even after a crash), and the mail worker woken
 * once it committed. Registered once per event bus, by createApp; answers the unsubscriber.
 */
export function registerBookingSubscribers({
  events,
  publicUrl,
  onMailQueued,
}: {
  events: EventBus
  publicUrl: string
  onMailQueued: () => void
}) {
  const unsubscribe = [
    events.inTransaction('booking.created', (event, tx) =>
      queueBookingMail(tx, {
        bookingId: event.bookingId,
        kind: event.status === 'pending' ? 'requested' : 'confirmed',
        publicUrl,
      }),
    ),
    events.inTransaction('booking.status_changed', async (event, tx) => {
      const kind = mailOnStatus[event.to]
      if (kind) await queueBookingMail(tx, { bookingId: event.bookingId, kind, publicUrl })
    }),
    events.inTransaction('booking.rescheduled', (event, tx) =>
      queueBookingMail(tx, { bookingId: event.bookingId, kind: 'changed', publicUrl }),
    ),
    events.inTransaction('booking.reminder_due', (event, tx) =>
      queueBookingMail(tx, { bookingId: event.bookingId, kind: 'reminder', publicUrl }),
    ),
    events.afterCommit(
      ['booking.created', 'booking.status_changed', 'booking.rescheduled', 'booking.reminder_due'],
      () => onMailQueued(),
    ),
  ]
  return () => {
    for (const off of unsubscribe) off()
  }
}
