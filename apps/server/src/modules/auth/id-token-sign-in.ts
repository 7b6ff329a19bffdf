import { createHash } from 'node:crypto'
import { inArray, lt } from 'drizzle-orm'
import {
  createLocalJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { verifications } from './auth.table.ts'

// ID-token sign-in for native apps (issue #43): `POST /api/auth/sign-in/social` with
// `idToken: { token, nonce }`. Better Auth's providers would fetch Google's or Apple's key set on
// every sign-in, read the machine's clock and accept a token without a nonce; the providers'
// documented `verifyIdToken` option puts these checks in their place: the key set is kept at most
// ten minutes (the specification's key cache), the time is our clock's, a nonce is required and
// each nonce signs in once.

/** Where Google and Apple publish the keys their ID tokens are signed with. */
export const providerKeySets = {
  google: 'https://www.googleapis.com/oauth2/v3/certs',
  apple: 'https://appleid.apple.com/auth/keys',
} as const

export type IdTokenProvider = keyof typeof providerKeySets

/** How long a fetched key set is trusted before it is fetched again. */
export const keySetMaxAgeMs = 10 * 60 * 1000
/** A token with a key id the set lacks fetches the set again, at most this often (rotation). */
export const keySetCooldownMs = 30 * 1000
const keySetTimeoutMs = 5_000
const keySetMaxBytes = 64 * 1024

/**
 * The keys at `url`, kept at most `maxAgeMs` by `clock`: a key function for jose's `jwtVerify`.
 * A key id the set lacks (the provider has rotated its keys) fetches it again once the last fetch
 * is `cooldownMs` old, so unknown key ids cannot make us fetch on every request.
 */
export function remoteKeySet({
  url,
  clock,
  maxAgeMs = keySetMaxAgeMs,
  cooldownMs = keySetCooldownMs,
}: {
  url: string
  clock: Clock
  maxAgeMs?: number
  cooldownMs?: number
}): JWTVerifyGetKey {
  let current: { keys: JWTVerifyGetKey; fetchedAt: number } | null = null
  let pending: Promise<{ keys: JWTVerifyGetKey; fetchedAt: number }> | null = null

  const load = async () => {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(keySetTimeoutMs),
    })
    const text = await res.text()
    if (!res.ok || text.length > keySetMaxBytes)
      throw new errors.JWKSInvalid(`key set at ${url} answered ${res.status}`)
    const keys = createLocalJWKSet(JSON.parse(text) as JSONWebKeySet)
    current = { keys, fetchedAt: clock.now().getTime() }
    return current
  }
  // Requests that need the set at the same time share one fetch.
  const refresh = () => {
    pending ??= load().finally(() => {
      pending = null
    })
    return pending
  }

  return async (header, token) => {
    const now = clock.now().getTime()
    const set = current && now - current.fetchedAt < maxAgeMs ? current : await refresh()
    try {
      return await set.keys(header, token)
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || now - set.fetchedAt < cooldownMs)
        throw error
      return (await refresh()).keys(header, token)
    }
  }
}

const providerIssuers: Record<IdTokenProvider, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
}

/** Google's and Apple's tokens are at most an hour old when they are handed over. */
const maxTokenAge = '1h'

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * A provider's `verifyIdToken`: the token is signed by one of the provider's keys, by the
 * provider, for one of `audiences`, within its validity by `clock`, and carries `nonce` (Apple's
 * SDKs put its SHA-256 in the token). The nonce is then spent: a token, or another with the same
 * nonce, never signs in twice (its verification row lives until the token would have expired).
 */
export function idTokenVerifier({
  provider,
  audiences,
  keys,
  clock,
  db,
}: {
  provider: IdTokenProvider
  audiences: string[]
  keys: JWTVerifyGetKey
  clock: Clock
  db: Db
}) {
  return async (token: string, nonce?: string): Promise<boolean> => {
    if (!nonce || nonce.length > 512) return false
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
    try {
      ;({ payload } = await jwtVerify(token, keys, {
        issuer: providerIssuers[provider],
        audience: audiences,
        algorithms: ['RS256', 'ES256'],
        maxTokenAge,
        currentDate: clock.now(),
      }))
    } catch {
      return false
    }
    const claimed = payload.nonce
    const matches = claimed === nonce || (provider === 'apple' && claimed === sha256Hex(nonce))
    if (!matches || typeof payload.exp !== 'number') return false
    return spendNonce(db, {
      id: `id-token:${provider}:${sha256Hex(nonce)}`,
      expiresAt: new Date(payload.exp * 1000),
      now: clock.now(),
    })
  }
}

/** Records `id` as spent; false when it already was. */
async function spendNonce(db: Db, row: { id: string; expiresAt: Date; now: Date }) {
  const spent = await db
    .insert(verifications)
    .values({
      id: row.id,
      identifier: row.id,
      value: 'spent',
      expiresAt: row.expiresAt,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing({ target: verifications.id })
    .returning({ id: verifications.id })
  return spent.length === 1
}

/**
 * Deletes verification rows past their expiry (links never followed, wallet nonces never used,
 * spent ID-token nonces whose tokens have expired); at most `limit` a run, answers how many went.
 */
export async function deleteExpiredVerifications(
  db: Db,
  { now, limit = 1000 }: { now: Date; limit?: number },
) {
  const expired = db
    .select({ id: verifications.id })
    .from(verifications)
    .where(lt(verifications.expiresAt, now))
    .limit(limit)
    .for('update', { skipLocked: true })
  const deleted = await db
    .delete(verifications)
    .where(inArray(verifications.id, expired))
    .returning({ id: verifications.id })
  return deleted.length
}

/** A configured provider's options for its ID tokens: our verifier over its key set. */
export function idTokenOptions(
  provider: IdTokenProvider,
  {
    audiences,
    keySetUrl = providerKeySets[provider],
    clock,
    db,
  }: { audiences: (string | undefined)[]; keySetUrl?: string; clock: Clock; db: Db },
) {
  const keys = remoteKeySet({ url: keySetUrl, clock })
  const accepted = audiences.filter((a): a is string => Boolean(a))
  return { verifyIdToken: idTokenVerifier({ provider, audiences: accepted, keys, clock, db }) }
}
