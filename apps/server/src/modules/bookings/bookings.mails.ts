import type { Tx } from '../../db/client.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import type { MailContent } from '../mail/templates.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { findBookingDetail } from './bookings.repository.ts'

export interface BookingMailFacts {
  business: string
  customerName: string
  reference: string
  serviceName: string
  resourceName: string
  start: Date
  end: Date
  timezone: string
  seats: number
  url: string
  address: string
}

/** "Tuesday 3 March 2026, 10:30–11:30 (Europe/London)" in the business's zone. */
export function formatWhen({ start, end, timezone }: { start: Date; end: Date; timezone: string }) {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, dateStyle: 'full' }).format(
    start,
  )
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, timeStyle: 'short' })
  return `${day}, ${time.format(start)}–${time.format(end)} (${timezone})`
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function compose(kind: string, subject: string, lines: string[], f: BookingMailFacts): MailContent {
  const details = [
    `Reference: ${f.reference}`,
    `What: ${f.serviceName}${f.seats > 1 ? ` × ${f.seats}` : ''} with ${f.resourceName}`,
    `When: ${formatWhen(f)}`,
    ...(f.address ? [`Where: ${f.address}`] : []),
  ]
  const all = [
    `Hello ${f.customerName},`,
    ...lines,
    '',
    ...details,
    '',
    `See or change it: ${f.url}`,
  ]
  return {
    kind,
    subject,
    text: all.join('\n'),
    html: all.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
  }
}

export const bookingMail = {
  confirmed: (f: BookingMailFacts) =>
    compose(
      'booking_confirmed',
      `Booked: ${f.serviceName} — ${f.reference}`,
      ['Your booking is confirmed. A calendar file is on the booking page.'],
      f,
    ),
  requested: (f: BookingMailFacts) =>
    compose(
      'booking_requested',
      `Request received: ${f.serviceName} — ${f.reference}`,
      ['We have your request and will confirm it shortly.'],
      f,
    ),
  changed: (f: BookingMailFacts) =>
    compose(
      'booking_changed',
      `Changed: ${f.serviceName} — ${f.reference}`,
      ['Your booking has changed. Here are the new details.'],
      f,
    ),
  cancelled: (f: BookingMailFacts) =>
    compose(
      'booking_cancelled',
      `Cancelled: ${f.serviceName} — ${f.reference}`,
      ['Your booking is cancelled.'],
      f,
    ),
  declined: (f: BookingMailFacts) =>
    compose(
      'booking_declined',
      `Not possible: ${f.serviceName} — ${f.reference}`,
      ['We are sorry: we cannot take this booking. Please choose another time.'],
      f,
    ),
  reminder: (f: BookingMailFacts) =>
    compose(
      'booking_reminder',
      `Reminder: ${f.serviceName} — ${formatWhen(f)}`,
      ['A reminder of your booking.'],
      f,
    ),
}

export type BookingMailKind = keyof typeof bookingMail

/**
 * Puts the `kind` mail about the booking in the outbox, inside `tx`, so it commits with the
 * change it tells of. Accounts made with a phone number have no address to write to.
 */
export async function queueBookingMail(
  tx: Tx,
  { bookingId, kind, publicUrl }: { bookingId: string; kind: BookingMailKind; publicUrl: string },
) {
  const [row, settings] = await Promise.all([
    findBookingDetail(tx, { id: bookingId }),
    requireSettings(tx),
  ])
  if (!row) throw new Error(`booking ${bookingId} vanished`)
  if (row.customerEmail.endsWith('@phone.invalid')) return
  await enqueueMail(tx, {
    to: row.customerEmail,
    ...bookingMail[kind]({
      business: settings.name,
      customerName: row.customerName,
      reference: row.booking.reference,
      serviceName: row.serviceName,
      resourceName: row.resourceName,
      start: row.booking.startAt,
      end: row.booking.endAt,
      timezone: settings.timezone,
      seats: row.booking.seats,
      url: `${publicUrl}/booking-confirmation?ref=${row.booking.reference}`,
      address: settings.address,
    }),
  })
}
