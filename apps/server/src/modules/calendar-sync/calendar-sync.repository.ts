import { and, asc, count, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import {
  calendarBusyTimes,
  calendarConnections,
  calendarEventWrites,
} from './calendar-sync.table.ts'

export type ConnectionRow = typeof calendarConnections.$inferSelect
export type WriteRow = typeof calendarEventWrites.$inferSelect

export async function findConnection(db: Db | Tx, resourceId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.resourceId, resourceId))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/** A resource's connection, new or replaced (a new address or login starts its sync afresh). */
export const saveConnection = (
  tx: Tx,
  values: Pick<
    typeof calendarConnections.$inferInsert,
    'resourceId' | 'url' | 'calendarUrl' | 'username' | 'password'
  > & { now: Date },
) => {
  const { now, ...fields } = values
  const fresh = {
    readDueAt: now,
    readLeaseUntil: null,
    readError: null,
    readFailingSince: null,
    readFailures: 0,
    updatedAt: now,
  }
  return returnedRow(
    tx
      .insert(calendarConnections)
      .values({ ...fields, ...fresh, createdAt: now })
      .onConflictDoUpdate({ target: calendarConnections.resourceId, set: { ...fields, ...fresh } })
      .returning(),
    'calendar connection save',
  )
}

export const deleteConnection = (tx: Tx, resourceId: string) =>
  tx
    .delete(calendarConnections)
    .where(eq(calendarConnections.resourceId, resourceId))
    .returning({ id: calendarConnections.id })

const pendingWrite = sql`${calendarEventWrites.version} > ${calendarEventWrites.writtenVersion}`

/**
 * Claims up to `limit` writes that are due, for `leaseUntil` (a crashed worker's claim lapses),
 * with their connections. `connectionId` limits it to one calendar ("sync now").
 */
export async function claimDueWrites(
  db: Db,
  {
    limit,
    now,
    leaseUntil,
    connectionId,
  }: { limit: number; now: Date; leaseUntil: Date; connectionId?: string },
): Promise<{ write: WriteRow; connection: ConnectionRow }[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        connectionId: calendarEventWrites.connectionId,
        bookingId: calendarEventWrites.bookingId,
      })
      .from(calendarEventWrites)
      .where(
        and(
          pendingWrite,
          lte(calendarEventWrites.dueAt, now),
          or(isNull(calendarEventWrites.leaseUntil), lt(calendarEventWrites.leaseUntil, now)),
          connectionId ? eq(calendarEventWrites.connectionId, connectionId) : undefined,
        ),
      )
      .orderBy(asc(calendarEventWrites.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(calendarEventWrites)
      .set({ leaseUntil })
      .from(calendarConnections)
      .where(
        and(
          eq(calendarConnections.id, calendarEventWrites.connectionId),
          or(
            ...due.map((row) =>
              and(
                eq(calendarEventWrites.connectionId, row.connectionId),
                eq(calendarEventWrites.bookingId, row.bookingId),
              ),
            ),
          ),
        ),
      )
      .returning({ write: calendarEventWrites, connection: calendarConnections })
  })
}

/**
 * Records a write the calendar took, of the booking as it was at `version`: a change queued
 * meanwhile stays pending, and is due at once.
 */
export async function recordWritten(
  db: Db,
  {
    write,
    present,
    etag,
    now,
  }: { write: WriteRow; present: boolean; etag: string | null; now: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(calendarEventWrites)
      .set({
        writtenVersion: sql`greatest(${calendarEventWrites.writtenVersion}, ${write.version})`,
        present,
        etag,
        attempts: 0,
        lastError: null,
        failingSince: null,
        leaseUntil: null,
        dueAt: now,
      })
      .where(
        and(
          eq(calendarEventWrites.connectionId, write.connectionId),
          eq(calendarEventWrites.bookingId, write.bookingId),
        ),
      )
    await tx
      .update(calendarConnections)
      .set({ lastWrittenAt: now })
      .where(eq(calendarConnections.id, write.connectionId))
  })
}

/** Records a write that failed: tried again at `retryAt`. */
export const recordWriteFailed = (
  db: Db,
  { write, error, now, retryAt }: { write: WriteRow; error: string; now: Date; retryAt: Date },
) =>
  db
    .update(calendarEventWrites)
    .set({
      attempts: sql`${calendarEventWrites.attempts} + 1`,
      lastError: error.slice(0, 500),
      failingSince: sql`coalesce(${calendarEventWrites.failingSince}, ${now.toISOString()}::timestamptz)`,
      leaseUntil: null,
      dueAt: retryAt,
    })
    .where(
      and(
        eq(calendarEventWrites.connectionId, write.connectionId),
        eq(calendarEventWrites.bookingId, write.bookingId),
      ),
    )

