import type { Readable } from 'node:stream'
import { objectNameProblem, type StorageObject, storageDefaults } from '@reserva/shared'
import {
  badCacheControl,
  invalidPath,
  quotaExceeded,
  tooManyFiles,
  typeNotAllowed,
} from './storage.errors.ts'
import type { Quota } from './storage.policy.ts'
import type { BucketRow, ObjectRow } from './storage.repository.ts'

/** The small rules every object operation shares. */

export const keyOf = (row: { bucketId: string; version: string }) =>
  `${row.bucketId}/${row.version}`

export function checkName(name: string) {
  const problem = objectNameProblem(name)
  if (problem) throw invalidPath(problem, name)
  return name
}

export function checkAllowed(bucket: BucketRow, essence: string) {
  const allowed = bucket.allowedMimeTypes
  if (!allowed) return
  const family = `${essence.split('/')[0]}/*`
  if (!allowed.includes(essence) && !allowed.includes(family)) {
    throw typeNotAllowed(essence, allowed)
  }
}

/** `3600` (storage-js sends seconds in forms) or a Cache-Control value; default max-age=3600. */
export function normaliseCacheControl(value: string | undefined) {
  const given = value?.trim()
  if (!given) return storageDefaults.cacheControl
  if (/^\d{1,10}$/.test(given)) return `max-age=${given}`
  if (!/^[\w\-=,. "]{1,200}$/.test(given)) {
    throw badCacheControl()
  }
  return given
}

/** 409 when one more file would pass the quota, 413 when `adding` bytes would. */
export function checkQuota(quota: Quota, used: { files: number; bytes: number }, adding: number) {
  if (used.files + 1 > quota.files) throw tooManyFiles(quota.files)
  if (used.bytes + adding > quota.bytes) throw quotaExceeded(quota.bytes, used.bytes)
}

export const toObject = (row: ObjectRow): StorageObject => ({
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
