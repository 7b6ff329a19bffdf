import type { Booking, BookingListParams } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { noSuchBooking, staffOnly } from './bookings.errors.ts'
import {
  findBookingDetail,
  type ListedBookingRow,
  listBookingDetails,
  lockBooking,
} from './bookings.repository.ts'
import {
  allowedActions,
  type CutoffPolicy,
  maySee,
  maySeeAll,
  undoUntil,
} from './bookings.rules.ts'

export interface BookingDeps {
  db: Db
  /** Bookings publish what changed here; their mails (and live updates) subscribe. */
  events: EventBus
  /** The address people use (links in calendar files). */
  publicUrl: string
  /** Wakes the mail worker. Bookings' own mails do it from their subscriber (quotes call it). */
  onMailQueued: () => void
}

/** The booking as `viewer` sees it, with what they may do with it now. */
export function toBooking(
  row: ListedBookingRow,
  viewer: CurrentUser,
  settings: CutoffPolicy & { timezone: string },
  now: Date,
): Booking {
  const b = row.booking
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    seats: b.seats,
    priceMinor: b.priceMinor,
    currency: b.currency,
    notes: b.notes,
    statusReason: b.statusReason,
    source: b.source,
    service: { id: b.serviceId, name: row.serviceName },
    resource: { id: b.resourceId, name: row.resourceName },
    customer: { id: b.customerId, name: row.customerName, email: row.customerEmail },
    timezone: settings.timezone,
    createdAt: b.createdAt.toISOString(),
    can: allowedActions({ actor: viewer, booking: b, policy: settings, now }),
    undoUntil: isStaff(viewer) ? (undoUntil(b)?.toISOString() ?? null) : null,
  }
}

/** The booking, if `actor` may see it: its customer, or staff. Anyone else gets a 404. */
export async function getBooking(
  deps: Pick<BookingDeps, 'db'>,
  {
    actor,
    now,
    ...where
  }: { actor: CurrentUser; now: Date } & ({ id: string } | { reference: string }),
) {
  const row = await findBookingDetail(deps.db, where)
  if (!row || !maySee(actor, row.booking)) throw noSuchBooking()
  return toBooking(row, actor, await requireSettings(deps.db), now)
}

export async function listBookings(
  deps: Pick<BookingDeps, 'db'>,
  {
    actor,
    query: { scope, from, to, status, order, ...filter },
    now,
  }: { actor: CurrentUser; query: BookingListParams; now: Date },
) {
  if (scope === 'all' && !maySeeAll(actor)) throw staffOnly('Only staff see every booking')
  const { rows, total } = await listBookingDetails(deps.db, {
    ...filter,
    customerId: scope === 'mine' ? actor.id : undefined,
    from: from ? new Date(from) : undefined,
    to: to ? new Date(to) : undefined,
    statuses: status,
    // A customer looks back from the newest; staff look ahead from the soonest.
    order: order ?? (scope === 'mine' ? 'desc' : 'asc'),
  })
  const settings = await requireSettings(deps.db)
  return {
    bookings: rows.map((r) => toBooking(r, actor, settings, now)),
    total,
    limit: filter.limit,
    offset: filter.offset,
  }
}

/** Locks the booking for a change by `actor`; a stranger gets a 404, as if it did not exist. */
export async function lockVisibleBooking(
  tx: Tx,
  { actor, id }: { actor: CurrentUser; id: string },
) {
  const row = await lockBooking(tx, id)
  if (!row || !maySee(actor, row)) throw noSuchBooking()
  return row
}
