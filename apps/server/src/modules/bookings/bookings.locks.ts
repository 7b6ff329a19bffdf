import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'

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

/**
 * How finely a resource's time is locked while a booking is written there (see below): five
 * minutes, the finest slot step, so that writes next to each other do not wait (decision 020).
 */
export const BOOKING_LOCK_SPAN_MS = 5 * 60_000
/** Past this many spans (8 hours) a write takes the whole resource instead. */
export const BOOKING_LOCK_MAX_SPANS = 96

/**
 * Taken before a booking is written over [from, to) on a resource (created, or moved there).
 * PostgreSQL's exclusion constraint looks for overlaps only after writing its own index entry, so
 * two transactions inserting overlapping bookings at the same moment each wait for the other, and
 * the database breaks the circle only after `deadlock_timeout` (1 s), often again on the retry.
 * With these locks overlapping writes queue instead, and the second one's check sees the first
 * one committed (409 slot taken).
 *
 * Each five minutes of the resource's time that the write touches is one lock, taken in time order
 * after the resource's own lock in shared mode: two overlapping writes share a span, writes at
 * other times do not wait for each other, back-to-back ones included. A write longer than 8 hours
 * takes the resource's lock exclusively instead (at most 97 locks per write, well inside
 * PostgreSQL's lock table).
 *
 * `bookingTimeLocks` is the SQL of that, one aggregate over one series, so that its locks are taken
 * in the series' order: `g` below `first` is the resource's lock, then each span ascending. The
 * statement is the same text for every resource and time (its values are the placeholders below),
 * so it can be prepared; `createBookingIn` runs it inside the booking's insert
 * (`insertBookingLocked`), `lockBookingTime` alone. The series' ends are sub-selects so that the
 * planner estimates its rows the same with or without the values: PostgreSQL then keeps one
 * generic plan for the named statement instead of planning it again at every booking (with the
 * ends as plain parameters it never switched: 40 custom plans of 40).
 */
const value = sql.placeholder
export const bookingTimeLocks = sql`
  select count(case when g < ${value('lockFirst')}::bigint
    then case when ${value('lockWide')}::boolean
      then pg_advisory_xact_lock(hashtextextended(${value('lockResource')}::text, 0))
      else pg_advisory_xact_lock_shared(hashtextextended(${value('lockResource')}::text, 0)) end
    else pg_advisory_xact_lock(hashtextextended(${value('lockSpanPrefix')}::text || g, 0)) end) as locks
  from generate_series((select ${value('lockFirst')}::bigint - 1), (select ${value('lockLast')}::bigint)) as g`

/** The values of `bookingTimeLocks`'s placeholders for a write over [from, to) on a resource. */
export function bookingTimeLockValues({
  resourceId,
  from,
  to,
}: {
  resourceId: string
  from: Date
  to: Date
}) {
  const first = Math.floor(from.getTime() / BOOKING_LOCK_SPAN_MS)
  const last = Math.ceil(to.getTime() / BOOKING_LOCK_SPAN_MS) - 1
  const wide = last - first + 1 > BOOKING_LOCK_MAX_SPANS
  return {
    lockResource: `reserva:booking-resource:${resourceId}`,
    lockSpanPrefix: `reserva:booking-span:${resourceId}:`,
    lockFirst: String(first),
    // A wide write takes the resource's lock alone: the series ends at it.
    lockLast: String(wide ? first - 1 : last),
    lockWide: wide,
  }
}

const lockStatement = preparedStatement('booking_time_locks', (db) =>
  db.select({ locks: sql<number>`locks` }).from(sql`(${bookingTimeLocks}) as locked`),
)

export async function lockBookingTime(tx: Tx, where: { resourceId: string; from: Date; to: Date }) {
  await lockStatement(tx, bookingTimeLockValues(where))
}
