import type { Tx } from '../../db/client.ts'
import { writeAtCommit } from '../../db/write-at-commit.ts'
import { dateFormat } from '../../lib/date-format.ts'
import { escapeHtml } from '../../lib/escape-html.ts'
import { isPlaceholderEmail } from '../auth/auth.ts'
import { findResourcesByIds } from '../catalogue/catalogue.repository.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { type MailContent, nameInMail, oneLine } from '../mail/templates.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { type ManageLinks, manageUrl, reissueManageLink } from './bookings.manage-link.ts'
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
  /** Why it was declined or cancelled, as whoever did it wrote it. */
  reason: string | null
  /** A move put it with another resource: the one it was with. */
  previousResourceName?: string
  /** The link that changes or cancels it without signing in, while it can be changed. */
  manageUrl?: string
}

/** "Tuesday, 3 March 2026, 10:30–11:30 (Europe/London)" in the business's zone. */
export function formatWhen({ start, end, timezone }: { start: Date; end: Date; timezone: string }) {
  const day = dateFormat('en-GB', { timeZone: timezone, dateStyle: 'full' })
  const time = dateFormat('en-GB', { timeZone: timezone, timeStyle: 'short' })
  return `${day.format(start)}, ${time.format(start)}–${time.format(end)} (${timezone})`
}

/** Staff's reason, to the customer, with its line breaks (each line is its own paragraph). */
const reasonLines = ({ reason }: BookingMailFacts) => {
  if (!reason) return []
  const [first, ...rest] = reason.split(/\r\n|\r|\n/)
  return ['', `Reason: ${first}`, ...rest]
}

/**
 * One booking mail. To the customer: greeted by name, with the link to their booking. To the
 * business: the customer named among the details (on one line: it is what they typed), with
 * the link to the operator dashboard.
 */
function compose(
  kind: string,
  subject: string,
  lines: string[],
  f: BookingMailFacts,
  audience: 'customer' | 'business' = 'customer',
): MailContent {
  const toCustomer = audience === 'customer'
  const details = [
    `Reference: ${f.reference}`,
    ...(toCustomer ? [] : [`Customer: ${f.customerName}`]),
    `What: ${f.serviceName}${f.seats > 1 ? ` × ${f.seats}` : ''} with ${f.resourceName}`,
    `When: ${formatWhen(f)}`,
    ...(f.address && toCustomer ? [`Where: ${f.address}`] : []),
  ]
  const all = [
    ...(toCustomer ? [f.customerName ? `Hello ${f.customerName},` : 'Hello,'] : []),
    ...lines,
    '',
    ...details,
    '',
    toCustomer ? `See or change it: ${f.url}` : `Open the operator dashboard: ${f.url}`,
    ...(toCustomer && f.manageUrl
      ? [`Or change or cancel it without signing in: ${f.manageUrl}`]
      : []),
  ]
  return {
    kind,
    // A subject is a header: a line break in it would start another one.
    subject: oneLine(subject),
    text: all.join('\n'),
    html: all.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
  }
}

/** A mail to the customer whose subject is `<label>: <service> — <reference>`. */
const customerMail =
  (kind: string, label: string, lines: (f: BookingMailFacts) => string[]) =>
  (f: BookingMailFacts) =>
    compose(kind, `${label}: ${f.serviceName} — ${f.reference}`, lines(f), f)

export const bookingMail = {
  confirmed: customerMail('booking_confirmed', 'Booked', () => [
    'Your booking is confirmed. A calendar file is on the booking page.',
  ]),
  requested: customerMail('booking_requested', 'Request received', () => [
    'We have your request and will confirm it shortly.',
  ]),
  changed: customerMail('booking_changed', 'Changed', (f) => [
    'Your booking has changed. Here are the new details.',
    ...(f.previousResourceName
      ? [`It is now with ${f.resourceName} instead of ${f.previousResourceName}.`]
      : []),
  ]),
  cancelled: customerMail('booking_cancelled', 'Cancelled', (f) => [
    'Your booking is cancelled.',
    ...reasonLines(f),
  ]),
  declined: customerMail('booking_declined', 'Not possible', (f) => [
    'We are sorry: we cannot take this booking. Please choose another time.',
    ...reasonLines(f),
  ]),
  link: customerMail('booking_link', 'Your link', () => [
    'Here is a new link to change or cancel your booking. Links sent before no longer work.',
  ]),
  reminder: (f: BookingMailFacts) =>
    compose(
      'booking_reminder',
      `Reminder: ${f.serviceName} — ${formatWhen(f)}`,
      ['A reminder of your booking.'],
      f,
    ),
}

export type BookingMailKind = keyof typeof bookingMail

