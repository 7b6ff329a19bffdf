import type { Db } from '../../db/client.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { claimDueReminders, updateBooking } from './bookings.repository.ts'

/**
 * One run of the reminders (the scheduler calls it each tick): every confirmed booking whose
 * reminder is due, found from the bookings table so a restart loses none, gets
 * `booking.reminder_due` (its subscriber queues the mail) and is marked reminded, in one
 * transaction. Several processes may run it at once: each claims its rows with SKIP LOCKED, and a
 * reminded booking is not due any more, so none is reminded twice.
 */
export async function sendDueReminders(
  { db, events }: { db: Db; events: EventBus },
  { now, limit = 50 }: { now: Date; limit?: number },
) {
  return events.transaction(db, async (tx) => {
    const due = await claimDueReminders(tx, { now, limit })
    for (const row of due) {
      await updateBooking(tx, row.id, { reminderSentAt: now })
      await writeAudit(tx, {
        actorId: null,
        action: 'booking.reminder_queued',
        entity: 'booking',
        entityId: row.id,
      })
      await events.publish(tx, {
        type: 'booking.reminder_due',
        bookingId: row.id,
        customerId: row.customerId,
      })
    }
    return due.length
  })
}
