import crypto from 'node:crypto'
import { type Booking, type BookingStatus, referenceAlphabet } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { renderIcs } from '../../lib/ics.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import type { CurrentUser } from '../auth/session.ts'
import { checkSlot, computeSlots, type SlotInput } from '../availability/slots.ts'
import { findSchedules, findService } from '../catalogue/catalogue.repository.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { findSettings } from '../settings/settings.repository.ts'
import { type BookingMailFacts, bookingMail } from './bookings.mails.ts'
import {
  type BookingDetailRow,
  claimDueReminders,
  deleteExpiredHolds,
  deleteHoldsOf,
  findBookingDetail,
  findBusy,
  findByIdempotencyKey,
  insertBooking,
  listBookingDetails,
  lockBooking,
  releaseSeats,
  takeSeats,
  updateBooking,
  userExists,
} from './bookings.repository.ts'

export interface BookingDeps {
  db: Db
  publicUrl: string
  /** Called after a transaction that queued mail has committed. */
  onMailQueued: () => void
}

export const MINUTE = 60_000
const DAY = 86_400_000
const isStaff = (u: CurrentUser) => u.role === 'operator' || u.role === 'admin'

export const slotTaken = () =>
  new AppError({
    code: 'bookings.slot_taken',
    status: 409,
    message: 'Someone else has just taken this time. Please choose another.',
  })

export const quoteOnly = () =>
  new AppError({
    code: 'bookings.quote_only',
    status: 422,
    message: 'This service is priced per job: ask for a quote instead.',
  })

/** The Postgres error code behind a failed statement (drizzle wraps the driver's error). */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.cause?.code ?? e?.code
}

/**
 * Runs `transaction` again when PostgreSQL aborted it to break a deadlock (40P01) or a
 * serialization failure (40001). Two transactions inserting overlapping rows at once can each end
 * up waiting for the other inside an exclusion constraint's check (it looks for conflicts after
 * writing its own index entry), and the database then kills one of them. The retry sees the
 * winner's committed row and answers as usual (409 slot taken). After `attempts` tries,
 * `exhausted()` is thrown: a clean 409, never a 500.
 */
export async function retryOnLockConflict<T>(
  transaction: () => Promise<T>,
  { attempts = 4, exhausted }: { attempts?: number; exhausted: () => Error },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction()
    } catch (error) {
      const code = pgCode(error)
      if (code !== '40P01' && code !== '40001') throw error
      if (attempt >= attempts) throw exhausted()
      // A little random wait, so the two that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}

const tooBusy = () =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'Many people are booking this time right now. Please try again.',
  })

export async function requireSettings(db: Db | Tx) {
  const settings = await findSettings(db as Db)
  if (!settings)
    throw new AppError({
      code: 'service_unavailable',
      message: 'The business has not been set up yet',
    })
  return settings
}

type Settings = Awaited<ReturnType<typeof requireSettings>>
type ServiceWithResources = Awaited<ReturnType<typeof requireService>>

export async function requireService(db: Db | Tx, serviceId: string) {
  const service = await findService(db, serviceId)
  if (!service?.active) {
    throw new AppError({
      code: 'bookings.unknown_service',
      status: 404,
      message: 'No such service',
    })
  }
  return service
}

/**
 * Everything the slot engine needs for `serviceId` between two calendar dates: hours, overrides,
 * time off, and the bookings and live holds (with their buffers) on its resources.
 */
