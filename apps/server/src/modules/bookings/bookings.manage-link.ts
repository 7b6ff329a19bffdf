import { type Booking, bookingErrorCodes, type ManagedBooking } from '@reserva/shared'
import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { errorFactory } from '../../lib/errors.ts'
import { createSignedLinks } from '../../lib/signed-links.ts'
import { users } from '../auth/auth.table.ts'
import { bannedAt } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { bookings } from './bookings.table.ts'

/**
 * A booking's manage link: a signed link (lib/signed-links.ts) of the booking and its
 * `manage_link_version`; counting the version up (a reissue) ends every earlier link. A link
 * names one booking and does one thing, act as its customer on it.
 */
export interface ManageLinks {
  /** The link of this version of the booking's link. */
  linkFor(booking: { id: string; manageLinkVersion: number }): string
  /** The booking and version a link names, or null when it is not a link this key signed. */
  read(link: string): { bookingId: string; version: number } | null
}

export function createManageLinks(secret: string): ManageLinks {
  const links = createSignedLinks(secret, 'reserva booking manage link v1')
  return {
    linkFor: ({ id, manageLinkVersion }) => links.linkFor(id, manageLinkVersion),
    read(link) {
      const named = links.read(link)
      return named && { bookingId: named.id, version: named.version }
    },
  }
}

/** A booking as a link shows it: its customer's name only (a link may be forwarded). */
export const managedBooking = (booking: Booking): ManagedBooking => ({
  ...booking,
  customer: { name: booking.customer.name },
})

/** The page a link opens: the link rides in the fragment, which no server or Referer sees. */
export const manageUrl = (publicUrl: string, link: string) => `${publicUrl}/manage#${link}`

const bookingError = errorFactory(bookingErrorCodes)

const linkInvalid = () =>
  bookingError(
    'bookings.link_invalid',
    'This link does not open a booking. Check that it is whole.',
  )
const linkReplaced = () =>
  bookingError(
    'bookings.link_replaced',
    'A newer link to this booking was sent: use the one in the latest mail.',
  )
const linkExpired = (why: 'ended' | 'cancelled') =>
  bookingError(
    'bookings.link_expired',
    why === 'ended'
      ? 'This booking is over, so its link no longer works.'
      : 'This booking was cancelled, so its link no longer works.',
  )

/**
 * Who a manage link lets act, on which booking: the booking's customer, as a customer whatever
 * their role (a link never carries staff's powers), while the link is the booking's current one,
 * the booking has not ended, and it is neither cancelled nor declined. Throws the reason
 * otherwise; a banned customer's link does not work either.
 */
export async function actorOfManageLink(
  db: Db | Tx,
  links: ManageLinks,
  { link, now }: { link: string; now: Date },
): Promise<{ actor: CurrentUser; bookingId: string }> {
  const named = links.read(link)
  if (!named) throw linkInvalid()
  const [row] = await db
    .select({
      version: bookings.manageLinkVersion,
      status: bookings.status,
      endAt: bookings.endAt,
      customerId: bookings.customerId,
      email: users.email,
      name: users.name,
      banned: users.banned,
      banExpires: users.banExpires,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, named.bookingId))
  if (!row || bannedAt(row, now)) throw linkInvalid()
  if (row.version !== named.version) throw linkReplaced()
  if (row.status === 'cancelled' || row.status === 'declined') throw linkExpired('cancelled')
  if (row.endAt <= now) throw linkExpired('ended')
  return {
    actor: { id: row.customerId, email: row.email, name: row.name, role: 'customer' },
    bookingId: named.bookingId,
  }
}

/** Ends every link of the booking so far: the next one signed is the only one that works. */
export async function reissueManageLink(tx: Tx, bookingId: string) {
  await tx
    .update(bookings)
    .set({ manageLinkVersion: sql`${bookings.manageLinkVersion} + 1` })
    .where(eq(bookings.id, bookingId))
}
