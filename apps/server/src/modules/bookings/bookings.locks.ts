import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'

/**
 * Transaction-scoped advisory locks. `tryLock` answers false at once if another transaction
 * holds the key; `lockAll` waits, taking the keys in sorted order so two callers never wait on
 * each other in a circle.
 */
const lockKey = (name: string) => sql`hashtextextended(${name}, 0)`

export async function tryLock(tx: Tx, name: string) {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${lockKey(name)}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] }
  return result.rows[0]?.locked === true
}

export async function lockAll(tx: Tx, names: string[]) {
  for (const name of [...new Set(names)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(name)})`)
  }
}

/** How finely a resource's time is locked while a booking is written there (see below). */
export const BOOKING_LOCK_SPAN_MS = 60 * 60_000
/** Past this many spans a write takes the whole resource instead. */
export const BOOKING_LOCK_MAX_SPANS = 48

/**
 * Taken before a booking is written over [from, to) on a resource (created, or moved there).
 * PostgreSQL's exclusion constraint looks for overlaps only after writing its own index entry, so
 * two transactions inserting overlapping bookings at the same moment each wait for the other, and
 * the database breaks the circle only after `deadlock_timeout` (1 s), often again on the retry:
 * under load that was the slow race round (bench/RESULTS.md). With these locks overlapping writes
 * queue instead, and the second one's check sees the first one committed (409 slot taken).
 *
 * Each hour of the resource's time that the write touches is one lock, taken in time order after
 * the resource's own lock in shared mode: two overlapping writes share an hour, writes at other
 * hours do not wait for each other. A write longer than 48 hours takes the resource's lock
 * exclusively instead. One statement; its locks are taken left to right.
 */
export async function lockBookingTime(
  tx: Tx,
  { resourceId, from, to }: { resourceId: string; from: Date; to: Date },
) {
  const first = Math.floor(from.getTime() / BOOKING_LOCK_SPAN_MS)
  const last = Math.ceil(to.getTime() / BOOKING_LOCK_SPAN_MS) - 1
  const resource = lockKey(`reserva:booking-resource:${resourceId}`)
  if (last - first + 1 > BOOKING_LOCK_MAX_SPANS) {
    await tx.execute(sql`select pg_advisory_xact_lock(${resource})`)
    return
  }
  const spans = Array.from({ length: last - first + 1 }, (_, i) =>
    lockKey(`reserva:booking-time:${resourceId}:${first + i}`),
  )
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${resource}), ${sql.join(
      spans.map((key) => sql`pg_advisory_xact_lock(${key})`),
      sql`, `,
    )}`,
  )
}