async function loadSlotInput(
  db: Db | Tx,
  {
    serviceId,
    from,
    to,
    now,
    exceptHolderId,
    exceptBookingId,
    loaded,
  }: {
    serviceId: string
    from: string
    to: string
    now: Date
    exceptHolderId?: string
    exceptBookingId?: string
    /** Already read in this transaction: not read again. */
    loaded?: { settings: Settings; service: ServiceWithResources }
  },
) {
  const [settings, service] = loaded
    ? [loaded.settings, loaded.service]
    : await Promise.all([requireSettings(db), requireService(db, serviceId)])
  // Dates are in the business zone; two days either side covers every offset on Earth.
  const rangeStart = new Date(Date.parse(from) - 2 * DAY)
  const rangeEnd = new Date(Date.parse(to) + 3 * DAY)
  const [schedules, busy] = await Promise.all([
    findSchedules(db, service.resourceIds, { since: rangeStart }),
    findBusy(db, {
      resourceIds: service.resourceIds,
      from: rangeStart,
      to: rangeEnd,
      now,
      exceptHolderId,
      exceptBookingId,
    }),
  ])
  const input: SlotInput = {
    timezone: settings.timezone,
    from,
    to,
    now,
    policy: { minNoticeMinutes: settings.minNoticeMinutes, horizonDays: settings.horizonDays },
    service: {
      durationMinutes: service.durationMinutes,
      bufferBeforeMinutes: service.bufferBeforeMinutes,
      bufferAfterMinutes: service.bufferAfterMinutes,
      slotStepMinutes: service.slotStepMinutes,
      capacity: service.capacity,
    },
    resources: service.resourceIds.map((id) => {
      const overrides = new Map<string, { start: string; end: string }[]>()
      for (const o of schedules.overrides.filter((o) => o.resourceId === id)) {
        const list = overrides.get(o.date) ?? []
        if (o.startTime && o.endTime) list.push({ start: o.startTime, end: o.endTime })
        overrides.set(o.date, list)
      }
      return {
        id,
        weeklyHours: schedules.hours
          .filter((h) => h.resourceId === id)
          .map((h) => ({ weekday: h.weekday, start: h.startTime, end: h.endTime })),
        overrides: [...overrides].map(([date, intervals]) => ({ date, intervals })),
        timeOff: schedules.off
          .filter((t) => t.resourceId === id)
          .map((t) => ({ start: t.startsAt, end: t.endsAt })),
        busy: busy
          .filter((b) => b.resourceId === id)
          .map((b) => ({
            start: b.blockStart,
            end: b.blockEnd,
            seats: b.seats,
            sameService: b.serviceId === serviceId,
          })),
      }
    }),
  }
  return { input, settings, service }
}

const dateIn = (timezone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)

export async function listSlots(
  deps: BookingDeps,
  {
    serviceId,
    from,
    to,
    now = new Date(),
  }: { serviceId: string; from: string; to: string; now?: Date },
) {
  const { input, settings, service } = await loadSlotInput(deps.db, { serviceId, from, to, now })
  if (service.pricing === 'quote') return { timezone: settings.timezone, slots: [] }
  return {
    timezone: settings.timezone,
    slots: computeSlots(input).map(({ start, end, seatsLeft }) => ({ start, end, seatsLeft })),
  }
}

/**
 * Re-checks `start` against everything in the database, inside `tx`, and picks a resource.
 * Distinguishes a time that is not a slot at all from one that someone else holds or booked.
 */
export async function recheck(
  tx: Tx,
  args: {
    serviceId: string
    start: Date
    seats: number
    now: Date
    exceptHolderId?: string
    exceptBookingId?: string
  },
) {
  const [settings, service] = await Promise.all([
    requireSettings(tx),
    requireService(tx, args.serviceId),
  ])
  const date = dateIn(settings.timezone, args.start)
  const { input } = await loadSlotInput(tx, {
    ...args,
    from: date,
    to: date,
    loaded: { settings, service },
  })
  if (args.seats > service.capacity) {
    throw new AppError({
      code: 'bookings.too_many_seats',
      status: 422,
      message: `At most ${service.capacity} ${service.capacity === 1 ? 'seat' : 'seats'} per booking`,
    })
  }
  const result = checkSlot({ ...input, start: args.start, seats: args.seats })
  if (result.bookable)
    return { input, settings, service, resourceId: result.resourceIds[0] as string }
  const free = checkSlot({
    ...input,
    resources: input.resources.map((r) => ({ ...r, busy: [] })),
    start: args.start,
    seats: args.seats,
  })
  if (free.bookable) throw slotTaken()
  throw new AppError({
    code: 'bookings.not_a_slot',
    status: 422,
    message: 'This time cannot be booked: it is outside opening hours, too soon, or too far ahead.',
  })
}

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
}

/**
 * The one way a booking is made (online, by staff, from an accepted quote): re-check inside the
 * transaction, then let the database refuse a collision (exclusion constraint, seat count).
 * Pass `tx` to make it part of a larger transaction (a quote's acceptance).
 */
