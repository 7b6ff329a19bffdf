import type { Role } from '@reserva/shared'
import { isStaff as isStaffRole } from '../auth/roles.ts'
import type { BucketRow, ObjectRow } from './storage.repository.ts'

/**
 * Who may do what in which bucket (DESIGN §6): one table, read by every storage call,
 * so the storage routes and the modules that store files (quotes) follow the same rules.
 */

/**
 * Who is asking: a signed-in user, nobody (null: public reads only), or 'system' for the
 * server's own code, which may do anything and owns what it writes (ownerId null) unless it
 * writes for a user (`onBehalfOf`).
 */
export type StorageActor = { id: string; role: Role } | 'system' | null

/** Per user and bucket: how many files and bytes they may keep there. */
export interface Quota {
  files: number
  bytes: number
}

export interface RolePolicy {
  /**
   * Where the role writes (upload, replace, move or copy to, remove) through the storage routes:
   * anywhere; under its own folder `<userId>/…` (and, in a private bucket, only its own files);
   * or nowhere, when another module writes for it after checking its own rules (quotes).
   */
  write: 'anywhere' | 'own-folder' | 'nowhere'
  /**
   * Whether the role reads through the storage routes: a public bucket's objects, its own in a
   * private one (staff: all). False: only through the module that owns the bucket.
   */
  read: boolean
  /** Counted on every file it uploads or copies, whoever writes it for it; null: no quota. */
  quota: Quota | null
}
export type BucketPolicy = Record<Role, RolePolicy>
/** Bucket id → its policy; a bucket not listed follows `defaultBucketPolicy`. */
export type BucketPolicies = Record<string, BucketPolicy>

const MB = 1024 * 1024
const staff: RolePolicy = { write: 'anywhere', read: true, quota: null }

/**
 * Buckets an admin makes: customers keep up to 100 files and 100 MB each, under their own folder
 * (an avatar, a few documents); staff are not limited.
 */
export const defaultBucketPolicy: BucketPolicy = {
  customer: { write: 'own-folder', read: true, quota: { files: 100, bytes: 100 * MB } },
  operator: staff,
  admin: staff,
}

/**
 * `quote-attachments` (private): customers write nothing there themselves. Their files arrive
 * through POST /quotes/{id}/attachments, which checks the quote is theirs and still open and
 * picks the folder `<quoteId>/…`; the files count against a quota of 30 files and 100 MB over all
 * their quotes (a quote takes 5 files of 10 MB). They read them through the quote's links.
 */
export const storagePolicies: BucketPolicies = {
  'quote-attachments': {
    customer: { write: 'nowhere', read: false, quota: { files: 30, bytes: 100 * MB } },
    operator: staff,
    admin: staff,
  },
}

export const isStaff = (actor: StorageActor) =>
  actor === 'system' || (actor !== null && isStaffRole(actor))
export const actorId = (actor: StorageActor) =>
  actor === null || actor === 'system' ? null : actor.id

/** The policy that applies to `actor` in `bucketId`; 'system' is not bound by one. */
export function policyFor(
  policies: BucketPolicies,
  bucketId: string,
  actor: { role: Role },
): RolePolicy {
  return (policies[bucketId] ?? defaultBucketPolicy)[actor.role]
}

export function createPermissions(policies: BucketPolicies) {
  const policy = (actor: StorageActor, bucket: BucketRow) =>
    actor === null || actor === 'system' ? undefined : policyFor(policies, bucket.id, actor)

  return {
    /** Public buckets: anyone; private: the uploader and staff; a role without reads: nobody. */
    canRead(actor: StorageActor, bucket: BucketRow, row: ObjectRow) {
      if (isStaff(actor)) return true
      if (actor !== null && policy(actor, bucket)?.read === false) return false
      return bucket.public || (row.ownerId !== null && row.ownerId === actorId(actor))
    },
    /** Whether `actor` may list the bucket's objects (those it can read). */
    canList(actor: StorageActor, bucket: BucketRow) {
      return isStaff(actor) || (actor !== null && policy(actor, bucket)?.read !== false)
    },
    canChange(actor: StorageActor, bucket: BucketRow, row: ObjectRow) {
      if (actor === 'system') return true
      const rule = policy(actor, bucket)?.write
      if (!rule || rule === 'nowhere') return false
      if (rule === 'anywhere') return true
      const id = actorId(actor)
      return bucket.public ? row.name.startsWith(`${id}/`) : row.ownerId === id
    },
    /** False for a role that writes nothing in the bucket itself. */
    writesHere(actor: StorageActor, bucket: BucketRow) {
      return policy(actor, bucket)?.write !== 'nowhere'
    },
    canCreate(actor: StorageActor, bucket: BucketRow, name: string) {
      if (actor === 'system') return true
      const rule = policy(actor, bucket)?.write
      if (!rule || rule === 'nowhere') return false
      return rule === 'anywhere' || name.startsWith(`${actorId(actor)}/`)
    },
    /** Why `actor` cannot create there, for the 403. */
    createRefusal(actor: StorageActor, bucket: BucketRow) {
      return policy(actor, bucket)?.write === 'nowhere'
        ? 'You cannot write in this bucket directly'
        : 'In this bucket you can only write under your own folder (<userId>/…)'
    },
    /** The quota of whoever a write is counted for, or null. */
    quotaOf(bucket: BucketRow, owner: { role: Role } | null) {
      return owner ? policyFor(policies, bucket.id, owner).quota : null
    },
  }
}
export type Permissions = ReturnType<typeof createPermissions>
