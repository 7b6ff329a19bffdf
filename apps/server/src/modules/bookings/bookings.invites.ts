import type { Language } from '@reserva/shared/languages'
import { type CalendarMethod, renderCalendar } from '../../lib/ics.ts'
import { feedEvent } from '../calendar-feeds/calendar-feeds.service.ts'
import type { MailCalendar } from '../mail/outbox.repository.ts'
import { wordsFor } from '../mail/words.ts'
import type { BookingDetailRow } from './bookings.repository.ts'

/** An invitation's method: a new or moved booking's REQUEST, a cancelled one's CANCEL. */
export type InviteMethod = Exclude<CalendarMethod, 'PUBLISH'>

/** The address in a sender such as MAIL_FROM: `Name <address>`, or a bare address. */
export const senderAddress = (from: string) => (/<([^<>]*)>\s*$/.exec(from)?.[1] ?? from).trim()

/**
 * The booking as the invitation its customer's mail carries (RFC 5546), in the business's zone
 * with its VTIMEZONE and a reminder: the same event as their calendar feed shows (same UID and
 * SEQUENCE, so a feed, a file, an invitation and a CalDAV calendar name one event).
 *
 * The organizer is the business under the address the mail comes from: Google Calendar and
 * Outlook apply an update or a cancellation to an event only when it comes from the event's
 * organizer, so the invitation's CANCEL would otherwise leave the event in place.
 *
 * To an address not known to be the customer's, it carries nothing they typed (their notes,
 * their name), as the mail itself does not.
 */
export function bookingInvite({
  row,
  settings,
  method,
  language,
  mailFrom,
  publicUrl,
  now,
}: {
  row: BookingDetailRow
  settings: { name: string; address: string; timezone: string }
  method: InviteMethod
  language: Language
  /** Who the mail comes from (MAIL_FROM). */
  mailFrom: string
  publicUrl: string
  now: Date
}): MailCalendar {
  const { booking } = row
  const verified = row.customerEmailVerified
  const event = feedEvent(
    {
      id: booking.id,
      reference: booking.reference,
      resourceId: booking.resourceId,
      startAt: booking.startAt,
      endAt: booking.endAt,
      status: booking.status,
      notes: verified ? booking.notes : '',
      sequence: booking.sequence,
      updatedAt: booking.updatedAt,
      serviceName: row.serviceName,
      resourceName: row.resourceName,
      customerName: row.customerName,
    },
    {
      mine: true,
      t: wordsFor(language).t,
      business: settings.name,
      address: settings.address,
      publicUrl,
    },
  )
  const content = renderCalendar({
    prodId: `-//Reserva//${settings.name}//${language.toUpperCase()}`,
    timeZone: settings.timezone,
    method,
    events: [
      {
        ...event,
        organizer: { name: settings.name, email: senderAddress(mailFrom) },
        attendee: { name: verified ? row.customerName : '', email: row.customerEmail },
      },
    ],
    now,
  })
  return { method, content }
}
