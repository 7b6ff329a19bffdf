import { type Bucket, bucketIdSchema } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import { isForeignKeyViolation } from '../../db/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { bucketExists, bucketNotEmpty, bucketNotFound } from './storage.errors.ts'
import {
  type BucketRow,
  bucketHasObjects,
  deleteBucketObjects,
  deleteBucketRow,
  findBucket,
  findBuckets,
  insertBucket,
  updateBucketRow,
} from './storage.repository.ts'

/** What a bucket's settings are made of, in one spelling (routes read `bucketSettingsOf`). */
type BucketSettings = Partial<Pick<Bucket, 'public' | 'fileSizeLimit' | 'allowedMimeTypes'>>
type NewBucket = BucketSettings & { id: string }

const toBucket = (row: BucketRow): Bucket => ({
  id: row.id,
  public: row.public,
  fileSizeLimit: row.fileSizeLimit,
  allowedMimeTypes: row.allowedMimeTypes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** A change to bucket `id`, as its audit row says it. */
interface BucketChange {
  actorId: string | null
  id: string
  change: 'created' | 'updated' | 'emptied' | 'deleted'
  data?: Record<string, unknown>
}

/** Writes the audit row of a change to a bucket, in the change's transaction. */
const auditBucket = (tx: Tx, { change, id, ...entry }: BucketChange) =>
  writeAudit(tx, {
    ...entry,
    action: `storage.bucket_${change}`,
    entity: 'storage_bucket',
    entityId: id,
  })

export async function bucketOr404(db: Db | Tx, id: string) {
  // A name no bucket can have (a NUL, a slash…) is not worth a query: none by that name.
  if (!bucketIdSchema.safeParse(id).success) throw bucketNotFound()
  const bucket = await findBucket(db, id)
  if (!bucket) throw bucketNotFound()
  return bucket
}

/** Buckets: admins manage them through the routes; modules ensure the ones they use. */
export function bucketOperations(db: Db) {
  return {
    async listBuckets(): Promise<Bucket[]> {
      return (await findBuckets(db)).map(toBucket)
    },

    async getBucket(id: string): Promise<Bucket> {
      return toBucket(await bucketOr404(db, id))
    },

    async createBucket({
      actorId,
      input,
    }: {
      actorId: string | null
      input: NewBucket
    }): Promise<Bucket> {
      const row = await db.transaction(async (tx) => {
        const created = await insertBucket(tx, {
          id: input.id,
          public: input.public ?? false,
          fileSizeLimit: input.fileSizeLimit ?? null,
          allowedMimeTypes: input.allowedMimeTypes ?? null,
        })
        if (!created) throw bucketExists()
        await auditBucket(tx, { actorId, id: created.id, change: 'created', data: input })
        return created
      })
      return toBucket(row)
    },

    /** Creates the bucket unless it exists (an existing one keeps its settings). */
    async ensureBucket(input: NewBucket): Promise<Bucket> {
      await insertBucket(db, {
        id: input.id,
        public: input.public ?? false,
        fileSizeLimit: input.fileSizeLimit ?? null,
        allowedMimeTypes: input.allowedMimeTypes ?? null,
      })
      return toBucket(await bucketOr404(db, input.id))
    },

    async updateBucket({
      actorId,
      id,
      input,
    }: {
      actorId: string | null
      id: string
      input: BucketSettings
    }): Promise<Bucket> {
      const row = await db.transaction(async (tx) => {
        const updated = await updateBucketRow(tx, id, input)
        if (!updated) throw bucketNotFound()
        await auditBucket(tx, { actorId, id, change: 'updated', data: input })
        return updated
      })
      return toBucket(row)
    },

    /**
     * Removes every object of a bucket, whoever owns it, in one transaction; answers with their
     * rows, whose bytes the caller then discards.
     */
    async emptyBucketRows({ actorId, id }: { actorId: string | null; id: string }) {
      return db.transaction(async (tx) => {
        await bucketOr404(tx, id)
        const removed = await deleteBucketObjects(tx, id)
        await auditBucket(tx, { actorId, id, change: 'emptied', data: { objects: removed.length } })
        return removed
      })
    },

    async deleteBucket({ actorId, id }: { actorId: string | null; id: string }): Promise<Bucket> {
      try {
        const row = await db.transaction(async (tx) => {
          if (await bucketHasObjects(tx, id)) throw bucketNotEmpty()
          const deleted = await deleteBucketRow(tx, id)
          if (!deleted) throw bucketNotFound()
          await auditBucket(tx, { actorId, id, change: 'deleted' })
          return deleted
        })
        return toBucket(row)
      } catch (error) {
        // An object arrived between the check and the delete.
        if (isForeignKeyViolation(error)) throw bucketNotEmpty()
        throw error
      }
    },
  }
}
