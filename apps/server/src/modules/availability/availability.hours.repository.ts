import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { users } from '../auth/auth.table.ts'
import { blockOverlaps, bookings } from '../bookings/bookings.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { scheduleOverrides, timeOff, workingHours } from './availability.table.ts'

// What staff's changes to a resource's hours and time off read and write (availability.hours.ts).

export async function replaceWeeklyHours(
  tx: Tx,
  resourceId: string,
  intervals: { weekday: number; start: string; end: string }[],
) {
  await tx.delete(workingHours).where(eq(workingHours.resourceId, resourceId))
  if (intervals.length > 0) {
    await tx.insert(workingHours).values(
      intervals.map((i) => ({
        resourceId,
        weekday: i.weekday,
        startTime: i.start,
        endTime: i.end,
      })),
    )
  }
}

export async function replaceOverride(
  tx: Tx,
  resourceId: string,
  { date, intervals }: { date: string; intervals: { start: string; end: string }[] },
) {
  await tx
    .delete(scheduleOverrides)
    .where(and(eq(scheduleOverrides.resourceId, resourceId), eq(scheduleOverrides.date, date)))
  await tx
    .insert(scheduleOverrides)
    .values(
      intervals.length === 0
        ? [{ resourceId, date, startTime: null, endTime: null }]
        : intervals.map((i) => ({ resourceId, date, startTime: i.start, endTime: i.end })),
    )
}

export async function clearOverride(db: Db | Tx, resourceId: string, date: string) {
  await db
    .delete(scheduleOverrides)
    .where(and(eq(scheduleOverrides.resourceId, resourceId), eq(scheduleOverrides.date, date)))
}

export async function insertTimeOff(db: Db | Tx, values: typeof timeOff.$inferInsert) {
  return returnedRow(db.insert(timeOff).values(values).returning(), 'time off insert')
}

export async function deleteTimeOff(db: Db | Tx, resourceId: string, id: string) {
  const rows = await db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.resourceId, resourceId)))
    .returning({ id: timeOff.id })
  return rows.length > 0
}

/**
 * Locks the resource's row for a change to its schedule: two changes of one resource are made one
 * after the other, so the checks each makes (its bookings, its time off) see the other's result.
 * False when there is no such resource.
 */
export async function lockResource(tx: Tx, id: string) {
  const rows = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.id, id))
    .for('update')
  return rows.length > 0
}

/** A resource's (or every resource's) pending and confirmed bookings whose time (with buffers) ends after `from` (and starts before `to`). */
export async function findOpenBookingsOf(
  db: Db | Tx,
  { resourceId, from, to }: { resourceId?: string; from: Date; to?: Date },
) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      blockStart: bookings.blockStart,
      blockEnd: bookings.blockEnd,
      serviceName: services.name,
      customerName: users.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(
      and(
        // Every resource's, for a change that closes them all (a business closure).
        resourceId === undefined ? undefined : eq(bookings.resourceId, resourceId),
        inArray(bookings.status, ['pending', 'confirmed']),
        to ? blockOverlaps(bookings, from, to) : gt(bookings.blockEnd, from),
      ),
    )
    .orderBy(asc(bookings.startAt))
}

/** Whether the resource has time off covering all of [start, end) already. */
export async function hasTimeOffCovering(
  db: Db | Tx,
  { resourceId, start, end }: { resourceId: string; start: Date; end: Date },
) {
  const rows = await db
    .select({ id: timeOff.id })
    .from(timeOff)
    .where(
      and(
        eq(timeOff.resourceId, resourceId),
        sql`${timeOff.startsAt} <= ${start.toISOString()}::timestamptz`,
        sql`${timeOff.endsAt} >= ${end.toISOString()}::timestamptz`,
      ),
    )
    .limit(1)
  return rows.length > 0
}
