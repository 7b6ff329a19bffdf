import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { resources, serviceResources, services } from './catalogue.table.ts'

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

/**
 * The resources of the service of the row, read once for the whole statement: a lateral
 * sub-select, joined by every select of `serviceFields` (`.leftJoin(serviceResourceIds,
 * sql`true`)`). `all_ids` and `active_ids` are `serviceFields`' lists, as uuid[] (node-postgres
 * reads them as strings): the schedule reads test every row they find against `active_ids`
 * (availability.repository.ts), and as text[] each test would cast the whole list to uuids
 * again. Written as a sub-select where each is used, the slot list's statement would read
 * `service_resources` seven times.
 */
export const serviceResourceIds = sql`lateral (select
    coalesce(array_agg(resource_id), '{}') as all_ids,
    coalesce(array_agg(resource_id) filter (where active), '{}') as active_ids
  from (select ${serviceResources.resourceId} as resource_id,
          (select ${resources.active} from ${resources}
            where ${resources.id} = ${serviceResources.resourceId}) as active
        from ${serviceResources} where ${serviceResources.serviceId} = ${services.id}) as ids
  ) as service_resource_ids`

/**
 * What `findService` reads: a service's columns with the ids of the resources that give it (also
 * read next to the business settings by the slot lists and bookings, availability.repository.ts).
 * Its select joins `serviceResourceIds`.
 */
export const serviceFields = {
  ...getTableColumns(services),
  resourceIds: sql<string[]>`service_resource_ids.all_ids`,
  /**
   * Those of `resourceIds` in use, the only ones that offer times; in the same order (a
   * filter, not a join, so the first free resource is the one it was).
   */
  activeResourceIds: sql<string[]>`service_resource_ids.active_ids`,
}

/** A service with the ids of the resources that give it, in one statement. */
export async function findService(db: Db | Tx, id: string) {
  const [row] = await db
    .select(serviceFields)
    .from(services)
    .leftJoin(serviceResourceIds, sql`true`)
    .where(eq(services.id, id))
  return row
}

export async function insertService(
  tx: Tx,
  values: typeof services.$inferInsert,
  resourceIds: string[],
) {
  const row = await returnedRow(tx.insert(services).values(values).returning(), 'service insert')
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
      .set({ ...values, updatedAt: sql`now()` })
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

export async function insertResource(db: Db | Tx, values: typeof resources.$inferInsert) {
  return returnedRow(db.insert(resources).values(values).returning(), 'resource insert')
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