export async function createBookingIn(
  tx: Tx,
  {
    actor,
    booking,
    source,
    idempotencyKey,
    now = new Date(),
    priceMinor,
    publicUrl,
  }: {
    actor: CurrentUser
    booking: NewBooking
    source: 'online' | 'quote' | 'staff'
    idempotencyKey?: string
    now?: Date
    /** A quote's agreed price instead of the catalogue's. */
    priceMinor?: number
    publicUrl: string
  },
): Promise<BookingDetailRow & { settings: Settings }> {
  // Staff may name any account id; an unknown one is the caller's mistake, not a 500 (FK).
  if (booking.customerId !== actor.id && !(await userExists(tx, booking.customerId))) {
    throw new AppError({
      code: 'bookings.unknown_customer',
      status: 422,
      message: 'There is no customer account with this id',
    })
  }
  const { settings, service, resourceId } = await recheck(tx, {
    serviceId: booking.serviceId,
    start: booking.start,
    seats: booking.seats,
    now,
    exceptHolderId: booking.customerId,
  })
  if (service.pricing === 'quote' && source !== 'quote') throw quoteOnly()
  const end = new Date(booking.start.getTime() + service.durationMinutes * MINUTE)
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
  const status: BookingStatus =
    settings.requireConfirmation && source === 'online' ? 'pending' : 'confirmed'
  const row = await insertBooking(tx, {
    id,
    reference: newReference(),
    customerId: booking.customerId,
    serviceId: service.id,
    resourceId,
    startAt: booking.start,
    endAt: end,
    blockStart: new Date(booking.start.getTime() - service.bufferBeforeMinutes * MINUTE),
    blockEnd: new Date(end.getTime() + service.bufferAfterMinutes * MINUTE),
    shareKey: exclusive ? id : `${service.id}@${booking.start.toISOString()}`,
    seats: booking.seats,
    status,
    priceMinor: priceMinor ?? service.priceMinor,
    currency: settings.currency,
    notes: booking.notes,
    source,
    createdBy: actor.id,
    idempotencyKey: idempotencyKey ?? null,
    requestHash: idempotencyKey ? requestHash(booking) : null,
  })
  await deleteHoldsOf(tx, booking.customerId)
  await writeAudit(tx, {
    actorId: actor.id,
    action: 'booking.created',
    entity: 'booking',
    entityId: row.id,
    data: { reference: row.reference, source, status },
  })
  const detail = await findBookingDetail(tx, { id: row.id })
  if (!detail) throw new Error('booking vanished inside its transaction')
  const kind = status === 'pending' ? 'requested' : 'confirmed'
  await queueMail(tx, { row: detail, settings, kind, publicUrl })
  return { ...detail, settings }
}

export async function createBooking(
  deps: BookingDeps,
  {
    actor,
    input,
    idempotencyKey,
    now = new Date(),
  }: {
    actor: CurrentUser
    input: { serviceId: string; start: string; seats: number; notes: string; customerId?: string }
    idempotencyKey?: string
    now?: Date
  },
): Promise<{ booking: Booking; replayed: boolean }> {
  if (input.customerId && input.customerId !== actor.id && !isStaff(actor)) {
    throw new AppError({ code: 'forbidden', message: 'Only staff may book for someone else' })
  }
  const booking: NewBooking = {
    serviceId: input.serviceId,
    start: new Date(input.start),
    seats: input.seats,
    notes: input.notes,
    customerId: input.customerId ?? actor.id,
  }
  const source = booking.customerId === actor.id ? 'online' : 'staff'
  const replay = async () => {
    if (!idempotencyKey) return undefined
    const existing = await findByIdempotencyKey(deps.db, actor.id, idempotencyKey)
    if (!existing) return undefined
    if (existing.requestHash !== requestHash(booking)) {
      throw new AppError({
        code: 'bookings.idempotency_key_reused',
        status: 422,
        message: 'This Idempotency-Key was used for a different booking',
      })
    }
    return { booking: await getBooking(deps, { actor, id: existing.id }), replayed: true }
  }
  // A repeated key is looked for only when the booking cannot be made (its own booking holds the
  // slot, or the key's unique index refuses it): the usual first request pays no extra read.
  for (let attempt = 0; ; attempt++) {
    try {
      const detail = await retryOnLockConflict(
        () =>
          deps.db.transaction((tx) =>
            createBookingIn(tx, {
              actor,
              booking,
              source,
              idempotencyKey,
              now,
              publicUrl: deps.publicUrl,
            }),
          ),
        { exhausted: tooBusy },
      )
      deps.onMailQueued()
      return { booking: toBooking(detail, actor, detail.settings), replayed: false }
    } catch (error) {
      const earlier = await replay()
      if (earlier) return earlier
      const code = pgCode(error)
      if (code === '23P01' || code === '23514') throw slotTaken()
      // A reference collided (1 in ~10⁹): draw another.
      if (code === '23505' && attempt < 3) continue
      throw error
    }
  }
}

