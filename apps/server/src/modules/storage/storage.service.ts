import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import {
  type Bucket,
  bucketIdSchema,
  type CreateBucket,
  folderPrefixProblem,
  type ListEntry,
  type ListObjectsInput,
  listObjectsSchema,
  objectNameProblem,
  type SignedUrl,
  type StorageObject,
  storageDefaults,
  type UpdateBucket,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { StorageBody, StorageDriver } from '../../lib/storage/driver.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import type { Role } from '../auth/roles.ts'
import { createUrlSigner } from './signed-url.ts'
import {
  bucketExists,
  bucketNotEmpty,
  bucketNotFound,
  forbidden,
  invalidPath,
  invalidSignature,
  objectExists,
  objectNotFound,
  sessionMissing,
  tooLarge,
  typeNotAllowed,
  urlExpired,
} from './storage.errors.ts'
import {
  type BucketRow,
  bucketHasObjects,
  deleteBucketRow,
  deleteObjectRows,
  findBucket,
  findBuckets,
  findObject,
  findObjects,
  insertBucket,
  insertObject,
  listFolder,
  lockObject,
  type ObjectRow,
  renameObject,
  updateBucketRow,
  updateObjectRow,
} from './storage.repository.ts'

/**
 * Who is asking: a signed-in user, nobody (null: public reads only), or 'system' for the
 * server's own code, which may do anything and owns what it writes (ownerId null).
 */
export type StorageActor = { id: string; role: Role } | 'system' | null

/** Where signed links point; the lead mounts the routes here. */
export const storageBasePath = '/api/v1/storage'

export interface StorageServiceDeps {
  db: Db
  driver: StorageDriver
  /** The server's auth secret; signed links are HMACs keyed from it. */
  signingSecret: string
  /** The address people use; signed links are absolute. */
  publicUrl: string
  /** The most one file may have, in bytes, whatever a bucket says. */
  maxFileSize: number
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number
}

export type StorageService = ReturnType<typeof createStorageService>

const pgCode = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.cause?.code ?? e?.code
}

const keyOf = (row: { bucketId: string; version: string }) => `${row.bucketId}/${row.version}`

const isStaff = (actor: StorageActor) =>
  actor === 'system' || (actor !== null && (actor.role === 'operator' || actor.role === 'admin'))
const actorId = (actor: StorageActor) => (actor === null || actor === 'system' ? null : actor.id)

/**
 * Private buckets: the uploader and staff. Public buckets: anyone reads; signed-in users write
 * under their own folder `<userId>/…`; staff anywhere.
 */
function canRead(actor: StorageActor, bucket: BucketRow, row: ObjectRow) {
  return bucket.public || isStaff(actor) || (row.ownerId !== null && row.ownerId === actorId(actor))
}
function canChange(actor: StorageActor, bucket: BucketRow, row: ObjectRow) {
  if (isStaff(actor)) return true
  const id = actorId(actor)
  if (id === null) return false
  return bucket.public ? row.name.startsWith(`${id}/`) : row.ownerId === id
}
function canCreate(actor: StorageActor, bucket: BucketRow, name: string) {
  if (isStaff(actor)) return true
  const id = actorId(actor)
  if (id === null) return false
  return bucket.public ? name.startsWith(`${id}/`) : true
}

function checkName(name: string) {
  const problem = objectNameProblem(name)
  if (problem) throw invalidPath(problem, name)
  return name
}

const mediaType = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;[^\r\n]*)?$/
function normaliseType(contentType: string | undefined) {
  const type = contentType?.trim() || 'application/octet-stream'
  if (type.length > 255 || !mediaType.test(type)) {
    throw new AppError({
      code: 'validation_failed',
      message: 'The content type is not a media type (type/subtype)',
      details: [{ path: 'content-type', message: 'Use type/subtype' }],
    })
  }
  return type
}
const essenceOf = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase()

function checkType(bucket: BucketRow, type: string) {
  const allowed = bucket.allowedMimeTypes
  if (!allowed) return
  const essence = essenceOf(type)
  const family = `${essence.split('/')[0]}/*`
  if (!allowed.includes(essence) && !allowed.includes(family)) {
    throw typeNotAllowed(essence, allowed)
  }
}

