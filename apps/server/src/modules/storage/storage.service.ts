import crypto from 'node:crypto'
import { bucketIdSchema, type Role, type StorageObject, storageDefaults } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts'
import type { Clock } from '../../lib/clock.ts'
import type { StorageBody, StorageDriver } from '../../lib/storage/driver.ts'
import { checkSignature, signatureSampleBytes, uploadType } from './media-type.ts'
import { meter, peek } from './object-body.ts'
import {
  checkAllowed,
  checkName,
  checkQuota,
  keyOf,
  normaliseCacheControl,
  toObject,
} from './object-rules.ts'
import { signedUploads } from './signed-uploads.ts'
import { bucketOperations, bucketOr404 as findBucketOr404 } from './storage.buckets.ts'
import {
  bucketNotFound,
  forbidden,
  objectExists,
  objectNotFound,
  quotaExceeded,
  sessionMissing,
  tooLarge,
} from './storage.errors.ts'
import {
  type BucketPolicies,
  createPermissions,
  type StorageActor,
  storagePolicies,
} from './storage.policy.ts'
import { objectReads } from './storage.reads.ts'
import {
  type BucketRow,
  deleteObjectRows,
  deleteObjectsOwnedBy,
  findBucket,
  findObject,
  findObjects,
  insertObject,
  lockObject,
  lockOwnerQuota,
  type ObjectRow,
  ownerUsage,
  renameObject,
  updateObjectRow,
} from './storage.repository.ts'

export type { OpenableObject } from './object-rules.ts'
export { signedUploadSeconds } from './signed-uploads.ts'
export type { StorageActor } from './storage.policy.ts'
export { storageBasePath } from './storage.reads.ts'

/** How many stored files one call to the driver removes when a bucket is emptied. */
const discardBatch = 1000

export interface StorageServiceDeps {
  db: Db
  driver: StorageDriver
  /** The server's auth secret; signed links are HMACs keyed from it. */
  signingSecret: string
  /** The address people use; signed links are absolute. */
  publicUrl: string
  /** The most one file may have, in bytes, whatever a bucket says. */
  maxFileSize: number
  /** Who may write where, and quotas; `storagePolicies` unless a test needs tighter ones. */
  policies?: BucketPolicies
  /** Signed links expire by it. */
  clock: Clock
}

/** A move or copy of an object from one name to another inside its bucket. */
interface ObjectTransfer {
  actor: StorageActor
  bucketId: string
  sourceKey: string
  destinationKey: string
}

export type StorageService = ReturnType<typeof createStorageService>

/**
 * The storage service: every permission is checked here, so routes and other modules (quotes)
 * get the same rules. Calls take one object and need no transaction from the caller.
 */