function toBooking(
  row: BookingDetailRow,
  viewer: CurrentUser,
  settings: { timezone: string; cancelCutoffMinutes: number; rescheduleCutoffMinutes: number },
  now = new Date(),
): Booking {
  const b = row.booking
  const open = b.status === 'pending' || b.status === 'confirmed'
  const untilStart = b.startAt.getTime() - now.getTime()
  const staff = isStaff(viewer)
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
    source: b.source,
    service: { id: b.serviceId, name: row.serviceName },
    resource: { id: b.resourceId, name: row.resourceName },
    customer: { id: b.customerId, name: row.customerName, email: row.customerEmail },
    timezone: settings.timezone,
    createdAt: b.createdAt.toISOString(),
    can: {
      cancel: open && (staff || untilStart >= settings.cancelCutoffMinutes * MINUTE),
      reschedule: open && (staff || untilStart >= settings.rescheduleCutoffMinutes * MINUTE),
    },
  }
}

/** The booking, if `actor` may see it: its customer, or staff. Anyone else gets a 404. */
export async function getBooking(
  deps: BookingDeps,
  { actor, ...where }: { actor: CurrentUser } & ({ id: string } | { reference: string }),
) {
  const row = await findBookingDetail(deps.db, where)
  if (!row || (row.booking.customerId !== actor.id && !isStaff(actor)))
    throw notFound('No such booking')
  return toBooking(row, actor, await requireSettings(deps.db))
}

export async function listBookings(
  deps: BookingDeps,
  {
    actor,
    scope,
    from,
    to,
    statuses,
  }: {
    actor: CurrentUser
    scope: 'mine' | 'all'
    from?: Date
    to?: Date
    statuses?: BookingStatus[]
  },
) {
  if (scope === 'all' && !isStaff(actor))
    throw new AppError({ code: 'forbidden', message: 'Only staff see every booking' })
  const rows = await listBookingDetails(deps.db, {
    customerId: scope === 'mine' ? actor.id : undefined,
    from,
    to,
    statuses,
  })
  const settings = await requireSettings(deps.db)
  return rows.map((r) => toBooking(r, actor, settings))
}

type Action = 'cancel' | 'confirm' | 'decline' | 'complete' | 'no_show'
const transitions: Record<
  Action,
  { from: BookingStatus[]; to: BookingStatus; staffOnly: boolean; mail?: keyof typeof bookingMail }
> = {
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', staffOnly: false, mail: 'cancelled' },
  confirm: { from: ['pending'], to: 'confirmed', staffOnly: true, mail: 'confirmed' },
  decline: { from: ['pending'], to: 'declined', staffOnly: true, mail: 'declined' },
  complete: { from: ['confirmed'], to: 'completed', staffOnly: true },
  no_show: { from: ['confirmed'], to: 'no_show', staffOnly: true },
}

/** Locks the booking and checks who may act on it; 404 for a stranger, 403 for a customer doing staff work. */
async function lockForActor(
  tx: Tx,
  { actor, id, staffOnly }: { actor: CurrentUser; id: string; staffOnly: boolean },
) {
  const row = await lockBooking(tx, id)
  if (!row || (row.customerId !== actor.id && !isStaff(actor))) throw notFound('No such booking')
  if (staffOnly && !isStaff(actor))
    throw new AppError({ code: 'forbidden', message: 'Only staff may do this' })
  return row
}

