import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq, like } from 'drizzle-orm'
import { Hono } from 'hono'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Clock } from '../../lib/clock.ts'
import { cookieFrom, json } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, type TestApp } from '../../testing/create-test-app.ts'
import { users, verifications } from './auth.table.ts'
import { deleteExpiredVerifications, keySetCooldownMs, keySetMaxAgeMs } from './id-token-sign-in.ts'

const google = { clientId: 'web-client.apps.example', clientSecret: 'google-secret' }
const apple = {
  clientId: 'com.example.reserva.web',
  clientSecret: 'apple-client-secret-jwt',
  appBundleIdentifier: 'com.example.reserva.ios',
}
const issuers = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com' }

type Provider = 'google' | 'apple'

/** A signing key as a provider holds it, and the public half it publishes. */
async function providerKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  }
}
type ProviderKey = Awaited<ReturnType<typeof providerKey>>

describe('ID-token sign-in for native apps (POST /api/auth/sign-in/social with idToken)', () => {
  let t: TestApp
  let time = Date.parse('2026-06-01T10:00:00Z')
  const clock: Clock = { now: () => new Date(time) }
  // The key sets the providers publish, served by this test; each fetch is counted.
  const published: Record<Provider, JWK[]> = { google: [], apple: [] }
  const fetches: Record<Provider, number> = { google: 0, apple: 0 }
  let keyServer: ReturnType<typeof serve>
  let keyA: ProviderKey
  let keyB: ProviderKey
  let serial = 0

  beforeAll(async () => {
    keyA = await providerKey('key-a')
    keyB = await providerKey('key-b')
    const app = new Hono()
    app.get('/:provider/keys', (c) => {
      const provider = c.req.param('provider') as Provider
      fetches[provider]++
      return c.json({ keys: published[provider] })
    })
    keyServer = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    const origin = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}`
    t = await createTestApp({
      demo: false,
      clock,
      auth: {
        socialProviders: { google, apple },
        idTokenKeySets: { google: `${origin}/google/keys`, apple: `${origin}/apple/keys` },
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise<void>((resolve) => keyServer.close(() => resolve()))
  })
  beforeEach(() => {
    // Each test starts past any key set an earlier one fetched.
    time += keySetMaxAgeMs
    published.google = [keyA.jwk]
    published.apple = [keyA.jwk]
  })

  /** An ID token as Google's or Apple's SDK hands it to an app, by the test's clock. */
  function idToken(
    provider: Provider,
    {
      key = keyA,
      nonce = null as string | null,
      audience = provider === 'google' ? google.clientId : apple.appBundleIdentifier,
      issuer = issuers[provider],
      issuedAt = time,
      email = `person-${++serial}@example.test`,
    } = {},
  ) {
    const iat = Math.floor(issuedAt / 1000)
    return new SignJWT({
      email,
      email_verified: true,
      name: 'Nadia Native',
      ...(nonce ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(`sub-${serial}`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key.privateKey)
  }

  const signIn = (provider: Provider, token: string, nonce?: string) =>
    t.request(
      '/api/auth/sign-in/social',
      json({ provider, idToken: { token, ...(nonce === undefined ? {} : { nonce }) } }),
    )

  const freshNonce = () => `nonce-${++serial}-${Math.random().toString(36).slice(2)}`

  it('a Google token with its nonce signs in as a customer with a confirmed address', async () => {
    const nonce = freshNonce()
    const email = 'gwen@example.test'
    const res = await signIn('google', await idToken('google', { nonce, email }), nonce)
    expect(res.status).toBe(200)
    const session = cookieFrom(res)
    expect(session).toContain('reserva.session_token=')
    const profile = await readJson(
      await t.request('/api/v1/me/profile', { headers: { cookie: session } }),
    )
    expect(profile).toMatchObject({ fullName: 'Nadia Native', role: 'customer' })
    const [user] = await t.db.select().from(users).where(eq(users.email, email))
    expect(user?.emailVerified).toBe(true)
  })

  it('an Apple token carries the SHA-256 of the nonce, for the app’s bundle id or the web’s', async () => {
    for (const audience of [apple.appBundleIdentifier, apple.clientId]) {
      const nonce = freshNonce()
      const hashed = createHash('sha256').update(nonce).digest('hex')
      const res = await signIn('apple', await idToken('apple', { nonce: hashed, audience }), nonce)
      expect(res.status).toBe(200)
    }
  })

  it('a token signs in once: replayed, or another with a spent nonce, it is refused', async () => {
    const nonce = freshNonce()
    const token = await idToken('google', { nonce })
    expect((await signIn('google', token, nonce)).status).toBe(200)
    const replay = await signIn('google', token, nonce)
    expect(replay.status).toBe(401)
    expect(cookieFrom(replay)).not.toContain('session_token=')
    const sameNonce = await signIn('google', await idToken('google', { nonce }), nonce)
    expect(sameNonce.status).toBe(401)
  })

  it('refuses a token without a nonce, with another nonce, for another app or from another issuer', async () => {
    const before = await t.db.select({ id: users.id }).from(users)
    const nonce = freshNonce()
    const cases = [
      await signIn('google', await idToken('google')),
      await signIn('google', await idToken('google', { nonce }), undefined),
      await signIn('google', await idToken('google', { nonce: 'not-the-one' }), nonce),
      await signIn('google', await idToken('google', { nonce, audience: 'another-app' }), nonce),
      await signIn(
        'google',
        await idToken('google', { nonce, issuer: 'https://accounts.example' }),
        nonce,
      ),
      // An Apple token is not a Google one, though both providers here publish the same key.
      await signIn('google', await idToken('apple', { nonce }), nonce),
    ]
    expect(cases.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401])
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length)
  })

  it('refuses a token signed by a key the provider does not publish, and an expired one', async () => {
    const nonce = freshNonce()
    const forgedKey = await providerKey('key-a') // the published key id, another key
    const forged = await signIn('google', await idToken('google', { nonce, key: forgedKey }), nonce)
    expect(forged.status).toBe(401)
    const oldNonce = freshNonce()
    const old = await idToken('google', { nonce: oldNonce, issuedAt: time - 2 * 3600_000 })
    expect((await signIn('google', old, oldNonce)).status).toBe(401)
    // The same token was good while it was fresh: the clock is what refuses it.
    time -= 2 * 3600_000
    expect((await signIn('google', old, oldNonce)).status).toBe(200)
    time += 2 * 3600_000
  })

  it('keeps the key set ten minutes at most: a key the provider drops stops working by then', async () => {
    const first = fetches.google
    const once = async () => {
      const nonce = freshNonce()
      return (await signIn('google', await idToken('google', { nonce }), nonce)).status
    }
    expect(await once()).toBe(200)
    expect(fetches.google).toBe(first + 1)
    // Key A is withdrawn; the set in hand is still trusted for the rest of its ten minutes.
    published.google = [keyB.jwk]
    time += keySetMaxAgeMs - 1000
    expect(await once()).toBe(200)
    expect(fetches.google).toBe(first + 1)
    time += 1000
    expect(await once()).toBe(401)
    expect(fetches.google).toBe(first + 2)
  })

  it('follows a key rotation: a new key id fetches the set again, at most once per cooldown', async () => {
    const once = async (key: ProviderKey) => {
      const nonce = freshNonce()
      return (await signIn('google', await idToken('google', { nonce, key }), nonce)).status
    }
    expect(await once(keyA)).toBe(200)
    const fetched = fetches.google
    published.google = [keyA.jwk, keyB.jwk]
    // Within the cooldown an unknown key id is refused without asking the provider again…
    expect(await once(keyB)).toBe(401)
    expect(fetches.google).toBe(fetched)
    // …after it, the set is fetched again and the new key signs in.
    time += keySetCooldownMs
    expect(await once(keyB)).toBe(200)
    expect(fetches.google).toBe(fetched + 1)
    expect(await once(keyA)).toBe(200)
    expect(fetches.google).toBe(fetched + 1)
  })

  it('forgets spent nonces once their tokens have expired', async () => {
    const spent = () =>
      t.db.select().from(verifications).where(like(verifications.identifier, 'id-token:%'))
    expect((await spent()).length).toBeGreaterThan(0)
    expect(await deleteExpiredVerifications(t.db, { now: new Date(time - 4 * 3600_000) })).toBe(0)
    await deleteExpiredVerifications(t.db, { now: new Date(time + 2 * 3600_000) })
    expect(await spent()).toEqual([])
  })
})