/** To the business's contact address: what staff must act on or know of. */
export const businessBookingMail = {
  requested: (f: BookingMailFacts) =>
    compose(
      'booking_requested_business',
      `To confirm: ${f.serviceName} for ${f.customerName} — ${f.reference}`,
      [`${f.customerName} asks for a booking. It waits for your confirmation.`],
      f,
      'business',
    ),
  cancelled: (f: BookingMailFacts) =>
    compose(
      'booking_cancelled_business',
      `Cancelled by ${f.customerName}: ${f.serviceName} — ${f.reference}`,
      [
        `${f.customerName} cancelled this booking. The time is free again.`,
        // What the customer typed, on one line: it must not pass for one of the details.
        ...(f.reason ? [`Their reason: ${oneLine(f.reason)}`] : []),
      ],
      f,
      'business',
    ),
}

export type BusinessBookingMailKind = keyof typeof businessBookingMail

/**
 * The booking and the business's settings that its mails are written from, read on `tx`; with
 * `previousResourceId`, the name of the resource a move took it from when that is another one.
 */
async function readBooking(tx: Tx, bookingId: string, previousResourceId?: string) {
  const [row, settings] = await Promise.all([
    findBookingDetail(tx, { id: bookingId }),
    requireSettings(tx),
  ])
  if (!row) throw new Error(`booking ${bookingId} vanished`)
  const previous =
    previousResourceId && previousResourceId !== row.booking.resourceId
      ? (await findResourcesByIds(tx, [previousResourceId]))[0]?.name
      : undefined
  // Names are what people typed: one line each, and short (templates.ts).
  const facts = (url: string): BookingMailFacts => ({
    business: nameInMail(settings.name),
    customerName: nameInMail(row.customerName),
    reference: row.booking.reference,
    serviceName: nameInMail(row.serviceName),
    resourceName: nameInMail(row.resourceName),
    start: row.booking.startAt,
    end: row.booking.endAt,
    timezone: settings.timezone,
    seats: row.booking.seats,
    url,
    address: settings.address,
    reason: row.booking.statusReason,
    ...(previous ? { previousResourceName: nameInMail(previous) } : {}),
  })
  return { row, settings, facts }
}

/**
 * Puts the `kind` mail about the booking in the outbox, inside `tx`, so it commits with the
 * change it tells of. Accounts made with a phone number have no address to write to.
 */
export async function queueBookingMail(
  tx: Tx,
  {
    bookingId,
    kind,
    publicUrl,
    links,
    previousResourceId,
    now,
  }: {
    bookingId: string
    kind: BookingMailKind
    publicUrl: string
    /** Signs the manage link the mail carries while the booking can still change. */
    links: ManageLinks
    /** When the mail is due: now, by the app's clock. */
    now: Date
    /** A move's resource before it (the mail says when it changed). */
    previousResourceId?: string
  },
) {
  const { row, facts } = await readBooking(tx, bookingId, previousResourceId)
  if (isPlaceholderEmail(row.customerEmail)) return
  const open = row.booking.status !== 'cancelled' && row.booking.status !== 'declined'
  const f = {
    ...facts(`${publicUrl}/booking-confirmation?ref=${row.booking.reference}`),
    ...(open ? { manageUrl: manageUrl(publicUrl, links.linkFor(row.booking)) } : {}),
  }
  await writeAtCommit(
    tx,
    enqueueMail(tx, {
      to: row.customerEmail,
      sendAfter: now,
      // Whoever made the account chose its name: an address not shown to be theirs is not
      // greeted with it.
      ...bookingMail[kind](row.customerEmailVerified ? f : { ...f, customerName: '' }),
    }),
  )
}

/**
 * Ends every manage link of the booking and mails its customer the new one, inside `tx`
 * (POST /bookings/{id}/manage-link: a mail forwarded by mistake, a link shared too widely).
 */
export async function queueManageLinkMail(
  tx: Tx,
  {
    bookingId,
    links,
    publicUrl,
    now,
  }: { bookingId: string; links: ManageLinks; publicUrl: string; now: Date },
) {
  await reissueManageLink(tx, bookingId)
  await queueBookingMail(tx, { bookingId, kind: 'link', publicUrl, links, now })
}

/**
 * Puts the `kind` mail about the booking to the business's contact address in the outbox,
 * inside `tx`, as `queueBookingMail` does for the customer. A business without an address set
 * gets none. The link is to the operator dashboard, which has no address for one booking.
 */
export async function queueBusinessBookingMail(
  tx: Tx,
  {
    bookingId,
    kind,
    publicUrl,
    now,
  }: { bookingId: string; kind: BusinessBookingMailKind; publicUrl: string; now: Date },
) {
  const { settings, facts } = await readBooking(tx, bookingId)
  if (!settings.contactEmail) return
  await writeAtCommit(
    tx,
    enqueueMail(tx, {
      to: settings.contactEmail,
      sendAfter: now,
      ...businessBookingMail[kind](facts(`${publicUrl}/operator-dashboard`)),
    }),
  )
}
