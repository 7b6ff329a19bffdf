import { createHash, randomBytes } from 'node:crypto'
import {
  type ApiKey,
  type ApiKeyScope,
  apiKeyMaxDays,
  apiKeyPrefix,
  type CreateApiKey,
  type CreatedApiKey,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { invalidField } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { bannedAt } from '../auth/roles.ts'
import { apiKeyNotFound, apiKeyRevoked } from './api-keys.errors.ts'
import {
  type ApiKeyRow,
  findApiKey,
  findApiKeyByHash,
  findApiKeys,
  insertApiKey,
  markRevoked,
} from './api-keys.repository.ts'

/** `rsv_` and 8 characters of the secret: enough to tell keys apart, nothing to guess with. */
const visibleLength = apiKeyPrefix.length + 8

/** The stored form of a secret. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** Whether an Authorization header carries one of our keys (not a session token). */
export const apiKeyOf = (authorization: string | undefined) => {
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  const value = match?.[1]
  return value?.startsWith(apiKeyPrefix) ? value : undefined
}

function toApiKey(row: { key: ApiKeyRow; creatorName: string | null }): ApiKey {
  const { key } = row
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    createdBy: row.creatorName === null ? null : { id: key.createdBy, name: row.creatorName },
  }
}

export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  return (await findApiKeys(db)).map(toApiKey)
}

/** Makes a key for `actor`; the answer is the only place its secret ever appears. */
export async function createApiKey(
  db: Db,
  {
    actor,
    input,
    clock,
  }: { actor: { id: string; name: string }; input: CreateApiKey; clock: Clock },
): Promise<CreatedApiKey> {
  const now = clock.now()
  const expiresAt = new Date(input.expiresAt)
  if (expiresAt <= now)
    throw invalidField('expiresAt', 'Must be in the future', 'A key must expire in the future')
  if (expiresAt.getTime() - now.getTime() > apiKeyMaxDays * 86_400_000)
    throw invalidField(
      'expiresAt',
      `At most ${apiKeyMaxDays} days ahead`,
      `A key lives at most ${apiKeyMaxDays} days`,
    )
  const secret = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`
  const row = await db.transaction(async (tx) => {
    const made = await insertApiKey(tx, {
      name: input.name,
      prefix: secret.slice(0, visibleLength),
      hash: hashApiKey(secret),
      scopes: input.scopes,
      createdBy: actor.id,
      createdAt: now,
      expiresAt,
    })
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'api_key.created',
      entity: 'api_key',
      entityId: made.id,
      data: { name: made.name, prefix: made.prefix, scopes: made.scopes, expiresAt },
    })
    return made
  })
  return { key: toApiKey({ key: row, creatorName: actor.name }), secret }
}

/** Revokes a key: the next request made with it is refused (nothing caches a key). */
export async function revokeApiKey(
  db: Db,
  { actorId, id, clock }: { actorId: string; id: string; clock: Clock },
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const found = await findApiKey(tx, id)
    if (!found) throw apiKeyNotFound()
    if (found.key.revokedAt) throw apiKeyRevoked()
    const now = clock.now()
    await markRevoked(tx, id, now)
    await writeAudit(tx, {
      actorId,
      action: 'api_key.revoked',
      entity: 'api_key',
      entityId: id,
      data: { name: found.key.name, prefix: found.key.prefix },
    })
    return toApiKey({ ...found, key: { ...found.key, revokedAt: now } })
  })
}

/** A key that may act now, with its owner; undefined for anything else. */
export interface UsableApiKey {
  id: string
  name: string
  prefix: string
  scopes: ApiKeyScope[]
  owner: { id: string; email: string; name: string }
}

/**
 * The key `secret` names, if it is not revoked, not expired, and its maker is still an admin who
 * is not banned: a key never acts with more than its maker may.
 */
export async function usableApiKey(
  db: Db,
  { secret, now }: { secret: string; now: Date },
): Promise<UsableApiKey | undefined> {
  const found = await findApiKeyByHash(db, hashApiKey(secret))
  if (!found) return undefined
  const { key, owner } = found
  if (key.revokedAt || key.expiresAt <= now) return undefined
  if (owner.role !== 'admin' || bannedAt(owner, now)) return undefined
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    owner: { id: owner.id, email: owner.email, name: owner.name },
  }
}
