import type { Db } from '../../db/client.ts'
import { maintainTables } from '../../db/maintenance.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { deleteStaleRateLimits } from '../../lib/rate-limit.ts'
import { deleteExpiredVerifications } from '../auth/id-token-sign-in.ts'
import { deleteStaleSignInFailures } from '../auth/sign-in-guard.ts'
import { sweepLapsedHolds } from '../bookings/bookings.holds.ts'
import { sendDueReminders } from '../bookings/bookings.reminders.ts'
import type { BookingDeps } from '../bookings/bookings.service.ts'
import type { CalendarSyncWorker } from '../calendar-sync/calendar-sync.worker.ts'
import type { DataExportWorker } from '../data-export/data-export.worker.ts'
import { deleteExpiredConfirmations } from '../guests/guests.repository.ts'
import type { OutboxWorker } from '../mail/outbox.worker.ts'
import { expireOffers } from '../quotes/quotes.service.ts'
import type { WebhookWorker } from '../webhooks/webhooks.delivery.ts'
import type { ScheduledJob } from './scheduler.ts'

const MINUTE = 60_000

/** What the server does by the clock, each through its module's own function. */
export function scheduledJobs({
  db,
  events,
  publicUrl,
  onMailQueued,
  outbox,
  webhooks,
  calendarSync,
  dataExports,
  embedded = false,
}: {
  db: Db
  events: EventBus
  publicUrl: string
  onMailQueued: () => void
  outbox: OutboxWorker
  /** Webhook deliveries due (retries, and any a kick after commit missed). */
  webhooks?: WebhookWorker
  /** Calendar writes due (retries) and calendars whose busy times are due to be read. */
  calendarSync?: CalendarSyncWorker
  /** Data exports due (retries, and any a kick missed), and archives whose week is up. */
  dataExports?: DataExportWorker
  /** PGlite: no autovacuum, so the tables are looked after here (`maintainTables`). */
  embedded?: boolean
}): ScheduledJob[] {
  const deps: BookingDeps = { db, events, publicUrl, onMailQueued }
  return [
    { name: 'booking reminders', everyMs: MINUTE, run: (now) => sendDueReminders(deps, { now }) },
    { name: 'quote expiry', everyMs: MINUTE, run: (now) => expireOffers(deps, { now }) },
    // Lapsed holds are ignored everywhere; this keeps the table small and tells live views.
    { name: 'hold sweep', everyMs: MINUTE, run: (now) => sweepLapsedHolds(deps, { now }) },
    {
      name: 'rate limit cleanup',
      everyMs: 60 * MINUTE,
      run: (now) => deleteStaleRateLimits(db, { now: now.getTime() }),
    },
    {
      name: 'sign-in failures cleanup',
      everyMs: 60 * MINUTE,
      run: (now) => deleteStaleSignInFailures(db, { now }),
    },
    {
      name: 'verification cleanup',
      everyMs: 60 * MINUTE,
      run: (now) => deleteExpiredVerifications(db, { now }),
    },
    {
      name: 'guest confirmation cleanup',
      everyMs: 60 * MINUTE,
      run: (now) => deleteExpiredConfirmations(db, { now }),
    },
    ...(embedded
      ? [{ name: 'table maintenance', everyMs: MINUTE, run: () => maintainTables(db) }]
      : []),
    ...(calendarSync
      ? [{ name: 'calendar sync', everyMs: 30_000, run: () => calendarSync.tick() }]
      : []),
    ...(dataExports
      ? [{ name: 'data exports', everyMs: MINUTE, run: () => dataExports.tick() }]
      : []),
    // Last, so what the jobs above queued goes out on the same tick.
    ...(webhooks
      ? [{ name: 'webhook deliveries', everyMs: 5_000, run: () => webhooks.tick() }]
      : []),
    { name: 'mail outbox', everyMs: 5_000, run: () => outbox.tick() },
  ]
}
