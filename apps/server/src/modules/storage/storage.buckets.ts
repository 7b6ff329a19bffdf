import { type Bucket, bucketIdSchema, type CreateBucket, type UpdateBucket } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { isForeignKeyViolation } from '../../db/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { bucketExists, bucketNotEmpty, bucketNotFound } from './storage.errors.ts'
import {
  type BucketRow,
  bucketHasObjects,
  deleteBucketRow,
  findBucket,
  findBuckets,
  insertBucket,
  updateBucketRow,
} from './storage.repository.ts'

const toBucket = (row: BucketRow): Bucket => ({
  id: row.id,
  public: row.public,
  fileSizeLimit: row.fileSizeLimit,
  allowedMimeTypes: row.allowedMimeTypes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export async function bucketOr404(db: Db, id: string) {
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
      input: CreateBucket
    }): Promise<Bucket> {
      const row = await db.transaction(async (tx) => {
        const created = await insertBucket(tx, {
          id: input.id,
          public: input.public ?? false,
          fileSizeLimit: input.fileSizeLimit ?? null,
          allowedMimeTypes: input.allowedMimeTypes ?? null,
        })
        if (!created) throw bucketExists()
        await writeAudit(tx, {
          actorId,
          action: 'storage.bucket_created',
          entity: 'storage_bucket',
          entityId: created.id,
          data: input,
        })
        return created
      })
      return toBucket(row)
    },

    /** Creates the bucket unless it exists (an existing one keeps its settings). */
    async ensureBucket(input: CreateBucket): Promise<Bucket> {
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
      input: UpdateBucket
    }): Promise<Bucket> {
      const row = await db.transaction(async (tx) => {
        const updated = await updateBucketRow(tx, id, input)
        if (!updated) throw bucketNotFound()
        await writeAudit(tx, {
          actorId,
          action: 'storage.bucket_updated',
          entity: 'storage_bucket',
          entityId: id,
          data: input,
        })
        return updated
      })
      return toBucket(row)
    },

    async deleteBucket({ actorId, id }: { actorId: string | null; id: string }): Promise<Bucket> {
      try {
        const row = await db.transaction(async (tx) => {
          if (await bucketHasObjects(tx, id)) throw bucketNotEmpty()
          const deleted = await deleteBucketRow(tx, id)
          if (!deleted) throw bucketNotFound()
          await writeAudit(tx, {
            actorId,
            action: 'storage.bucket_deleted',
            entity: 'storage_bucket',
            entityId: id,
          })
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