export async function changeStatus(
  deps: BookingDeps,
  {
    actor,
    id,
    action,
    now = new Date(),
  }: { actor: CurrentUser; id: string; action: Action; now?: Date },
) {
  const rule = transitions[action]
  await deps.db.transaction(async (tx) => {
    const row = await lockForActor(tx, { actor, id, staffOnly: rule.staffOnly })
    if (!rule.from.includes(row.status)) {
      throw new AppError({
        code: 'bookings.invalid_transition',
        status: 409,
        message: `A ${row.status.replace('_', '-')} booking cannot be ${action === 'no_show' ? 'marked as a no-show' : `${action}ed`.replace('eed', 'ed')}`,
      })
    }
    const settings = await requireSettings(tx)
    if (
      action === 'cancel' &&
      !isStaff(actor) &&
      row.startAt.getTime() - now.getTime() < settings.cancelCutoffMinutes * MINUTE
    ) {
      throw cutoffPassed('cancel', settings.cancelCutoffMinutes)
    }
    if ((action === 'complete' || action === 'no_show') && row.startAt > now) {
      throw new AppError({
        code: 'bookings.not_started',
        status: 409,
        message: 'This booking has not started yet',
      })
    }
    await updateBooking(tx, id, { status: rule.to })
    if (rule.to === 'cancelled' || rule.to === 'declined') {
      if (row.shareKey !== row.id)
        await releaseSeats(tx, {
          serviceId: row.serviceId,
          resourceId: row.resourceId,
          startAt: row.startAt,
          seats: row.seats,
        })
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: `booking.${action}`,
      entity: 'booking',
      entityId: id,
      data: { from: row.status, to: rule.to },
    })
    if (rule.mail) await queueBookingMail(tx, id, rule.mail, deps.publicUrl)
  })
  deps.onMailQueued()
  return getBooking(deps, { actor, id })
}

function cutoffPassed(what: 'cancel' | 'reschedule', minutes: number) {
  const hours = minutes / 60
  const span =
    hours >= 1 && Number.isInteger(hours)
      ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
      : `${minutes} minutes`
  return new AppError({
    code: 'bookings.cutoff_passed',
    status: 409,
    message: `It is too late to ${what} online: bookings can be ${what === 'cancel' ? 'cancelled' : 'moved'} up to ${span} before they start. Please call us.`,
    details: { cutoffMinutes: minutes },
  })
}

export async function rescheduleBooking(
  deps: BookingDeps,
  {
    actor,
    id,
    start,
    now = new Date(),
  }: { actor: CurrentUser; id: string; start: Date; now?: Date },
) {
  try {
    await deps.db.transaction(async (tx) => {
      const row = await lockForActor(tx, { actor, id, staffOnly: false })
      if (row.status !== 'pending' && row.status !== 'confirmed') {
        throw new AppError({
          code: 'bookings.invalid_transition',
          status: 409,
          message: `A ${row.status} booking cannot be moved`,
        })
      }
      const settings = await requireSettings(tx)
      if (
        !isStaff(actor) &&
        row.startAt.getTime() - now.getTime() < settings.rescheduleCutoffMinutes * MINUTE
      ) {
        throw cutoffPassed('reschedule', settings.rescheduleCutoffMinutes)
      }
      const { service, resourceId } = await recheck(tx, {
        serviceId: row.serviceId,
        start,
        seats: row.seats,
        now,
        exceptHolderId: row.customerId,
        exceptBookingId: row.id,
      })
      const exclusive = row.shareKey === row.id
      if (!exclusive) {
        await releaseSeats(tx, {
          serviceId: row.serviceId,
          resourceId: row.resourceId,
          startAt: row.startAt,
          seats: row.seats,
        })
        await takeSeats(tx, {
          serviceId: row.serviceId,
          resourceId,
          startAt: start,
          seats: row.seats,
          capacity: service.capacity,
        })
      }
      const end = new Date(start.getTime() + service.durationMinutes * MINUTE)
      await updateBooking(tx, id, {
        resourceId,
        startAt: start,
        endAt: end,
        blockStart: new Date(start.getTime() - service.bufferBeforeMinutes * MINUTE),
        blockEnd: new Date(end.getTime() + service.bufferAfterMinutes * MINUTE),
        shareKey: exclusive ? row.id : `${row.serviceId}@${start.toISOString()}`,
        reminderSentAt: null,
      })
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'booking.rescheduled',
        entity: 'booking',
        entityId: id,
        data: { from: row.startAt.toISOString(), to: start.toISOString() },
      })
      await queueBookingMail(tx, id, 'changed', deps.publicUrl)
    })
  } catch (error) {
    const code = pgCode(error)
    if (code === '23P01' || code === '23514') throw slotTaken()
    throw error
  }
  deps.onMailQueued()
  return getBooking(deps, { actor, id })
}

