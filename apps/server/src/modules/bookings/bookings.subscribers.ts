import type { BookingStatus } from '@reserva/shared'
import type { MailSubscriberDeps } from '../../lib/domain-events.ts'
import type { InviteMethod } from './bookings.invites.ts'
import {
  type BookingMailKind,
  queueBookingMail,
  queueBusinessBookingMail,
} from './bookings.mails.ts'
import type { ManageLinks } from './bookings.manage-link.ts'

/** The mail a change of status sends; completing or a no-show sends none. */
const mailOnStatus: Partial<Record<BookingStatus, BookingMailKind>> = {
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
}

/**
 * The mails that carry the booking as a calendar invitation: a REQUEST when it is confirmed (at
 * once or by staff) or moved, the same event's CANCEL when a confirmed one is cancelled. A
 * pending booking was never in the customer's calendar, so its decline or cancellation has none.
 */
const inviteFor = (kind: BookingMailKind, from?: BookingStatus): InviteMethod | undefined =>
  kind === 'confirmed' || kind === 'changed'
    ? 'REQUEST'
    : kind === 'cancelled' && from === 'confirmed'
      ? 'CANCEL'
      : undefined

/**
 * Bookings' mails, queued in the outbox on the transaction that made the change (decision 006:
 * a booking answered 201 always has its mail, even after a crash), and the mail worker woken
 * once it committed. Registered once per event bus, by createApp; answers the unsubscriber.
 */
export function registerBookingSubscribers({
  events,
  publicUrl,
  onMailQueued,
  clock,
  links,
  mailFrom,
}: MailSubscriberDeps & {
  links: ManageLinks
  /** Who mails come from: the organizer of the invitations they carry. */
  mailFrom: string
}) {
  const invite = (kind: BookingMailKind, from?: BookingStatus) => {
    const method = inviteFor(kind, from)
    return method ? { method, mailFrom } : undefined
  }
  const unsubscribe = [
    events.inTransaction('booking.created', async (event, tx) => {
      const pending = event.status === 'pending'
      const kind = pending ? 'requested' : 'confirmed'
      await queueBookingMail(tx, {
        bookingId: event.bookingId,
        kind,
        publicUrl,
        links,
        invite: invite(kind),
        now: clock.now(),
      })
      // Staff are told of a booking that waits for them; one confirmed at once needs nothing from
      // them, and the live message already shows it on the dashboard.
      if (pending) {
        await queueBusinessBookingMail(tx, {
          bookingId: event.bookingId,
          kind: 'requested',
          publicUrl,
          now: clock.now(),
        })
      }
    }),
    events.inTransaction('booking.status_changed', async (event, tx) => {
      // An undone completion or no-show is confirmed again, which its customer knew all along.
      const undone = event.from === 'completed' || event.from === 'no_show'
      const kind = undone ? undefined : mailOnStatus[event.to]
      if (kind)
        await queueBookingMail(tx, {
          bookingId: event.bookingId,
          kind,
          publicUrl,
          links,
          invite: invite(kind, event.from),
          now: clock.now(),
        })
      // Staff hear of a cancellation only when the customer made it: one staff made is
      // something they already know, and mails about their own clicks would teach them to
      // ignore these. (Staff cancelling their own booking count as its customer here.)
      if (event.to === 'cancelled' && event.actorId === event.customerId) {
        await queueBusinessBookingMail(tx, {
          bookingId: event.bookingId,
          kind: 'cancelled',
          publicUrl,
          now: clock.now(),
        })
      }
    }),
    events.inTransaction('booking.rescheduled', (event, tx) =>
      queueBookingMail(tx, {
        bookingId: event.bookingId,
        kind: 'changed',
        publicUrl,
        links,
        invite: invite('changed'),
        now: clock.now(),
        previousResourceId: event.previous.resourceIds[0],
      }),
    ),
    events.inTransaction('booking.reminder_due', (event, tx) =>
      queueBookingMail(tx, {
        bookingId: event.bookingId,
        kind: 'reminder',
        publicUrl,
        links,
        now: clock.now(),
      }),
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
