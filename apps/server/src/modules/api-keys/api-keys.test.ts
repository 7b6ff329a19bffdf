import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { json, send, useOneOfEachRole } from '../../testing/auth-helpers.ts'
import {
  createSiblingApp,
  expectError,
  readJson,
  testBaseUrl,
  useTestApp,
} from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { apiKeys } from './api-keys.table.ts'

const keysPath = '/api/v1/admin/api-keys'
const day = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()

/** A request with a key and nothing else: no Origin, no cookie, as an integration sends it. */
const withKey = (secret: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${secret}` },
})

describe('API keys', () => {
  const t = useTestApp()
  const people = useOneOfEachRole(t)
  /** Straight to the app, without the Origin the test app's `request` adds. */
  const call = (path: string, init: RequestInit = {}) =>
    t.app.request(new URL(path, testBaseUrl).toString(), init)

  const makeKey = async (
    scopes: string[],
    { name = 'Calendar sync', expiresAt = inDays(30) } = {},
  ) => {
    const res = await t.request(
      keysPath,
      send('POST', { name, scopes, expiresAt }, people.admin.cookie),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    return (await res.json()) as {
      secret: string
      key: { id: string; prefix: string; name: string; scopes: string[] }
    }
  }
  const newService = async () => {
    const { resources } = await readJson(
      await t.request('/api/v1/resources', { headers: { cookie: people.admin.cookie } }),
    )
    return {
      name: `Wheel truing ${crypto.randomUUID().slice(0, 6)}`,
      durationMinutes: 30,
      pricing: 'quote',
      priceMinor: null,
      active: false,
      resourceIds: [resources[0].id],
    }
  }

  it('shows a new key’s secret once; the list never does, and the database holds only its hash', async () => {
    const { secret, key } = await makeKey(['bookings:read'])
    expect(secret).toMatch(/^rsv_[A-Za-z0-9_-]{43}$/)
    expect(key.prefix).toBe(secret.slice(0, 12))
    expect(key).toMatchObject({ name: 'Calendar sync', scopes: ['bookings:read'] })

    const listed = await t.request(keysPath, { headers: { cookie: people.admin.cookie } })
    const text = await listed.text()
    expect(listed.status).toBe(200)
    expect(text).toContain(key.id)
    expect(text).not.toContain(secret)
    expect(JSON.parse(text).keys.find((k: { id: string }) => k.id === key.id)).toMatchObject({
      prefix: key.prefix,
      createdBy: { id: people.admin.userId },
      lastUsedAt: null,
      revokedAt: null,
    })

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(Object.values(row ?? {}).map(String)).not.toContain(secret)
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/)
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, key.id), eq(auditLog.action, 'api_key.created')))
    expect(audited).toHaveLength(1)
    expect(JSON.stringify(audited[0]?.data)).not.toContain(secret)
  })

  it('lets only admins list, make and revoke keys', async () => {
    const { key } = await makeKey(['bookings:read'])
    for (const who of [people.operator, people.customer]) {
      await expectError(
        await t.request(keysPath, { headers: { cookie: who.cookie } }),
        403,
        'forbidden',
      )
      await expectError(
        await t.request(
          keysPath,
          send('POST', { name: 'x', scopes: ['bookings:read'], expiresAt: inDays(1) }, who.cookie),
        ),
        403,
        'forbidden',
      )
      await expectError(
        await t.request(`${keysPath}/${key.id}/revoke`, send('POST', {}, who.cookie)),
        403,
        'forbidden',
      )
    }
    await expectError(await t.request(keysPath), 401, 'auth.session_missing')
  })

  it('refuses a key without an expiry, one too far ahead or past, and scopes outside the set', async () => {
    const post = (body: unknown) => t.request(keysPath, send('POST', body, people.admin.cookie))
    const scopes = ['bookings:read']
    for (const body of [
      { name: 'x', scopes },
      { name: 'x', scopes, expiresAt: inDays(366) },
      { name: 'x', scopes, expiresAt: inDays(-1) },
      { name: 'x', scopes: ['people:manage'], expiresAt: inDays(1) },
      { name: 'x', scopes: [], expiresAt: inDays(1) },
      { name: 'x', scopes: ['bookings:read', 'bookings:read'], expiresAt: inDays(1) },
      { name: '', scopes, expiresAt: inDays(1) },
      { name: 'x'.repeat(81), scopes, expiresAt: inDays(1) },
    ])
      await expectError(await post(body), 400, 'validation_failed', JSON.stringify(body))
  })

  it('calls routes within its scopes, without an Origin, and is refused everywhere else', async () => {
    const { secret } = await makeKey(['bookings:read'])
    const list = await call('/api/v1/bookings?scope=all', withKey(secret))
    expect(list.status, await list.clone().text()).toBe(200)
    expect((await readJson(list)).bookings).toBeInstanceOf(Array)
    // Public reads need no scope, and are answered as to a visitor: the key's maker is an admin,
    // who may ask for one resource's slots, which visitors may not.
    expect((await call('/api/v1/services', withKey(secret))).status).toBe(200)
    const { services } = await readJson(await call('/api/v1/services'))
    const { resources } = await readJson(
      await t.request('/api/v1/resources', { headers: { cookie: people.admin.cookie } }),
    )
    const slots = `/api/v1/services/${services[0].id}/slots?from=${inDays(3).slice(0, 10)}&to=${inDays(4).slice(0, 10)}`
    expect((await call(slots, withKey(secret))).status).toBe(200)
    expect((await call(`${slots}&resourceId=${resources[0].id}`, withKey(secret))).status).toBe(
      (await call(`${slots}&resourceId=${resources[0].id}`)).status,
    )

    const outside: [string, RequestInit][] = [
      ['/api/v1/admin/services', json(await newService())],
      ['/api/v1/admin/services', {}],
      ['/api/v1/quotes?scope=all', {}],
      ['/api/v1/admin/people', {}],
      ['/api/v1/admin/settings', {}],
      ['/api/v1/admin/audit', {}],
      ['/api/v1/me/profile', {}],
      [keysPath, {}],
      [keysPath, json({ name: 'more', scopes: ['catalogue:manage'], expiresAt: inDays(1) })],
      ['/api/v1/storage/bucket', {}],
    ]
    for (const [path, init] of outside)
      await expectError(await call(path, withKey(secret, init)), 403, 'api_keys.scope', path)
    // A path no route serves is a 404, as for a visitor.
    await expectError(await call('/api/v1/no-such-route', withKey(secret)), 404, 'not_found')
    // Better Auth's routes take no keys: no session, no new key, no sign-in with one.
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions'])
      await expectError(await call(path, withKey(secret)), 403, 'api_keys.scope', path)
    await expectError(
      await call('/api/auth/sign-out', withKey(secret, json({}))),
      403,
      'api_keys.scope',
    )
  })

  it('writes within its scope as its maker, and the audit log names the key', async () => {
    const { secret, key } = await makeKey(['catalogue:manage'], { name: 'Shop importer' })
    const res = await call('/api/v1/admin/services', withKey(secret, json(await newService())))
    expect(res.status, await res.clone().text()).toBe(201)
    const { service } = await readJson(res)

    const [made] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'service'), eq(auditLog.entityId, service.id)))
    expect(made?.actorId).toBe(people.admin.userId)
    const used = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.used'), eq(auditLog.entityId, key.id)))
    expect(used.map((row) => row.data)).toEqual([
      {
        name: 'Shop importer',
        prefix: key.prefix,
        method: 'POST',
        path: '/api/v1/admin/services',
        status: 201,
      },
    ])
    expect(used[0]?.actorId).toBe(people.admin.userId)
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(row?.lastUsedAt).toBeInstanceOf(Date)
  })

  it('is refused on the next request once revoked, and a wrong or forged key is 401', async () => {
    const { secret, key } = await makeKey(['bookings:read'])
    expect((await call('/api/v1/bookings?scope=all', withKey(secret))).status).toBe(200)
    const revoked = await t.request(
      `${keysPath}/${key.id}/revoke`,
      send('POST', {}, people.admin.cookie),
    )
    expect(revoked.status).toBe(200)
    expect((await readJson(revoked)).key.revokedAt).not.toBeNull()
    await expectError(
      await call('/api/v1/bookings?scope=all', withKey(secret)),
      401,
      'api_keys.invalid',
    )
    await expectError(
      await t.request(`${keysPath}/${key.id}/revoke`, send('POST', {}, people.admin.cookie)),
      409,
      'api_keys.revoked',
    )

    const forged = [
      `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      'rsv_',
      `rsv_${'A'.repeat(43)}`,
      `rsv_${'x'.repeat(5000)}`,
    ]
    for (const value of forged)
      await expectError(await call('/api/v1/bookings', withKey(value)), 401, 'api_keys.invalid')
  })

  it('stops working when its maker is no longer an admin', async () => {
    const { secret } = await makeKey(['bookings:read'])
    const { users } = await import('../auth/auth.table.ts')
    await t.db.update(users).set({ role: 'operator' }).where(eq(users.id, people.admin.userId))
    try {
      await expectError(await call('/api/v1/bookings', withKey(secret)), 401, 'api_keys.invalid')
    } finally {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId))
    }
  })

  it('does not add a session cookie’s rights to a key’s, nor a key’s to a cookie’s', async () => {
    const { secret } = await makeKey(['bookings:read'])
    // The admin's own cookie comes along: still only what the key may do.
    await expectError(
      await t.request(
        '/api/v1/admin/people',
        withKey(secret, { headers: { cookie: people.admin.cookie } }),
      ),
      403,
      'api_keys.scope',
    )
    await expectError(
      await t.request(
        '/api/v1/admin/services',
        withKey(secret, { ...json(await newService()), headers: { cookie: people.admin.cookie } }),
      ),
      403,
      'api_keys.scope',
    )
    // A customer's cookie with the key: the key's answer (staff's list), not the customer's.
    const res = await call(
      '/api/v1/bookings?scope=all',
      withKey(secret, { headers: { cookie: people.customer.cookie } }),
    )
    expect(res.status).toBe(200)
  })

  it('needs no Origin, but a cookie session from a foreign origin is still refused', async () => {
    const { secret } = await makeKey(['catalogue:manage'])
    const foreign = { origin: 'https://evil.example' }
    const withKeyFromAnywhere = await call(
      '/api/v1/admin/services',
      withKey(secret, {
        ...json(await newService()),
        headers: { ...foreign, 'content-type': 'application/json' },
      }),
    )
    expect(withKeyFromAnywhere.status).toBe(201)
    await expectError(
      await call('/api/v1/admin/services', {
        ...json(await newService()),
        headers: { ...foreign, 'content-type': 'application/json', cookie: people.admin.cookie },
      }),
      403,
      'auth.invalid_origin',
    )
  })

  it('refuses an oversized body before the key is looked at', async () => {
    const { secret } = await makeKey(['catalogue:manage'])
    const body = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })
    const res = await call(
      '/api/v1/admin/services',
      withKey(secret, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    )
    await expectError(res, 413, 'request.too_large')
    await expectError(
      await t.request(keysPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: people.admin.cookie },
        body,
      }),
      413,
      'request.too_large',
    )
  })

  it('is refused once expired, by the app’s clock', async () => {
    let now = Date.now()
    const app = createSiblingApp(t, { clock: { now: () => new Date(now) } })
    const { secret } = await makeKey(['bookings:read'], { expiresAt: inDays(2) })
    const get = () => app.request(`${testBaseUrl}/api/v1/bookings`, withKey(secret))
    expect((await get()).status).toBe(200)
    now += 2 * day + 1000
    await expectError(await get(), 401, 'api_keys.invalid')
  })

  it('answers 429 rate_limited with Retry-After past its rate limit, per key', async () => {
    const app = createSiblingApp(t, { apiKeyRateLimit: { max: 3, windowSeconds: 60 } })
    const first = await makeKey(['bookings:read'])
    const second = await makeKey(['bookings:read'])
    const get = (secret: string) => app.request(`${testBaseUrl}/api/v1/bookings`, withKey(secret))
    for (let i = 0; i < 3; i++) expect((await get(first.secret)).status).toBe(200)
    const limited = await get(first.secret)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    await expectError(limited, 429, 'rate_limited')
    expect((await get(second.secret)).status).toBe(200)
  })
})
