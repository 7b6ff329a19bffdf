import crypto from 'node:crypto'
import { type Booking, overrideMaxPastHours, referenceAlphabet } from '@reserva/shared'
import type { Tx } from '../../db/client.ts'
import { isUniqueViolation, retryOnLockConflict } from '../../db/errors.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { slotTaken } from '../availability/availability.errors.ts'
import { recheckSlot } from '../availability/availability.service.ts'
import type { BusinessSettingsRow } from '../settings/settings.repository.ts'
import {
  customerBanned,
  idempotencyKeyReused,
  isSlotConflict,
  notACustomer,
  overrideNeedsResource,
  overrideTooEarly,
  quoteOnly,
  staffOnly,
  tooBusy,
  unknownCustomer,
} from './bookings.errors.ts'
import { holdEvent } from './bookings.events.ts'
import { findBookingParties, insertBookingLocked, type NewBookingRow } from './bookings.insert.ts'
import {
  type BookingDetailRow,
  findByIdempotencyKey,
  rememberWritten,
  takeSeats,
} from './bookings.repository.ts'
import {
  initialStatus,
  mayBookFor,
  mayChooseResource,
  sharedSlotKey,
  timesOf,
} from './bookings.rules.ts'
import { type BookingDeps, getBooking, toBooking } from './bookings.service.ts'

function newReference() {
  const bytes = crypto.randomBytes(6)
  return `RSV-${[...bytes].map((b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`
}

function requestHash(input: object) {
  return crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex')
}

export interface NewBooking {
  serviceId: string
  start: Date
  seats: number
  notes: string
  customerId: string
  /** Staff's choice of resource, or an offer's; without it, the first free one. */
  resourceId?: string
  /** An offer's length of the job, when it is not the service's own. */
  durationMinutes?: number
  /** Staff's reason for booking outside the times offered (`createBooking` checks who and when). */
  override?: string
}

/**
 * The one way a booking is made (online, by staff, from an accepted quote): re-check inside the
 * transaction, then let the database refuse a collision (exclusion constraint, seat count).
 * `tx` comes from `events.transaction`: a quote's acceptance passes its own, so the booking is
 * part of it. Publishes `booking.created` (its mail is queued by a subscriber, in `tx`).
 */
export async function createBookingIn(
  tx: Tx,
  {
    events,
    actor,
    booking,
    source,
    idempotencyKey,
    now,
    priceMinor,
  }: {
    events: EventBus
    actor: CurrentUser
    booking: NewBooking
    source: 'online' | 'quote' | 'staff'
    idempotencyKey?: string
    now: Date
    /** A quote's agreed price instead of the catalogue's. */
    priceMinor?: number
  },
): Promise<BookingDetailRow & { settings: BusinessSettingsRow }> {
  // Who and what it is for (its mail is written from these names) and the customer's hold, asked
  // for together with the re-check (on PostgreSQL, pipelined on the transaction's connection). An unknown customer (staff may name any account id)
  // is the caller's mistake, not a 500 (FK).
  const parties = findBookingParties(tx, {
    customerId: booking.customerId,
    serviceId: booking.serviceId,
  })
  const recheck = recheckSlot(tx, {
    serviceId: booking.serviceId,
    start: booking.start,
    seats: booking.seats,
    now,
    exceptHolderId: booking.customerId,
    resourceId: booking.resourceId,
    durationMinutes: booking.durationMinutes,
    override: booking.override !== undefined,
  })
  const [read, checked] = await Promise.allSettled([parties, recheck])
  if (read.status === 'rejected') throw read.reason
  const { customer, resourceNames, hold } = read.value
  if (!customer) throw unknownCustomer()
  // Someone booking for another (staff, and the quote a customer accepts is their own): that
  // account must be a customer's that may use the business now. A staff account would see its
  // booking under every booking anyway, and a banned one could not sign in to it.
  if (booking.customerId !== actor.id) {
    if (customer.bannedUntil !== undefined && (!customer.bannedUntil || customer.bannedUntil > now))
      throw customerBanned()
    if (customer.role !== 'customer') throw notACustomer()
  }
  if (checked.status === 'rejected') throw checked.reason
  const { settings, service, resourceId, durationMinutes } = checked.value
  if (service.pricing === 'quote' && source !== 'quote') throw quoteOnly()
  const exclusive = service.capacity === 1
  if (!exclusive) {
    await takeSeats(tx, {
      serviceId: service.id,
      resourceId,
      startAt: booking.start,
      seats: booking.seats,
      capacity: service.capacity,
    })
  }
  const id = crypto.randomUUID()
  const status = initialStatus({ source, requireConfirmation: settings.requireConfirmation })
  const { end, blockStart, blockEnd } = timesOf({ ...service, durationMinutes }, booking.start)
  const reference = newReference()
  const row: NewBookingRow = {
    id,
    reference,
    customerId: booking.customerId,
    serviceId: service.id,
    resourceId,
    startAt: booking.start,
    endAt: end,
    blockStart,
    blockEnd,
    shareKey: exclusive ? id : sharedSlotKey(service.id, booking.start),
    seats: booking.seats,
    status,
    priceMinor: priceMinor ?? service.priceMinor,
    currency: settings.currency,
    notes: booking.notes,
    statusReason: null,
    source,
    createdBy: actor.id,
    idempotencyKey: idempotencyKey ?? null,
    requestHash: idempotencyKey ? requestHash(booking) : null,
    reminderSentAt: null,
    statusChangedAt: null,
    manageLinkVersion: 1,
    sequence: 0,
    createdAt: now,
    updatedAt: now,
  }
  // Locks the resource's time (decision 015), writes the row, lets the customer's hold go (it has
  // served its purpose) and writes the audit entry, in one statement that goes with the COMMIT:
  // what follows (the events, the mail) needs nothing from its answer. A collision fails the
  // transaction.
  await insertBookingLocked(tx, row, {
    releasedHoldId: hold?.id ?? null,
    audit: {
      actorId: actor.id,
      data: {
        reference,
        source,
        status,
        ...(booking.override === undefined ? {} : { override: booking.override }),
      },
    },
  })
  if (hold) await events.publish(tx, { type: 'hold.released', ...holdEvent(hold) })
  const detail: BookingDetailRow = {
    booking: row,
    serviceName: service.name,
    resourceName: resourceNames[resourceId] ?? '',
    customerName: customer.name,
    customerEmail: customer.email,
    customerEmailVerified: customer.emailVerified,
    customerLanguage: customer.language,
  }
  rememberWritten(tx, detail)
  await events.publish(tx, {
    type: 'booking.created',
    bookingId: id,
    customerId: booking.customerId,
    status,
    resourceIds: [resourceId],
    startsAt: booking.start.toISOString(),
    endsAt: end.toISOString(),
  })
  return { ...detail, settings }
}