/** `3600` (storage-js sends seconds in forms) or a Cache-Control value; default max-age=3600. */
function normaliseCacheControl(value: string | undefined) {
  const given = value?.trim()
  if (!given) return storageDefaults.cacheControl
  if (/^\d{1,10}$/.test(given)) return `max-age=${given}`
  if (!/^[\w\-=,. "]{1,200}$/.test(given)) {
    throw new AppError({
      code: 'validation_failed',
      message: 'The cache control is not valid',
      details: [{ path: 'cache-control', message: 'Use seconds or a Cache-Control value' }],
    })
  }
  return given
}

/** Counts and hashes the bytes as they pass, failing with 413 past `limit`. */
function meter(body: StorageBody, limit: number) {
  const hash = crypto.createHash('sha256')
  let size = 0
  const count = (chunk: Uint8Array) => {
    size += chunk.byteLength
    if (size > limit) throw tooLarge(limit)
    hash.update(chunk)
  }
  if (!(body instanceof Readable)) {
    count(body)
    return { body, result: () => ({ size, sha256: hash.digest('hex') }) }
  }
  async function* counted(source: Readable) {
    for await (const chunk of source) {
      count(chunk)
      yield chunk
    }
  }
  return {
    body: Readable.from(counted(body)),
    result: () => ({ size, sha256: hash.digest('hex') }),
  }
}

const toBucket = (row: BucketRow): Bucket => ({
  id: row.id,
  public: row.public,
  fileSizeLimit: row.fileSizeLimit,
  allowedMimeTypes: row.allowedMimeTypes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const toObject = (row: ObjectRow): StorageObject => ({
  id: row.id,
  bucketId: row.bucketId,
  name: row.name,
  size: row.size,
  mimeType: row.mimeType,
  cacheControl: row.cacheControl,
  etag: `"${row.sha256}"`,
  ownerId: row.ownerId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** A readable object and a way to open its bytes (404 if they went missing meanwhile). */
export interface OpenableObject {
  object: StorageObject
  /** True when the bucket is private: responses must not be kept by shared caches. */
  private: boolean
  open(): Promise<{ body: Readable; size: number }>
}

/**
 * The storage service: every permission is checked here, so routes and other modules (quotes)
 * get the same rules. Calls take one object and need no transaction from the caller.
 */
export function createStorageService({
  db,
  driver,
  signingSecret,
  publicUrl,
  maxFileSize,
  now = Date.now,
}: StorageServiceDeps) {
  const signer = createUrlSigner(signingSecret)
  const baseUrl = publicUrl.replace(/\/$/, '')

  async function bucketOr404(id: string) {
    // A name no bucket can have (a NUL, a slash…) is not worth a query: none by that name.
    if (!bucketIdSchema.safeParse(id).success) throw bucketNotFound()
    const bucket = await findBucket(db, id)
    if (!bucket) throw bucketNotFound()
    return bucket
  }

  /** Removes bytes no row points to any more; a leftover is harmless, so failures are dropped. */
  async function discard(keys: string[]) {
    if (keys.length > 0) await driver.delete(keys).catch(() => undefined)
  }

  function openable(bucket: BucketRow, row: ObjectRow): OpenableObject {
    return {
      object: toObject(row),
      private: !bucket.public,
      async open() {
        const found = await driver.get(keyOf(row))
        if (!found) throw objectNotFound()
        return found
      },
    }
  }

  /** The object if `actor` may read it: 401 for nobody on a private bucket, else 404. */
  async function readable(actor: StorageActor, bucketId: string, name: string) {
    checkName(name)
    const bucket = await bucketOr404(bucketId)
    if (!bucket.public && actor === null) throw sessionMissing()
    const row = await findObject(db, bucketId, name)
    if (!row || !canRead(actor, bucket, row)) throw objectNotFound()
    return { bucket, row }
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
    if (!canCreate(actor, bucket, name)) {
      throw forbidden('In this bucket you can only write under your own folder (<userId>/…)')
    }
  }

  return {
    /** The most one file may have, in bytes, whatever a bucket says. */
    maxFileSize,

    async listBuckets(): Promise<Bucket[]> {
      return (await findBuckets(db)).map(toBucket)
    },

    async getBucket(id: string): Promise<Bucket> {
      return toBucket(await bucketOr404(id))
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
      return toBucket(await bucketOr404(input.id))
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
        if (pgCode(error) === '23503') throw bucketNotEmpty()
        throw error
      }
    },

    /**
     * Stores a file at `name`: 409 when the path is taken unless `upsert`, 413 past the bucket's
     * (or the server's) size limit, counted while the bytes arrive, 415 for a type the bucket
     * does not take. The bytes are written first, then the row; if the row fails, the bytes go.
     */
    async createObject({
      actor,
      bucketId,
      name,
      body,
      contentType,
      cacheControl,
      upsert = storageDefaults.upsert,
      declaredSize,
    }: {
      actor: StorageActor
      bucketId: string
      name: string
      body: StorageBody
      contentType?: string
      /** Seconds (`3600`) or a Cache-Control value; default max-age=3600. */
      cacheControl?: string
      upsert?: boolean
      /** The request's Content-Length, checked before a byte is read. */
      declaredSize?: number
    }): Promise<StorageObject> {
      if (actor === null) throw sessionMissing()
      checkName(name)
      const bucket = await bucketOr404(bucketId)
      const type = normaliseType(contentType)
      checkType(bucket, type)
      const cache = normaliseCacheControl(cacheControl)
      const limit = Math.min(bucket.fileSizeLimit ?? maxFileSize, maxFileSize)
      if (declaredSize !== undefined && declaredSize > limit) throw tooLarge(limit)

      const decide = (current: ObjectRow | undefined) => {
        if (current && !upsert) throw objectExists()
        if (current && !canChange(actor, bucket, current)) {
          throw forbidden('You can only replace your own files')
        }
        if (!current) assertCreate(actor, bucket, name)
      }
      decide(await findObject(db, bucketId, name))

      const version = crypto.randomUUID()
      const key = keyOf({ bucketId, version })
      const metered = meter(body, limit)
      await driver.put(key, metered.body, { contentType: type })
      const { size, sha256 } = metered.result()

      let replaced: ObjectRow | undefined
      let row: ObjectRow
      try {
        row = await db.transaction(async (tx) => {
          const current = await lockObject(tx, bucketId, name)
          decide(current)
          const values = { version, size, mimeType: type, cacheControl: cache, sha256 }
          if (current) {
            replaced = current
            const updated = await updateObjectRow(tx, current.id, values)
            if (!updated) throw objectNotFound()
            return updated
          }
          return insertObject(tx, { ...values, bucketId, name, ownerId: actorId(actor) })
        })
      } catch (error) {
        await discard([key])
        if (pgCode(error) === '23505') throw objectExists()
        if (pgCode(error) === '23503') throw bucketNotFound()
        throw error
      }
      if (replaced) await discard([keyOf(replaced)])
      return toObject(row)
    },

    /** The object, if `actor` may read it, with a way to open its bytes. */
    async getObject({
      actor,
      bucketId,
      name,
    }: {
      actor: StorageActor
      bucketId: string
      name: string
    }): Promise<OpenableObject> {
      const { bucket, row } = await readable(actor, bucketId, name)
      return openable(bucket, row)
    },

    /** A link that reads the object without a session for `expiresIn` seconds. */
    async signedUrl({
      actor,
      bucketId,
      name,
      expiresIn,
    }: {
      actor: StorageActor
      bucketId: string
      name: string
      expiresIn: number
    }): Promise<SignedUrl> {
      if (actor === null) throw sessionMissing()
      await readable(actor, bucketId, name)
      const expires = Math.floor(now() / 1000) + expiresIn
      const path = name.split('/').map(encodeURIComponent).join('/')
      const token = signer.sign(bucketId, name, expires)
      return {
        signedUrl: `${baseUrl}${storageBasePath}/object/signed/${bucketId}/${path}?token=${token}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      }
    },

    /** The object a signed link names: 403 when the token is wrong or has expired. */
    async getSignedObject({
      bucketId,
      name,
      token,
    }: {
      bucketId: string
      name: string
      token: string
    }): Promise<OpenableObject> {
      checkName(name)
      const verdict = signer.verify(bucketId, name, token, Math.floor(now() / 1000))
      if (verdict === 'invalid') throw invalidSignature()
      if (verdict === 'expired') throw urlExpired()
      const bucket = await bucketOr404(bucketId)
      const row = await findObject(db, bucketId, name)
      if (!row) throw objectNotFound()
      return openable(bucket, row)
    },

    /**
     * One folder of a bucket (storage-js `list`): sub-folders (id null) first, then objects,
     * limit 100, offset 0, by name ascending unless told otherwise. Customers see the objects
     * they may read: in a private bucket, their own.
     */
    async listObjects({
      actor,
      bucketId,
      options = {},
    }: {
      actor: StorageActor
      bucketId: string
      options?: ListObjectsInput
    }): Promise<ListEntry[]> {
      if (actor === null) throw sessionMissing()
      const { prefix, limit, offset, sortBy, search } = listObjectsSchema.parse(options)
      const problem = folderPrefixProblem(prefix)
      if (problem) throw invalidPath(problem, prefix)
      const bucket = await bucketOr404(bucketId)
      const folder = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`
      const { folders, files } = await listFolder(db, {
        bucketId,
        folder,
        search,
        ownerId: bucket.public || isStaff(actor) ? undefined : (actorId(actor) ?? undefined),
        sort: sortBy,
        limit,
        offset,
      })
      const none = {
        id: null,
        size: null,
        mimeType: null,
        cacheControl: null,
        etag: null,
        ownerId: null,
        createdAt: null,
        updatedAt: null,
      }
      return [
        ...folders.map((name) => ({ ...none, name })),
        ...files.map((row) => {
          const { bucketId: _b, name, ...object } = toObject(row)
          return { ...object, name: name.slice(folder.length) }
        }),
      ]
    },

    /** Renames an object inside its bucket; the bytes stay where they are. */
    async moveObject({
      actor,
      bucketId,
      sourceKey,
      destinationKey,
    }: {
      actor: StorageActor
      bucketId: string
      sourceKey: string
      destinationKey: string
    }): Promise<StorageObject> {
      checkName(destinationKey)
      const { bucket, row } = await changeable(actor, bucketId, sourceKey)
      assertCreate(actor, bucket, destinationKey)
      if (await findObject(db, bucketId, destinationKey)) throw objectExists()
      try {
        const moved = await renameObject(db, row.id, sourceKey, destinationKey)
        if (!moved) throw objectNotFound()
        return toObject(moved)
      } catch (error) {
        if (pgCode(error) === '23505') throw objectExists()
        throw error
      }
    },

    /** Copies an object inside its bucket; the copy belongs to `actor`. */
    async copyObject({
      actor,
      bucketId,
      sourceKey,
      destinationKey,
    }: {
      actor: StorageActor
      bucketId: string
      sourceKey: string
      destinationKey: string
    }): Promise<StorageObject> {
      if (actor === null) throw sessionMissing()
      checkName(destinationKey)
      const { bucket, row } = await readable(actor, bucketId, sourceKey)
      assertCreate(actor, bucket, destinationKey)
      if (await findObject(db, bucketId, destinationKey)) throw objectExists()
      const version = crypto.randomUUID()
      const key = keyOf({ bucketId, version })
      await driver.copy(keyOf(row), key)
      try {
        const copied = await insertObject(db, {
          bucketId,
          name: destinationKey,
          version,
          size: row.size,
          mimeType: row.mimeType,
          cacheControl: row.cacheControl,
          sha256: row.sha256,
          ownerId: actorId(actor),
        })
        return toObject(copied)
      } catch (error) {
        await discard([key])
        if (pgCode(error) === '23505') throw objectExists()
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
  }
}
