import type { Tx } from '../../db/client.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import type { CurrentUser } from '../auth/session.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { reasonNotTaken } from './bookings.errors.ts'
import { releaseSeats, updateBooking } from './bookings.repository.ts'
import { type BookingAction, statusAfter, takesReason } from './bookings.rules.ts'
import { type BookingDeps, getBooking, lockVisibleBooking } from './bookings.service.ts'

/**
 * Cancel (its customer within the cut-off, or staff), confirm, decline, complete, no-show, and
 * undo a completion or no-show for a while (staff). Publishes `booking.status_changed`; a cancelled or declined booking gives its seats back.
 * A decline or a cancellation may say why (`reason`): it is kept on the booking,
 * audited, and its mail carries it. A blank reason is none.
 */
export async function changeStatus(
  deps: BookingDeps,
  input: { actor: CurrentUser; id: string; action: BookingAction; reason?: string; now: Date },
) {
  await deps.events.transaction(deps.db, (tx) => changeStatusIn(deps, tx, input))
  return getBooking(deps, { actor: input.actor, id: input.id, now: input.now })
}

/**
 * `changeStatus` on a transaction of the caller's, for a change that is part of a larger one
 * (erasing a person cancels their bookings to come with the rest).
 */
export async function changeStatusIn(
  deps: Pick<BookingDeps, 'events'>,
  tx: Tx,
  {
    actor,
    id,
    action,
    reason: given,
    now,
  }: { actor: CurrentUser; id: string; action: BookingAction; reason?: string; now: Date },
) {
  const reason = given || undefined
  if (reason && !takesReason(action)) throw reasonNotTaken()
  const row = await lockVisibleBooking(tx, { actor, id })
  const policy = await requireSettings(tx)
  const to = statusAfter({ actor, action, booking: row, policy, now })
  await updateBooking(tx, id, {
    status: to,
    statusChangedAt: now,
    ...(reason ? { statusReason: reason } : {}),
  })
  if ((to === 'cancelled' || to === 'declined') && row.shareKey !== row.id) {
    await releaseSeats(tx, row)
  }
  await writeAudit(tx, {
    actorId: actor.id,
    action: `booking.${action}`,
    entity: 'booking',
    entityId: id,
    data: { from: row.status, to, ...(reason ? { reason } : {}) },
  })
  await deps.events.publish(tx, {
    type: 'booking.status_changed',
    bookingId: id,
    customerId: row.customerId,
    from: row.status,
    to,
    actorId: actor.id,
    resourceIds: [row.resourceId],
    ...(reason ? { reason } : {}),
  })
}
