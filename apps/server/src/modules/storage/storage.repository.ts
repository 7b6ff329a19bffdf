import { and, asc, desc, eq, ilike, inArray, like, ne, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { storageBuckets, storageObjects } from './storage.table.ts'

export type BucketRow = typeof storageBuckets.$inferSelect
export type ObjectRow = typeof storageObjects.$inferSelect

export async function findBuckets(db: Db | Tx) {
  return db.select().from(storageBuckets).orderBy(asc(storageBuckets.id))
}

export async function findBucket(db: Db | Tx, id: string) {
  const [row] = await db.select().from(storageBuckets).where(eq(storageBuckets.id, id))
  return row
}

/** The new bucket, or undefined when the id is taken. */
export async function insertBucket(db: Db | Tx, values: typeof storageBuckets.$inferInsert) {
  const [row] = await db.insert(storageBuckets).values(values).onConflictDoNothing().returning()
  return row
}

export async function updateBucketRow(
  db: Db | Tx,
  id: string,
  values: Partial<Pick<BucketRow, 'public' | 'fileSizeLimit' | 'allowedMimeTypes'>>,
) {
  const [row] = await db
    .update(storageBuckets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(storageBuckets.id, id))
    .returning()
  return row
}

export async function deleteBucketRow(db: Db | Tx, id: string) {
  const [row] = await db.delete(storageBuckets).where(eq(storageBuckets.id, id)).returning()
  return row
}

export async function bucketHasObjects(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(eq(storageObjects.bucketId, id))
    .limit(1)
  return row !== undefined
}

export async function findObject(db: Db | Tx, bucketId: string, name: string) {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucketId, bucketId), eq(storageObjects.name, name)))
  return row
}

/** The object row, locked until the transaction ends. */
export async function lockObject(tx: Tx, bucketId: string, name: string) {
  const [row] = await tx
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucketId, bucketId), eq(storageObjects.name, name)))
    .for('update')
  return row
}

export async function findObjects(db: Db | Tx, bucketId: string, names: string[]) {
  if (names.length === 0) return []
  return db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucketId, bucketId), inArray(storageObjects.name, names)))
}

/**
 * How many files and bytes `ownerId` has in the bucket, leaving out the object at `except` (the
 * one an upsert replaces).
 */
export async function ownerUsage(
  db: Db | Tx,
  { bucketId, ownerId, except }: { bucketId: string; ownerId: string; except?: string },
) {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${storageObjects.size}), 0)::bigint`,
    })
    .from(storageObjects)
    .where(
      and(
        eq(storageObjects.bucketId, bucketId),
        eq(storageObjects.ownerId, ownerId),
        except === undefined ? undefined : ne(storageObjects.name, except),
      ),
    )
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) }
}

/**
 * Holds one user's writes to one bucket until the transaction ends, so two uploads at once
 * cannot both fit in the room left by their quota.
 */
export async function lockOwnerQuota(tx: Tx, bucketId: string, ownerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`storage-quota\n${bucketId}\n${ownerId}`}, 0))`,
  )
}

export async function insertObject(db: Db | Tx, values: typeof storageObjects.$inferInsert) {
  return returnedRow(db.insert(storageObjects).values(values).returning(), 'object insert')
}

export async function updateObjectRow(
  db: Db | Tx,
  id: string,
  values: Partial<Omit<typeof storageObjects.$inferInsert, 'id' | 'bucketId'>>,
) {
  const [row] = await db
    .update(storageObjects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(storageObjects.id, id))
    .returning()
  return row
}

/** Renames the object if it still has `from`; undefined when it was renamed or removed since. */
export async function renameObject(db: Db | Tx, id: string, from: string, to: string) {
  const [row] = await db
    .update(storageObjects)
    .set({ name: to, updatedAt: sql`now()` })
    .where(and(eq(storageObjects.id, id), eq(storageObjects.name, from)))
    .returning()
  return row
}

/** Deletes every object row of a bucket; answers with them (their bytes are the caller's). */
export async function deleteBucketObjects(db: Db | Tx, bucketId: string) {
  return db.delete(storageObjects).where(eq(storageObjects.bucketId, bucketId)).returning()
}

/** Every object `ownerId` owns (erasing a person). */
export const deleteObjectsOwnedBy = (tx: Tx, ownerId: string) =>
  tx.delete(storageObjects).where(eq(storageObjects.ownerId, ownerId)).returning()

export async function deleteObjectRows(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return []
  return db.delete(storageObjects).where(inArray(storageObjects.id, ids)).returning()
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

export type SortColumn = 'name' | 'created_at' | 'updated_at'

/**
 * One level of a bucket, as storage-js lists it: the sub-folders of `folder` (names only,
 * sorted by name) first, then the objects directly in it, sorted by `sort`; `limit` and
 * `offset` count across both. `folder` is '' or ends with '/'. With `ownerId`, only that
 * user's objects (and the folders holding them) count.
 */
export async function listFolder(
  db: Db | Tx,
  {
    bucketId,
    folder,
    search,
    ownerId,
    sort,
    limit,
    offset,
  }: {
    bucketId: string
    folder: string
    search: string
    ownerId: string | undefined
    sort: { column: SortColumn; order: 'asc' | 'desc' }
    limit: number
    offset: number
  },
) {
  const o = storageObjects
  const rest = sql<string>`substr(${o.name}, char_length(${folder}) + 1)`
  const scope: SQL | undefined = and(
    eq(o.bucketId, bucketId),
    folder === '' ? undefined : like(o.name, `${escapeLike(folder)}%`),
    search === '' ? undefined : ilike(rest, `${escapeLike(search)}%`),
    ownerId === undefined ? undefined : eq(o.ownerId, ownerId),
  )
  const inSubFolder = sql`strpos(${rest}, '/') > 0`
  const folderName = sql<string>`split_part(${rest}, '/', 1)`
  const direction = sort.column === 'name' && sort.order === 'desc' ? 'desc' : 'asc'
  const folderOrder = sort.order === 'desc' ? sql`1 desc` : sql`1 asc`

  const [counted] = await db
    .select({ n: sql<number>`count(distinct ${folderName})::int` })
    .from(o)
    .where(and(scope, inSubFolder))
  const folderCount = Number(counted?.n ?? 0)

  const folders =
    offset < folderCount
      ? (
          await db
            .select({ name: folderName })
            .from(o)
            .where(and(scope, inSubFolder))
            .groupBy(sql`1`)
            .orderBy(folderOrder)
            .limit(limit)
            .offset(offset)
        ).map((f) => f.name)
      : []

  const fileLimit = limit - folders.length
  const column = { name: o.name, created_at: o.createdAt, updated_at: o.updatedAt }[sort.column]
  const files =
    fileLimit > 0
      ? await db
          .select()
          .from(o)
          .where(and(scope, sql`strpos(${rest}, '/') = 0`))
          .orderBy(
            sort.order === 'desc' ? desc(column) : asc(column),
            direction === 'desc' ? desc(o.name) : asc(o.name),
          )
          .limit(fileLimit)
          .offset(Math.max(0, offset - folderCount))
      : []
  return { folders, files }
}
