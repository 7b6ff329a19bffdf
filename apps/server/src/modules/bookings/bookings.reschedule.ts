import { writeAudit } from '../audit/audit.repository.ts'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { slotTaken } from '../availability/availability.errors.ts'
import { lengthOf, listMoveSlots, recheckSlot } from '../availability/availability.service.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { isSlotConflict, noSuchBooking, staffOnly } from './bookings.errors.ts'
import { lockBookingTime } from './bookings.locks.ts'
import { findBookingDetail, releaseSeats, takeSeats, updateBooking } from './bookings.repository.ts'
import { checkReschedule, maySee, sharedSlotKey, timesOf } from './bookings.rules.ts'
import { type BookingDeps, getBooking, lockVisibleBooking } from './bookings.service.ts'

/**
 * Moves a booking to another free start (its customer within the cut-off, or staff), checked
 * like a new booking but not against itself; staff may give it another length too (a resize on
 * the calendar), checked the same way. Publishes `booking.rescheduled`.
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  {
    actor,
    id,
    start,
    minutes,
    now,
  }: { actor: CurrentUser; id: string; start: Date; minutes?: number; now: Date },
) {
  try {
    await deps.events.transaction(deps.db, async (tx) => {
      const row = await lockVisibleBooking(tx, { actor, id })
      if (minutes !== undefined && !isStaff(actor)) {
        throw staffOnly('Only staff may change how long a booking lasts')
      }
      checkReschedule({ actor, booking: row, policy: await requireSettings(tx), now })
      // The booking keeps its length unless staff give another, and its resource whenever that
      // one is free then.
      const length = lengthOf(row)
      const { service, resourceId, durationMinutes } = await recheckSlot(tx, {
        serviceId: row.serviceId,
        start,
        seats: row.seats,
        now,
        exceptHolderId: row.customerId,
        exceptBookingId: row.id,
        // A resize stays on its resource's lane; a move may go to another one free then.
        ...(minutes === undefined
          ? { preferredResourceId: row.resourceId }
          : { resourceId: row.resourceId }),
        durationMinutes: minutes ?? length,
      })
      const exclusive = row.shareKey === row.id
      if (!exclusive) {
        await releaseSeats(tx, row)
        await takeSeats(tx, {
          serviceId: row.serviceId,
          resourceId,
          startAt: start,
          seats: row.seats,
          capacity: service.capacity,
        })
      }
      const { end, blockStart, blockEnd } = timesOf({ ...service, durationMinutes }, start)
      await lockBookingTime(tx, { resourceId, from: blockStart, to: blockEnd })
      await updateBooking(tx, id, {
        resourceId,
        startAt: start,
        endAt: end,
        blockStart,
        blockEnd,
        shareKey: exclusive ? row.id : sharedSlotKey(row.serviceId, start),
        reminderSentAt: null,
      })
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'booking.rescheduled',
        entity: 'booking',
        entityId: id,
        data: {
          from: row.startAt.toISOString(),
          to: start.toISOString(),
          ...(resourceId === row.resourceId
            ? {}
            : { fromResourceId: row.resourceId, toResourceId: resourceId }),
          ...(durationMinutes === length
            ? {}
            : { fromMinutes: length, toMinutes: durationMinutes }),
        },
      })
      await deps.events.publish(tx, {
        type: 'booking.rescheduled',
        bookingId: id,
        customerId: row.customerId,
        resourceIds: [resourceId],
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        previous: {
          resourceIds: [row.resourceId],
          startsAt: row.startAt.toISOString(),
          endsAt: row.endAt.toISOString(),
        },
      })
    })
  } catch (error) {
    if (isSlotConflict(error)) throw slotTaken()
    throw error
  }
  return getBooking(deps, { actor, id, now })
}

/**
 * Where `actor` may move the booking between two calendar dates: the times its length and places
 * fit, each with the resource the move would take (GET /bookings/{id}/slots). Refused as the move
 * itself would be: a closed booking, or a customer past the cut-off.
 */
export async function listBookingMoves(
  deps: BookingDeps,
  {
    actor,
    id,
    from,
    to,
    now,
  }: { actor: CurrentUser; id: string; from: string; to: string; now: Date },
) {
  const row = await findBookingDetail(deps.db, { id })
  if (!row || !maySee(actor, row.booking)) throw noSuchBooking()
  checkReschedule({ actor, booking: row.booking, policy: await requireSettings(deps.db), now })
  return listMoveSlots(deps.db, { booking: row.booking, from, to, now })
}