function mailFacts(
  row: BookingDetailRow,
  settings: Settings,
  publicUrl: string,
): { to: string; facts: BookingMailFacts } {
  return {
    to: row.customerEmail,
    facts: {
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
    },
  }
}

async function queueBookingMail(
  tx: Tx,
  id: string,
  kind: keyof typeof bookingMail,
  publicUrl: string,
) {
  const [row, settings] = await Promise.all([findBookingDetail(tx, { id }), requireSettings(tx)])
  if (!row) throw new Error(`booking ${id} vanished`)
  await queueMail(tx, { row, settings, kind, publicUrl })
}

async function queueMail(
  tx: Tx,
  {
    row,
    settings,
    kind,
    publicUrl,
  }: {
    row: BookingDetailRow
    settings: Settings
    kind: keyof typeof bookingMail
    publicUrl: string
  },
) {
  const { to, facts } = mailFacts(row, settings, publicUrl)
  if (to.endsWith('@phone.invalid')) return
  await enqueueMail(tx, { to, ...bookingMail[kind](facts) })
}

export async function bookingIcs(
  deps: BookingDeps,
  { actor, id }: { actor: CurrentUser; id: string },
) {
  const booking = await getBooking(deps, { actor, id })
  const settings = await requireSettings(deps.db)
  const cancelled = booking.status === 'cancelled' || booking.status === 'declined'
  return {
    filename: `${booking.reference}.ics`,
    body: renderIcs({
      prodId: `-//Reserva//${settings.name}//EN`,
      event: {
        uid: `${booking.id}@reserva`,
        start: new Date(booking.start),
        end: new Date(booking.end),
        summary: `${booking.service.name} — ${settings.name}`,
        description: `Booking ${booking.reference} with ${booking.resource.name}.${booking.notes ? `\nNotes: ${booking.notes}` : ''}`,
        location: settings.address,
        url: `${deps.publicUrl}/booking-confirmation?ref=${booking.reference}`,
        status: cancelled ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
        sequence: 0,
        ...(settings.contactEmail
          ? { organizer: { name: settings.name, email: settings.contactEmail } }
          : {}),
      },
    }),
  }
}

/** Queues the reminder of every confirmed booking that is due; safe to run from several processes. */
export async function sendDueReminders(deps: BookingDeps, { now = new Date(), limit = 50 } = {}) {
  let queued = 0
  await deps.db.transaction(async (tx) => {
    for (const row of await claimDueReminders(tx, { now, limit })) {
      await queueBookingMail(tx, row.id, 'reminder', deps.publicUrl)
      await updateBooking(tx, row.id, { reminderSentAt: now })
      await writeAudit(tx, {
        actorId: null,
        action: 'booking.reminder_queued',
        entity: 'booking',
        entityId: row.id,
      })
      queued++
    }
  })
  if (queued > 0) deps.onMailQueued()
  return queued
}

/** Reminders are found from the bookings table each minute, so a restart loses none. */
export function startReminderTimer({
  deps,
  intervalMs = 60_000,
  onError,
  extra = [],
}: {
  deps: BookingDeps
  intervalMs?: number
  onError: (error: unknown) => void
  /** More timed jobs to run on the same tick. */
  extra?: ((deps: BookingDeps) => Promise<unknown>)[]
}) {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = running
      .then(async () => {
        await sendDueReminders(deps)
        // Lapsed holds are ignored everywhere; this only keeps the table small.
        await deleteExpiredHolds(deps.db, new Date())
        for (const job of extra) await job(deps)
      })
      .catch(onError)
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
