import { and, asc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  resources,
  scheduleOverrides,
  serviceResources,
  services,
  timeOff,
  workingHours,
} from './catalogue.table.ts'

export type ServiceRow = typeof services.$inferSelect
export type ResourceRow = typeof resources.$inferSelect

export async function findServices(db: Db | Tx, { activeOnly }: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(services)
    .where(activeOnly ? eq(services.active, true) : undefined)
    .orderBy(asc(services.sortOrder), asc(services.name))
  const links = await db.select().from(serviceResources)
  return rows.map((s) => ({
    ...s,
    resourceIds: links.filter((l) => l.serviceId === s.id).map((l) => l.resourceId),
  }))
}

/** A service with the ids of the resources that give it, in one statement. */
export async function findService(db: Db | Tx, id: string) {
  const [row] = await db
    .select({
      ...getTableColumns(services),
      resourceIds: sql<string[]>`coalesce((select array_agg(${serviceResources.resourceId}::text)
        from ${serviceResources} where ${serviceResources.serviceId} = ${services.id}), '{}')`,
    })
    .from(services)
    .where(eq(services.id, id))
  return row
}

export async function insertService(
  tx: Tx,
  values: typeof services.$inferInsert,
  resourceIds: string[],
) {
  const [row] = await tx.insert(services).values(values).returning()
  if (!row) throw new Error('service insert returned nothing')
  await tx
    .insert(serviceResources)
    .values(resourceIds.map((resourceId) => ({ serviceId: row.id, resourceId })))
  return row
}

export async function updateServiceRow(
  tx: Tx,
  id: string,
  values: Partial<typeof services.$inferInsert>,
  resourceIds: string[] | undefined,
) {
  if (Object.keys(values).length > 0) {
    await tx
      .update(services)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(services.id, id))
  }
  if (resourceIds) {
    await tx.delete(serviceResources).where(eq(serviceResources.serviceId, id))
    await tx
      .insert(serviceResources)
      .values(resourceIds.map((resourceId) => ({ serviceId: id, resourceId })))
  }
}

export async function findResourcesByIds(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return []
  return db.select().from(resources).where(inArray(resources.id, ids))
}

export async function findResources(db: Db | Tx) {
  return db.select().from(resources).orderBy(asc(resources.name))
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

export async function insertResource(db: Db | Tx, values: typeof resources.$inferInsert) {
  const [row] = await db.insert(resources).values(values).returning()
  if (!row) throw new Error('resource insert returned nothing')
  return row
}

export async function updateResourceRow(
  db: Db | Tx,
  id: string,
  values: Partial<typeof resources.$inferInsert>,
) {
  if (Object.keys(values).length === 0) {
    // An empty PATCH changes nothing (and UPDATE needs a column): the row as it is, if any.
    const [row] = await db.select().from(resources).where(eq(resources.id, id))
    return row
  }
  const [row] = await db.update(resources).set(values).where(eq(resources.id, id)).returning()
  return row
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