/** The bookings written (or to be written) into a connection's calendar: its own events. */
export async function writtenBookingIds(db: Db, connectionId: string) {
  const rows = await db
    .select({ id: calendarEventWrites.bookingId })
    .from(calendarEventWrites)
    .where(eq(calendarEventWrites.connectionId, connectionId))
  return new Set(rows.map((row) => row.id))
}

/** "Sync now": the connection's read and its waiting writes are due at once. */
export async function markDueNow(
  db: Db,
  { connectionId, now }: { connectionId: string; now: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(calendarConnections)
      .set({ readDueAt: now })
      .where(eq(calendarConnections.id, connectionId))
    await tx
      .update(calendarEventWrites)
      .set({ dueAt: now })
      .where(and(eq(calendarEventWrites.connectionId, connectionId), pendingWrite))
  })
}

/** Claims up to `limit` connections whose read is due, for `leaseUntil`. */
export async function claimDueReads(
  db: Db,
  {
    limit,
    now,
    leaseUntil,
    connectionId,
  }: { limit: number; now: Date; leaseUntil: Date; connectionId?: string },
) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: calendarConnections.id })
      .from(calendarConnections)
      .where(
        and(
          lte(calendarConnections.readDueAt, now),
          or(
            isNull(calendarConnections.readLeaseUntil),
            lt(calendarConnections.readLeaseUntil, now),
          ),
          connectionId ? eq(calendarConnections.id, connectionId) : undefined,
        ),
      )
      .orderBy(asc(calendarConnections.readDueAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(calendarConnections)
      .set({ readLeaseUntil: leaseUntil })
      .where(
        inArray(
          calendarConnections.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/**
 * What a read found replaces what the one before found; the next read is due at `nextAt`. The
 * connection's row is updated first: its lock makes a second read at once (staff's "sync now"
 * beside the scheduled one) wait, and then delete this read's rows rather than add to them.
 */
export async function recordRead(
  db: Db,
  {
    connection,
    busy,
    now,
    nextAt,
  }: { connection: ConnectionRow; busy: { start: Date; end: Date }[]; now: Date; nextAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(calendarConnections)
      .set({
        lastReadAt: now,
        readDueAt: nextAt,
        readLeaseUntil: null,
        readError: null,
        readFailingSince: null,
        readFailures: 0,
      })
      .where(eq(calendarConnections.id, connection.id))
    await tx.delete(calendarBusyTimes).where(eq(calendarBusyTimes.connectionId, connection.id))
    if (busy.length > 0)
      await tx.insert(calendarBusyTimes).values(
        busy.map((time) => ({
          connectionId: connection.id,
          resourceId: connection.resourceId,
          startsAt: time.start,
          endsAt: time.end,
        })),
      )
  })
}

/** A read that failed: the busy times found before stay, and it is tried again at `retryAt`. */
export const recordReadFailed = (
  db: Db,
  {
    connection,
    error,
    now,
    retryAt,
  }: { connection: ConnectionRow; error: string; now: Date; retryAt: Date },
) =>
  db
    .update(calendarConnections)
    .set({
      readError: error.slice(0, 500),
      readFailingSince: sql`coalesce(${calendarConnections.readFailingSince}, ${now.toISOString()}::timestamptz)`,
      readFailures: sql`${calendarConnections.readFailures} + 1`,
      readDueAt: retryAt,
      readLeaseUntil: null,
    })
    .where(eq(calendarConnections.id, connection.id))

/**
 * How a connection's writes stand: how many wait, the oldest failure not made good since and
 * the newest error; and how many busy stretches the last read left.
 */
export async function syncStanding(
  db: Db | Tx,
  { connectionId, now }: { connectionId: string; now: Date },
) {
  const [writes] = await db
    .select({
      waiting: count(),
      failingSince: sql<string | null>`min(${calendarEventWrites.failingSince})`,
      lastError: sql<
        string | null
      >`(array_agg(${calendarEventWrites.lastError} order by ${calendarEventWrites.failingSince} desc nulls last))[1]`,
    })
    .from(calendarEventWrites)
    .where(and(eq(calendarEventWrites.connectionId, connectionId), pendingWrite))
  const [busy] = await db
    .select({ count: count() })
    .from(calendarBusyTimes)
    .where(and(eq(calendarBusyTimes.connectionId, connectionId), gt(calendarBusyTimes.endsAt, now)))
  return {
    waiting: writes?.waiting ?? 0,
    failingSince: writes?.failingSince ? new Date(writes.failingSince) : null,
    lastError: writes?.lastError ?? null,
    busyTimes: busy?.count ?? 0,
  }
}