/**
 * POST /bookings. With an Idempotency-Key, a retry of the same request answers the booking it
 * made (`replayed`), and the key used for another booking is a 422.
 */
export async function createBooking(
  deps: BookingDeps,
  {
    actor,
    input,
    idempotencyKey,
    now,
  }: {
    actor: CurrentUser
    input: {
      serviceId: string
      start: string
      seats: number
      notes: string
      customerId?: string
      resourceId?: string
      override?: { reason: string }
    }
    idempotencyKey?: string
    now: Date
  },
): Promise<{ booking: Booking; replayed: boolean }> {
  if (input.customerId && !mayBookFor(actor, input.customerId)) {
    throw staffOnly('Only staff may book for someone else')
  }
  if (input.resourceId !== undefined && !mayChooseResource(actor)) {
    throw staffOnly('Only staff may choose the resource')
  }
  if (input.override) {
    if (!isStaff(actor)) throw staffOnly('Only staff may book outside the times offered')
    if (input.resourceId === undefined) throw overrideNeedsResource()
    if (Date.parse(input.start) < now.getTime() - overrideMaxPastHours * 3_600_000) {
      throw overrideTooEarly()
    }
  }
  const booking: NewBooking = {
    serviceId: input.serviceId,
    start: new Date(input.start),
    seats: input.seats,
    notes: input.notes,
    customerId: input.customerId ?? actor.id,
    // Left out when not chosen, so the Idempotency-Key's request hash is what it always was.
    ...(input.resourceId === undefined ? {} : { resourceId: input.resourceId }),
    ...(input.override ? { override: input.override.reason } : {}),
  }
  const source = booking.customerId === actor.id ? 'online' : 'staff'
  const replay = async () => {
    if (!idempotencyKey) return undefined
    const existing = await findByIdempotencyKey(deps.db, actor.id, idempotencyKey)
    if (!existing) return undefined
    if (existing.requestHash !== requestHash(booking)) throw idempotencyKeyReused()
    return { booking: await getBooking(deps, { actor, id: existing.id, now }), replayed: true }
  }
  // A repeated key is looked for only when the booking cannot be made (its own booking holds the
  // slot, or the key's unique index refuses it): the usual first request pays no extra read.
  for (let attempt = 0; ; attempt++) {
    try {
      const detail = await retryOnLockConflict(
        () =>
          deps.events.transaction(deps.db, (tx) =>
            createBookingIn(tx, {
              events: deps.events,
              actor,
              booking,
              source,
              idempotencyKey,
              now,
            }),
          ),
        { exhausted: tooBusy },
      )
      return { booking: toBooking(detail, actor, detail.settings, now), replayed: false }
    } catch (error) {
      const earlier = await replay()
      if (earlier) return earlier
      if (isSlotConflict(error)) throw slotTaken()
      // A reference collided (1 in ~10⁹): draw another.
      if (isUniqueViolation(error) && attempt < 3) continue
      throw error
    }
  }
}
