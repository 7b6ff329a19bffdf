import { and, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bookings, holds } from '../bookings/bookings.table.ts'
import { scheduleOverrides, timeOff, workingHours } from './availability.table.ts'

/** What takes a resource's time: pending and confirmed bookings (live holds too, below). */
const active = inArray(bookings.status, ['pending', 'confirmed'])

/** Active bookings and live holds on `resourceIds` that touch [from, to), in one statement. */
export async function findBusy(
  db: Db | Tx,
  {
    resourceIds,
    from,
    to,
    now,
    exceptHolderId,
    exceptBookingId,
  }: {
    resourceIds: string[]
    from: Date
    to: Date
    now: Date
    exceptHolderId?: string
    exceptBookingId?: string
  },
) {
  if (resourceIds.length === 0) return []
  return db
    .select({
      resourceId: bookings.resourceId,
      serviceId: bookings.serviceId,
      blockStart: bookings.blockStart,
      blockEnd: bookings.blockEnd,
      seats: bookings.seats,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.resourceId, resourceIds),
        active,
        lt(bookings.blockStart, to),
        gt(bookings.blockEnd, from),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    )
    .unionAll(
      db
        .select({
          resourceId: holds.resourceId,
          serviceId: holds.serviceId,
          blockStart: holds.blockStart,
          blockEnd: holds.blockEnd,
          seats: holds.seats,
        })
        .from(holds)
        .where(
          and(
            inArray(holds.resourceId, resourceIds),
            gt(holds.expiresAt, now),
            lt(holds.blockStart, to),
            gt(holds.blockEnd, from),
            exceptHolderId ? ne(holds.holderId, exceptHolderId) : undefined,
          ),
        ),
    )
}

/** Hours, overrides and time off (from `since` on) of the given resources. */
type HoursRow = typeof workingHours.$inferSelect
type OverrideRow = typeof scheduleOverrides.$inferSelect
type TimeOffRow = typeof timeOff.$inferSelect

/**
 * The weekly hours, the date overrides from `since` and the time off ending after `since` of
 * `resourceIds`, in one statement (three JSON arrays): the slot routes and every booking read it.
 */
export async function findSchedules(
  db: Db | Tx,
  resourceIds: string[],
  { since }: { since: Date },
): Promise<{ hours: HoursRow[]; overrides: OverrideRow[]; off: TimeOffRow[] }> {
  if (resourceIds.length === 0) return { hours: [], overrides: [], off: [] }
  const [row] = await db
    .select({
      hours: sql<HoursRow[]>`coalesce((select json_agg(json_build_object(
          'id', ${workingHours.id}, 'resourceId', ${workingHours.resourceId},
          'weekday', ${workingHours.weekday}, 'startTime', ${workingHours.startTime},
          'endTime', ${workingHours.endTime}))
        from ${workingHours} where ${inArray(workingHours.resourceId, resourceIds)}), '[]'::json)`,
      overrides: sql<OverrideRow[]>`coalesce((select json_agg(json_build_object(
          'id', ${scheduleOverrides.id}, 'resourceId', ${scheduleOverrides.resourceId},
          'date', ${scheduleOverrides.date}, 'startTime', ${scheduleOverrides.startTime},
          'endTime', ${scheduleOverrides.endTime}))
        from ${scheduleOverrides}
        where ${and(
          inArray(scheduleOverrides.resourceId, resourceIds),
          gte(scheduleOverrides.date, since.toISOString().slice(0, 10)),
        )}), '[]'::json)`,
      off: sql<(Omit<TimeOffRow, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string })[]>`
        coalesce((select json_agg(json_build_object(
          'id', ${timeOff.id}, 'resourceId', ${timeOff.resourceId},
          'startsAt', ${timeOff.startsAt}, 'endsAt', ${timeOff.endsAt}, 'reason', ${timeOff.reason}))
        from ${timeOff}
        where ${and(inArray(timeOff.resourceId, resourceIds), gte(timeOff.endsAt, since))}), '[]'::json)`,
    })
    .from(sql`(select 1) as one`)
  if (!row) return { hours: [], overrides: [], off: [] }
  return {
    hours: row.hours,
    overrides: row.overrides,
    off: row.off.map((t) => ({ ...t, startsAt: new Date(t.startsAt), endsAt: new Date(t.endsAt) })),
  }
}

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
  const [row] = await db.insert(timeOff).values(values).returning()
  if (!row) throw new Error('time off insert returned nothing')
  return row
}

export async function deleteTimeOff(db: Db | Tx, resourceId: string, id: string) {
  const rows = await db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.resourceId, resourceId)))
    .returning({ id: timeOff.id })
  return rows.length > 0
}
