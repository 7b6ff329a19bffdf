import type { Language } from '@reserva/shared/languages'
import type { Tx } from '../../db/client.ts'
import { writeAtCommit } from '../../db/write-at-commit.ts'
import { isPlaceholderEmail } from '../auth/auth.ts'
import { findResourcesByIds } from '../catalogue/catalogue.repository.ts'
import { readerLanguage } from '../mail/mail-language.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { composeMail, type MailContent, nameInMail, oneLine } from '../mail/templates.ts'
import { type Words, wordsFor } from '../mail/words.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { bookingInvite, type InviteMethod } from './bookings.invites.ts'
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
  /** The reader's: the customer's, or the business's default for its own mails. */
  language: Language
}

/** "Tuesday, 3 March 2026, 10:30–11:30 (Europe/London)" in the business's zone. */
export function formatWhen({
  start,
  end,
  timezone,
  language = 'en',
}: {
  start: Date
  end: Date
  timezone: string
  language?: Language
}) {
  return wordsFor(language).span({ start, end, timezone })
}

/** Staff's reason, to the customer, with its line breaks (each line is its own paragraph). */
const reasonLines = ({ reason, language }: BookingMailFacts) => {
  if (!reason) return []
  const [first = '', ...rest] = reason.split(/\r\n|\r|\n/)
  return ['', wordsFor(language).t('booking.reason', { reason: first }), ...rest]
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
  const { t } = wordsFor(f.language)
  const toCustomer = audience === 'customer'
  const what = { service: f.serviceName, resource: f.resourceName }
  const details = [
    t('mail.reference', { reference: f.reference }),
    ...(toCustomer ? [] : [t('mail.customer', { name: f.customerName })]),
    f.seats > 1 ? t('booking.whatSeats', { ...what, seats: f.seats }) : t('booking.what', what),
    t('booking.when', { when: formatWhen(f) }),
    ...(f.address && toCustomer ? [t('booking.where', { address: f.address })] : []),
  ]
  const all = [
    ...(toCustomer
      ? [f.customerName ? t('mail.helloName', { name: f.customerName }) : t('mail.hello')]
      : []),
    ...lines,
    '',
    ...details,
    '',
    toCustomer ? t('booking.seeOrChange', { url: f.url }) : t('booking.dashboard', { url: f.url }),
    ...(toCustomer && f.manageUrl ? [t('booking.manage', { url: f.manageUrl })] : []),
  ]
  // A subject is a header: composeMail puts it on one line.
  return composeMail({ kind, language: f.language, subject, lines: all })
}

type T = Words['t']
const titled = (f: BookingMailFacts) => ({ service: f.serviceName, reference: f.reference })

/** A mail to the customer: its subject (`<what>: <service> — <reference>`) and its lines. */
const customerMail =
  (
    kind: string,
    subject: (t: T, f: BookingMailFacts) => string,
    lines: (t: T, f: BookingMailFacts) => string[],
  ) =>
  (f: BookingMailFacts) => {
    const { t } = wordsFor(f.language)
    return compose(kind, subject(t, f), lines(t, f), f)
  }

export const bookingMail = {
  confirmed: customerMail(
    'booking_confirmed',
    (t, f) => t('booking.confirmed.subject', titled(f)),
    (t) => [t('booking.confirmed.body')],
  ),
  requested: customerMail(
    'booking_requested',
    (t, f) => t('booking.requested.subject', titled(f)),
    (t) => [t('booking.requested.body')],
  ),
  changed: customerMail(
    'booking_changed',
    (t, f) => t('booking.changed.subject', titled(f)),
    (t, f) => [
      t('booking.changed.body'),
      ...(f.previousResourceName
        ? [
            t('booking.changed.moved', {
              resource: f.resourceName,
              previous: f.previousResourceName,
            }),
          ]
        : []),
    ],
  ),
  cancelled: customerMail(
    'booking_cancelled',
    (t, f) => t('booking.cancelled.subject', titled(f)),
    (t, f) => [t('booking.cancelled.body'), ...reasonLines(f)],
  ),
  declined: customerMail(
    'booking_declined',
    (t, f) => t('booking.declined.subject', titled(f)),
    (t, f) => [t('booking.declined.body'), ...reasonLines(f)],
  ),
  link: customerMail(
    'booking_link',
    (t, f) => t('booking.link.subject', titled(f)),
    (t) => [t('booking.link.body')],
  ),
  reminder: customerMail(
    'booking_reminder',
    (t, f) => t('booking.reminder.subject', { service: f.serviceName, when: formatWhen(f) }),
    (t) => [t('booking.reminder.body')],
  ),
}

export type BookingMailKind = keyof typeof bookingMail

/** To the business's contact address: what staff must act on or know of. */
export const businessBookingMail = {
  requested: (f: BookingMailFacts) => {
    const { t } = wordsFor(f.language)
    const customer = f.customerName
    return compose(
      'booking_requested_business',
      t('booking.toConfirm.subject', { ...titled(f), customer }),
      [t('booking.toConfirm.body', { customer })],
      f,
      'business',
    )
  },
  cancelled: (f: BookingMailFacts) => {
    const { t } = wordsFor(f.language)
    const customer = f.customerName
    return compose(
      'booking_cancelled_business',
      t('booking.cancelledBy.subject', { ...titled(f), customer }),
      [
        t('booking.cancelledBy.body', { customer }),
        // What the customer typed, on one line: it must not pass for one of the details.
        ...(f.reason ? [t('mail.theirReason', { reason: oneLine(f.reason) })] : []),
      ],
      f,
      'business',
    )
  },
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
  const facts = (url: string, language: Language): BookingMailFacts => ({
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
    language,
  })
  return { row, settings, facts }
}

/**
 * Puts the `kind` mail about the booking in the outbox, inside `tx`, so it commits with the
 * change it tells of; with `invite`, the mail carries the booking as a calendar invitation
 * (a REQUEST only while the booking is confirmed).
 * Accounts made with a phone number have no address to write to.
 */
export async function queueBookingMail(
  tx: Tx,
  {
    bookingId,
    kind,
    publicUrl,
    links,
    previousResourceId,
    invite,
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
    /** The invitation's method, and who the mail comes from (its organizer). */
    invite?: { method: InviteMethod; mailFrom: string } | undefined
  },
) {
  const { row, settings, facts } = await readBooking(tx, bookingId, previousResourceId)
  if (isPlaceholderEmail(row.customerEmail)) return
  const open = row.booking.status !== 'cancelled' && row.booking.status !== 'declined'
  const f = {
    ...facts(
      `${publicUrl}/booking-confirmation?ref=${row.booking.reference}`,
      readerLanguage({
        chosen: row.customerLanguage,
        businessDefault: settings.defaultLanguage,
      }),
    ),
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
      // A pending booking is not in the customer's calendar yet: moving it invites nobody.
      calendar:
        invite && (invite.method === 'CANCEL' || row.booking.status === 'confirmed')
          ? bookingInvite({
              row,
              settings,
              method: invite.method,
              language: f.language,
              mailFrom: invite.mailFrom,
              publicUrl,
              now,
            })
          : null,
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
      // The business's mails are in its default language.
      ...businessBookingMail[kind](
        facts(`${publicUrl}/operator-dashboard`, settings.defaultLanguage),
      ),
    }),
  )
}