export function createStorageService({
  db,
  driver,
  maxFileSize,
  policies = storagePolicies,
  clock,
  // What signed links are made of: the secret and the public address.
  ...links
}: StorageServiceDeps) {
  const permissions = createPermissions(policies)
  const { canRead, canChange, canCreate } = permissions
  const limitOf = (bucket: BucketRow | undefined) =>
    Math.min(bucket?.fileSizeLimit ?? maxFileSize, maxFileSize)

  const bucketOr404 = (id: string) => findBucketOr404(db, id)
  const { emptyBucketRows, ...buckets } = bucketOperations(db)
  const { readable, ...reads } = objectReads({ ...links, db, driver, permissions, clock })

  /** Removes bytes no row points to any more; a leftover is harmless, so failures are dropped. */
  async function discard(keys: string[]) {
    if (keys.length > 0) await driver.delete(keys).catch(() => undefined)
  }

  /** The object if `actor` may change it: 404 when they cannot even see it, 403 when only see. */
  async function changeable(actor: StorageActor, bucketId: string, name: string) {
    if (actor === null) throw sessionMissing()
    const found = await readable(actor, bucketId, name)
    if (!canChange(actor, found.bucket, found.row)) {
      throw forbidden('You can only change your own files')
    }
    return found
  }

  function assertCreate(actor: StorageActor, bucket: BucketRow, name: string) {
    if (!canCreate(actor, bucket, name)) throw forbidden(permissions.createRefusal(actor, bucket))
  }

  /**
   * Runs `write` in a transaction; when `owner` has a quota in the bucket, under a lock on their
   * writes there and after checking that one more file of `size` bytes still fits.
   */
  async function withinQuota<T>(
    bucket: BucketRow,
    owner: { id: string; role: Role } | null,
    size: number,
    except: string | undefined,
    write: (tx: Tx) => Promise<T>,
  ) {
    const quota = permissions.quotaOf(bucket, owner)
    return db.transaction(async (tx) => {
      if (quota && owner) {
        await lockOwnerQuota(tx, bucket.id, owner.id)
        checkQuota(
          quota,
          await ownerUsage(tx, { bucketId: bucket.id, ownerId: owner.id, except }),
          size,
        )
      }
      return write(tx)
    })
  }

  return {
    /** The most one file may have, in bytes, whatever a bucket says. */
    maxFileSize,

    /** The most one file may have in this bucket (the server's limit when there is no such bucket). */
    async uploadLimit(bucketId: string) {
      // A name no bucket can have (a NUL…) is not worth a query, nor one the database refuses.
      if (!bucketIdSchema.safeParse(bucketId).success) return limitOf(undefined)
      return limitOf(await findBucket(db, bucketId))
    },

    ...buckets,

    /**
     * Stores a file at `name`: 409 when the path is taken unless `upsert`; 413 past the bucket's
     * (or the server's) size limit or the owner's quota of bytes, counted while the bytes arrive;
     * 409 past their quota of files; 415 for a type the bucket does not take, a type with more
     * than a charset, or bytes that do not start as the type's files do. The bytes are written
     * first, then the row; if the row fails, the bytes go.
     */
    async createObject({
      actor,
      onBehalfOf,
      bucketId,
      name,
      body,
      contentType,
      cacheControl,
      upsert = storageDefaults.upsert,
      mustExist = false,
      declaredSize,
    }: {
      actor: StorageActor
      /**
       * With actor 'system': the user the server writes for, after checking its own rules (the
       * quotes module: the quote is theirs). They own the file and it counts against their quota.
       */
      onBehalfOf?: { id: string; role: Role }
      bucketId: string
      name: string
      body: StorageBody
      contentType?: string
      /** Seconds (`3600`) or a Cache-Control value; default max-age=3600. */
      cacheControl?: string
      upsert?: boolean
      /** Replace only (storage-js `update`): 404 when there is nothing at `name` yet. */
      mustExist?: boolean
      /** The request's Content-Length, checked before a byte is read. */
      declaredSize?: number
    }): Promise<StorageObject> {
      if (actor === null) throw sessionMissing()
      checkName(name)
      const bucket = await bucketOr404(bucketId)
      if (!permissions.writesHere(actor, bucket))
        throw forbidden(permissions.createRefusal(actor, bucket))
      const { type, essence } = uploadType(contentType, bucket.allowedMimeTypes)
      checkAllowed(bucket, essence)
      const cache = normaliseCacheControl(cacheControl)
      const limit = limitOf(bucket)
      if (declaredSize !== undefined && declaredSize > limit) throw tooLarge(limit)
      const owner = actor === 'system' ? (onBehalfOf ?? null) : actor

      const decide = (current: ObjectRow | undefined) => {
        if (!current && mustExist) throw objectNotFound()
        if (current && !upsert && !mustExist) throw objectExists()
        if (current && !canChange(actor, bucket, current)) {
          throw forbidden('You can only replace your own files')
        }
        if (!current) assertCreate(actor, bucket, name)
      }
      decide(await findObject(db, bucketId, name))

      // The quota is checked before a byte is read, and bounds how many may be read.
      const quota = permissions.quotaOf(bucket, owner)
      let room = Number.POSITIVE_INFINITY
      if (quota && owner) {
        const used = await ownerUsage(db, { bucketId, ownerId: owner.id, except: name })
        checkQuota(quota, used, declaredSize ?? 0)
        room = quota.bytes - used.bytes
      }
      const peeked = await peek(body, signatureSampleBytes)
      await checkSignature(essence, peeked.head, bucket.allowedMimeTypes)

      const version = crypto.randomUUID()
      const key = keyOf({ bucketId, version })
      const metered = meter(peeked.body, (size) => {
        if (size > limit) throw tooLarge(limit)
        if (quota && size > room) throw quotaExceeded(quota.bytes, quota.bytes - room)
      })
      await driver.put(key, metered.body, { contentType: type })
      const { size, sha256 } = metered.result()

      let replaced: ObjectRow | undefined
      let row: ObjectRow
      try {
        row = await withinQuota(bucket, owner, size, name, async (tx) => {
          const current = await lockObject(tx, bucketId, name)
          decide(current)
          const values = { version, size, mimeType: type, cacheControl: cache, sha256 }
          if (current) {
            replaced = current
            const updated = await updateObjectRow(tx, current.id, values)
            if (!updated) throw objectNotFound()
            return updated
          }
          return insertObject(tx, { ...values, bucketId, name, ownerId: owner?.id ?? null })
        })
      } catch (error) {
        await discard([key])
        if (isUniqueViolation(error)) throw objectExists()
        if (isForeignKeyViolation(error)) throw bucketNotFound()
        throw error
      }
      if (replaced) await discard([keyOf(replaced)])
      return toObject(row)
    },

    ...reads,

    /**
     * Removes every object of a bucket (admins: storage-js `emptyBucket`); the bucket and its
     * settings stay. Answers how many went.
     */
    async emptyBucket({ actorId, id }: { actorId: string | null; id: string }) {
      const removed = await emptyBucketRows({ actorId, id })
      for (let i = 0; i < removed.length; i += discardBatch) {
        await discard(removed.slice(i, i + discardBatch).map(keyOf))
      }
      return { removed: removed.length }
    },

    ...signedUploads({ db, permissions, clock, signingSecret: links.signingSecret }),

    /** Renames an object inside its bucket; the bytes stay where they are. */
    async moveObject({
      actor,
      bucketId,
      sourceKey,
      destinationKey,
    }: ObjectTransfer): Promise<StorageObject> {
      checkName(destinationKey)
      const { bucket, row } = await changeable(actor, bucketId, sourceKey)
      assertCreate(actor, bucket, destinationKey)
      if (await findObject(db, bucketId, destinationKey)) throw objectExists()
      try {
        const moved = await renameObject(db, row.id, sourceKey, destinationKey)
        if (!moved) throw objectNotFound()
        return toObject(moved)
      } catch (error) {
        if (isUniqueViolation(error)) throw objectExists()
        throw error
      }
    },

    /** Copies an object inside its bucket; the copy belongs to `actor`. */
    async copyObject({
      actor,
      bucketId,
      sourceKey,
      destinationKey,
    }: ObjectTransfer): Promise<StorageObject> {
      if (actor === null) throw sessionMissing()
      checkName(destinationKey)
      const { bucket, row } = await readable(actor, bucketId, sourceKey)
      assertCreate(actor, bucket, destinationKey)
      if (await findObject(db, bucketId, destinationKey)) throw objectExists()
      const owner = actor === 'system' ? null : actor
      const quota = permissions.quotaOf(bucket, owner)
      if (quota && owner) {
        checkQuota(quota, await ownerUsage(db, { bucketId, ownerId: owner.id }), row.size)
      }
      const version = crypto.randomUUID()
      const key = keyOf({ bucketId, version })
      await driver.copy(keyOf(row), key)
      try {
        const copied = await withinQuota(bucket, owner, row.size, undefined, (tx) =>
          insertObject(tx, {
            bucketId,
            name: destinationKey,
            version,
            size: row.size,
            mimeType: row.mimeType,
            cacheControl: row.cacheControl,
            sha256: row.sha256,
            ownerId: owner?.id ?? null,
          }),
        )
        return toObject(copied)
      } catch (error) {
        await discard([key])
        if (isUniqueViolation(error)) throw objectExists()
        throw error
      }
    },

    /**
     * Removes the named objects `actor` may change and answers with them; names that do not
     * exist or are not theirs are left alone (as storage-js's remove does under RLS).
     */
    async removeObjects({
      actor,
      bucketId,
      names,
    }: {
      actor: StorageActor
      bucketId: string
      names: string[]
    }): Promise<StorageObject[]> {
      if (actor === null) throw sessionMissing()
      for (const name of names) checkName(name)
      const bucket = await bucketOr404(bucketId)
      const rows = (await findObjects(db, bucketId, [...new Set(names)])).filter(
        (row) => canRead(actor, bucket, row) && canChange(actor, bucket, row),
      )
      const removed = await deleteObjectRows(
        db,
        rows.map((r) => r.id),
      )
      await discard(removed.map(keyOf))
      return removed.map(toObject)
    },

    /**
     * Erasing a person (decision 050): the rows of every object they own go on the caller's
     * transaction; `discard` the keys answered once it has committed, and the bytes go too.
     */
    async removeRowsOwnedBy(tx: Tx, ownerId: string): Promise<string[]> {
      return (await deleteObjectsOwnedBy(tx, ownerId)).map(keyOf)
    },
    discard,

    /**
     * Files the server keeps for itself (a person's data export, decision 051): under `_server/`,
     * which no bucket id can start with, so no storage route lists, signs or serves them.
     */
    serverFiles: {
      put: (name: string, body: StorageBody, contentType: string) =>
        driver.put(serverKey(name), body, { contentType }),
      open: (name: string) => driver.get(serverKey(name)),
      remove: (names: string[]) => discard(names.map(serverKey)),
    },
  }
}

/** Where a server file's bytes are: bucket ids start with a letter or digit, never `_`. */
const serverKey = (name: string) => `_server/${name}`
