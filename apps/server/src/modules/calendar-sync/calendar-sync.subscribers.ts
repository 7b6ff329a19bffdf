import type { Clock } from '../../lib/clock.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { queueAtCommit } from '../../lib/queue-at-commit.ts'
import type {} from '../bookings/bookings.events.ts'
import { queueBookingWrites } from './calendar-sync.queue.ts'

/** What changes a booking as a calendar shows it: made, its status, its time or resource. */
const changes = ['booking.created', 'booking.status_changed', 'booking.rescheduled'] as const

/**
 * Calendar writes, queued on the transaction that changed the booking (decision 048), so a
 * booking answered 201 always reaches its calendar; the sync worker is woken after the commit
 * when a calendar is to hear of it. Nothing here talks to a calendar: a slow one slows no booking.
 */
export const registerCalendarSyncSubscribers = ({
  events,
  clock,
  onQueued,
}: {
  events: EventBus
  clock: Clock
  onQueued: () => void
}) =>
  queueAtCommit({
    events,
    types: changes,
    queue: (event, tx) => queueBookingWrites(tx, { bookingId: event.bookingId, now: clock.now() }),
    onQueued,
  })
