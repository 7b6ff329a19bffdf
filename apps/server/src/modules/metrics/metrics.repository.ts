import { count, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { holds } from '../bookings/bookings.table.ts'
import { outbox } from '../mail/outbox.table.ts'

/**
 * What the gauges of a scrape read from the database, in two small reads: holds by their
 * `expires_at` index, the outbox's pending rows only (its `outbox_due` index covers exactly
 * those), never the sent or given-up mails, which are kept and grow without end.
 */
export async function readMetricsSnapshot(db: Db, { now }: { now: Date }) {
  const at = sql`${now.toISOString()}::timestamptz`
  const [[held], [pending]] = await Promise.all([
    db.select({ active: count() }).from(holds).where(gt(holds.expiresAt, now)),
    db
      .select({
        due: sql`count(*) filter (where ${outbox.sendAfter} <= ${at})`.mapWith(Number),
        later: sql`count(*) filter (where ${outbox.sendAfter} > ${at})`.mapWith(Number),
        retrying: sql`count(*) filter (where ${outbox.lastError} is not null)`.mapWith(Number),
        oldestDueSeconds:
          sql`coalesce(extract(epoch from ${at} - min(${outbox.sendAfter}) filter (where ${outbox.sendAfter} <= ${at})), 0)`.mapWith(
            Number,
          ),
      })
      .from(outbox)
      .where(eq(outbox.status, 'pending')),
  ])
  return {
    activeHolds: held?.active ?? 0,
    outbox: {
      due: pending?.due ?? 0,
      later: pending?.later ?? 0,
      retrying: pending?.retrying ?? 0,
      oldestDueSeconds: pending?.oldestDueSeconds ?? 0,
    },
  }
}

export type MetricsSnapshot = Awaited<ReturnType<typeof readMetricsSnapshot>>
