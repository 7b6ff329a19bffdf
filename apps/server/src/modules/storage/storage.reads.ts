import {
  folderPrefixProblem,
  type ListEntry,
  type ListObjectsInput,
  listObjectsSchema,
  maxSignedUrlSeconds,
  type SignedUrl,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { StorageDriver } from '../../lib/storage/driver.ts'
import { checkName, keyOf, type OpenableObject, toObject } from './object-rules.ts'
import { createUrlSigner } from './signed-url.ts'
import { bucketOr404 } from './storage.buckets.ts'
import {
  forbidden,
  invalidPath,
  invalidSignature,
  linkTooLong,
  objectNotFound,
  sessionMissing,
  urlExpired,
} from './storage.errors.ts'
import { actorId, isStaff, type Permissions, type StorageActor } from './storage.policy.ts'
import { type BucketRow, findObject, listFolder, type ObjectRow } from './storage.repository.ts'

/** Where signed links point; app.ts mounts the storage routes here. */
export const storageBasePath = '/api/v1/storage'

/** Reading objects: download, signed links, folder lists. */
export function objectReads({
  db,
  driver,
  permissions,
  signingSecret,
  publicUrl,
  clock,
}: {
  db: Db
  driver: StorageDriver
  permissions: Permissions
  signingSecret: string
  publicUrl: string
  clock: Clock
}) {
  const signer = createUrlSigner(signingSecret)
  const baseUrl = publicUrl.replace(/\/$/, '')

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
    const bucket = await bucketOr404(db, bucketId)
    if (!bucket.public && actor === null) throw sessionMissing()
    const row = await findObject(db, bucketId, name)
    if (!row || !permissions.canRead(actor, bucket, row)) throw objectNotFound()
    return { bucket, row }
  }

  return {
    /** For the service's writes, which first need to see what they change. */
    readable,
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

    /** An object of a public bucket, read by nobody in particular (storage-js `getPublicUrl`). */
    async getPublicObject({ bucketId, name }: { bucketId: string; name: string }) {
      checkName(name)
      const bucket = await bucketOr404(db, bucketId)
      if (!bucket.public) throw objectNotFound()
      const row = await findObject(db, bucketId, name)
      if (!row) throw objectNotFound()
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
      if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > maxSignedUrlSeconds) {
        throw linkTooLong()
      }
      await readable(actor, bucketId, name)
      const expires = Math.floor(clock.now().getTime() / 1000) + expiresIn
      const path = name.split('/').map(encodeURIComponent).join('/')
      const token = signer.sign(bucketId, name, expires)
      return {
        signedUrl: `${baseUrl}${storageBasePath}/object/signed/${bucketId}/${path}?token=${token}`,
        // storage-js puts it through encodeURI itself, so the path goes unencoded.
        signedURL: `/object/signed/${bucketId}/${name}?token=${token}`,
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
      if (!token) throw invalidSignature()
      checkName(name)
      const verdict = signer.verify(
        bucketId,
        name,
        token,
        Math.floor(clock.now().getTime() / 1000),
        maxSignedUrlSeconds,
      )
      if (verdict === 'invalid') throw invalidSignature()
      if (verdict === 'expired') throw urlExpired()
      const bucket = await bucketOr404(db, bucketId)
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
      const bucket = await bucketOr404(db, bucketId)
      if (!permissions.canList(actor, bucket)) {
        throw forbidden('The files in this bucket are reached through the app, not listed')
      }
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
  }
}
