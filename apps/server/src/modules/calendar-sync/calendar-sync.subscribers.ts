import { writeAtCommit } from '../../db/write-at-commit.ts'
import type { Clock } from '../../lib/clock.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import type {} from '../bookings/bookings.events.ts'
import { queueBookingWrites } from './calendar-sync.repository.ts'

/** What changes a booking as a calendar shows it: made, its status, its time or resource. */
const changes = ['booking.created', 'booking.status_changed', 'booking.rescheduled'] as const

/**
 * Calendar writes, queued on the transaction that changed the booking (decision 048) with a write
 * that goes with the COMMIT, so a booking waits for no extra round trip and a booking answered
 * 201 always reaches its calendar; the sync worker is woken after the commit when a calendar is
 * to hear of it. Nothing here talks to a calendar: a slow one slows no booking.
 */
export function registerCalendarSyncSubscribers({
  events,
  clock,
  onQueued,
}: {
  events: EventBus
  clock: Clock
  onQueued: () => void
}) {
  const queued = new WeakMap<object, PromiseLike<unknown[]>>()
  const unsubscribe = [
    events.inTransaction(changes, async (event, tx) => {
      const write = queueBookingWrites(tx, { bookingId: event.bookingId, now: clock.now() })
      queued.set(event, write)
      await writeAtCommit(tx, write)
    }),
    events.afterCommit(changes, async (event) => {
      const rows = await queued.get(event)
      if (rows && rows.length > 0) onQueued()
    }),
  ]
  return () => {
    for (const off of unsubscribe) off()
  }
}
