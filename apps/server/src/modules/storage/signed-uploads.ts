import { isRoleValue } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { checkName } from './object-rules.ts'
import { createUploadSigner } from './signed-url.ts'
import { bucketOr404 } from './storage.buckets.ts'
import {
  forbidden,
  invalidSignature,
  objectExists,
  sessionMissing,
  urlExpired,
} from './storage.errors.ts'
import type { Permissions, StorageActor } from './storage.policy.ts'
import { findObject } from './storage.repository.ts'

/** A signed upload link lives two hours, as Supabase's do. */
export const signedUploadSeconds = 2 * 60 * 60

/**
 * Links that upload one path without a session (storage-js `createSignedUploadUrl` and
 * `uploadToSignedUrl`). The upload itself is the service's `createObject`, as the signer.
 */
export function signedUploads({
  db,
  permissions,
  clock,
  signingSecret,
}: {
  db: Db
  permissions: Permissions
  clock: Clock
  signingSecret: string
}) {
  const signer = createUploadSigner(signingSecret)
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

  return {
    /**
     * A token that lets whoever holds it upload `name` as `actor` for two hours (storage-js
     * `createSignedUploadUrl`). What `actor` may write is checked now and again at the upload.
     */
    async signUpload({
      actor,
      bucketId,
      name,
      upsert,
    }: {
      actor: StorageActor
      bucketId: string
      name: string
      upsert: boolean
    }) {
      if (actor === null || actor === 'system') throw sessionMissing()
      checkName(name)
      const bucket = await bucketOr404(db, bucketId)
      if (!permissions.writesHere(actor, bucket))
        throw forbidden(permissions.createRefusal(actor, bucket))
      const current = await findObject(db, bucketId, name)
      if (current && !upsert) throw objectExists()
      if (current && !permissions.canChange(actor, bucket, current)) {
        throw forbidden('You can only replace your own files')
      }
      if (!current && !permissions.canCreate(actor, bucket, name)) {
        throw forbidden(permissions.createRefusal(actor, bucket))
      }
      const grant = { userId: actor.id, role: actor.role, upsert }
      const expires = nowSeconds() + signedUploadSeconds
      return {
        token: signer.sign(bucketId, name, grant, expires),
        expiresAt: new Date(expires * 1000).toISOString(),
      }
    },

    /** Who a signed upload token lets write `name`, and whether it may replace: 403 otherwise. */
    uploadGrant({ bucketId, name, token }: { bucketId: string; name: string; token: string }) {
      const verdict = signer.verify(bucketId, name, token, nowSeconds())
      if (verdict === 'invalid') throw invalidSignature()
      if (verdict === 'expired') throw urlExpired()
      if (!isRoleValue(verdict.role)) throw invalidSignature()
      return {
        actor: { id: verdict.userId, role: verdict.role } as const,
        upsert: verdict.upsert,
      }
    },
  }
}
