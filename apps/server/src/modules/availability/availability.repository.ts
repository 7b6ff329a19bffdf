import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { serviceFields } from '../catalogue/catalogue.repository.ts'
import { services } from '../catalogue/catalogue.table.ts'
import { businessSettings } from '../settings/settings.table.ts'
import { scheduleOverrides, timeOff, workingHours } from './availability.table.ts'

/**
 * The business settings and the service (as `findService` reads it; null when there is none), in
 * one statement: every slot list and every booking needs both first (issue #11 item 4). The
 * settings are the settings module's; it is told of the row (`rememberSettings`). Undefined when
 * the settings row is missing.
 */
export async function findSettingsAndService(db: Db | Tx, serviceId: string) {
  const [row] = await db
    .select({ settings: businessSettings, service: serviceFields })
    .from(businessSettings)
    .leftJoin(services, eq(services.id, serviceId))
    .where(eq(businessSettings.id, 1))
  return row
}

/** Hours, overrides and time off (from `since` on) of the given resources. */
type HoursRow = typeof workingHours.$inferSelect
type OverrideRow = typeof scheduleOverrides.$inferSelect
type TimeOffRow = typeof timeOff.$inferSelect

/** An active booking or a live hold that takes a resource's time (with its buffers). */
export interface BusyRow {
  resourceId: string
  serviceId: string
  blockStart: number
  blockEnd: number
  seats: number
}

/** Which bookings and holds count as busy: those touching [from, to), with the exceptions. */
export interface BusyWindow {
  from: Date
  to: Date
  now: Date
  /** A person's own hold does not stand in their way. */
  exceptHolderId?: string
  /** Nor does the booking being rescheduled. */
  exceptBookingId?: string
}

/**
 * Active bookings and live holds on `resourceIds` that touch the window, as one JSON array (a
 * sub-select of `findSchedules`). Written as SQL rather than built per request: it runs for every
 * slot list and every booking (issue #11 item 4).
 */
function busyJson(resourceIds: string[], w: BusyWindow) {
  const ids = sql`array[${sql.join(
    resourceIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`
  return sql<
    { resourceId: string; serviceId: string; blockStart: string; blockEnd: string; seats: number }[]
  >`
    coalesce((select json_agg(json_build_object('resourceId', b.resource_id, 'serviceId', b.service_id,
        'blockStart', b.block_start, 'blockEnd', b.block_end, 'seats', b.seats))
      from (select resource_id, service_id, block_start, block_end, seats from bookings
             where resource_id = any(${ids}) and status in ('pending', 'confirmed')
               and block_start < ${w.to} and block_end > ${w.from}
               ${w.exceptBookingId ? sql`and id <> ${w.exceptBookingId}` : sql``}
            union all
            select resource_id, service_id, block_start, block_end, seats from holds
             where resource_id = any(${ids}) and expires_at > ${w.now}
               and block_start < ${w.to} and block_end > ${w.from}
               ${w.exceptHolderId ? sql`and holder_id <> ${w.exceptHolderId}` : sql``}) b), '[]'::json)`
}

/**
 * The weekly hours, the date overrides from `since` and the time off ending after `since` of
 * `resourceIds`, in one statement (JSON arrays): the slot routes and every booking read it. With
 * `busy`, the bookings and holds in that window too, in the same statement.
 */
export async function findSchedules(
  db: Db | Tx,
  resourceIds: string[],
  { since, busy }: { since: Date; busy?: BusyWindow },
): Promise<{ hours: HoursRow[]; overrides: OverrideRow[]; off: TimeOffRow[]; busy: BusyRow[] }> {
  if (resourceIds.length === 0) return { hours: [], overrides: [], off: [], busy: [] }
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
      busy: busy ? busyJson(resourceIds, busy) : sql<[]>`'[]'::json`,
    })
    .from(sql`(select 1) as one`)
  if (!row) return { hours: [], overrides: [], off: [], busy: [] }
  return {
    hours: row.hours,
    overrides: row.overrides,
    off: row.off.map((t) => ({ ...t, startsAt: new Date(t.startsAt), endsAt: new Date(t.endsAt) })),
    busy: row.busy.map((b) => ({
      ...b,
      blockStart: Date.parse(b.blockStart),
      blockEnd: Date.parse(b.blockEnd),
    })),
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
  return returnedRow(db.insert(timeOff).values(values).returning(), 'time off insert')
}

export async function deleteTimeOff(db: Db | Tx, resourceId: string, id: string) {
  const rows = await db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.resourceId, resourceId)))
    .returning({ id: timeOff.id })
  return rows.length > 0
}
