import type { MailContent } from '../mail/templates.ts'

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
