import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { type TOTP, URI } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, firstSignIn, json, signUp, uniqueEmail } from '../../testing/auth-helpers.ts'
import {
  createSiblingApp,
  createTestApp,
  expectError,
  readJson,
  type TestApp,
  testBaseUrl,
  useTestApp,
  withApp,
} from '../../testing/create-test-app.ts'
import { describeProcesses, freshDataDir } from '../../testing/process-tests.ts'
import { freePort, spawnServer } from '../../testing/spawn-server.ts'
import { rateLimits, users } from './auth.table.ts'

describe('two-factor sign-in (TOTP)', () => {
  const t = useTestApp()

  it('enrols with a secret and backup codes, then asks for the code at sign-in, then disables', async () => {
    const { cookie, email, password } = await signUp(t)
    const enable = await readJson(
      await t.request('/api/auth/two-factor/enable', json({ password }, { cookie })),
    )
    expect(enable.totpURI).toMatch(/^otpauth:\/\/totp\/Spoke%20%26%20Chain:/)
    expect(enable.backupCodes).toHaveLength(10)
    const totp = URI.parse(enable.totpURI) as TOTP

    const confirm = await t.request(
      '/api/auth/two-factor/verify-totp',
      json({ code: totp.generate() }, { cookie }),
    )
    expect(confirm.status).toBe(200)

    const first = await t.request('/api/auth/sign-in/email', json({ email, password }))
    expect(await readJson(first)).toMatchObject({ twoFactorRedirect: true })
    const pending = cookieFrom(first)
    expect(pending).not.toContain('reserva.session_token=')

    const wrong = await t.request(
      '/api/auth/two-factor/verify-totp',
      json({ code: '000000' }, { cookie: pending }),
    )
    expect(wrong.status).toBe(401)
    const ok = await t.request(
      '/api/auth/two-factor/verify-totp',
      json({ code: totp.generate() }, { cookie: pending }),
    )
    expect(ok.status).toBe(200)
    const session = cookieFrom(ok)
    expect(session).toContain('reserva.session_token=')

    // A backup code works once in place of the app's code.
    const again = cookieFrom(await t.request('/api/auth/sign-in/email', json({ email, password })))
    const backup = await t.request(
      '/api/auth/two-factor/verify-backup-code',
      json({ code: enable.backupCodes[0] }, { cookie: again }),
    )
    expect(backup.status).toBe(200)

    const disable = await t.request(
      '/api/auth/two-factor/disable',
      json({ password }, { cookie: session }),
    )
    expect(disable.status).toBe(200)
    const plain = await readJson(
      await t.request('/api/auth/sign-in/email', json({ email, password })),
    )
    expect(plain.twoFactorRedirect).toBeUndefined()
    expect(plain.user.email).toBe(email)
  })
})

describe('access tokens for sockets and API clients', () => {
  it('issues a short-lived JWT that verifies against the published JWKS', async () => {
    await withApp(createTestApp(), async (t) => {
      const { cookie, userId, email } = await signUp(t)
      const { token } = await readJson(await t.request('/api/auth/token', { headers: { cookie } }))
      const jwks = createLocalJWKSet(await readJson(await t.request('/api/auth/jwks')))
      const { payload } = await jwtVerify(token, jwks, {
        issuer: testBaseUrl,
        audience: testBaseUrl,
      })
      expect(payload).toMatchObject({ sub: userId, email })
      const lifetime = (payload.exp ?? 0) - (payload.iat ?? 0)
      expect(lifetime).toBe(15 * 60)
      // The same token authenticates API calls without a cookie.
      const res = await t.request('/api/v1/me/profile', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect([200, 401]).toContain(res.status)
    })
  })
})

describe('rate limits', () => {
  it('answer 429 rate_limited with a retry hint, counted in the database that all servers share', async () => {
    await withApp(createTestApp({ auth: { rateLimit: true } }), async (t) => {
      const { email } = await signUp(t, { email: uniqueEmail('limited') })
      // A second server process on the same database: a new app over the same tables.
      // Speaks as the proxy, like the first app: both count the same forwarded client.
      const other = createSiblingApp(t)
      const attempt = (app: { request: TestApp['request'] }) =>
        app.request(
          '/api/auth/sign-in/email',
          json({ email, password: 'Wrong-Pass-1234' }, { 'x-forwarded-for': '203.0.113.7' }),
        )
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) statuses.push((await attempt(t)).status)
      for (let i = 0; i < 3; i++) {
        const res = await other.request(`${testBaseUrl}/api/auth/sign-in/email`, {
          ...json(
            { email, password: 'Wrong-Pass-1234' },
            { 'x-forwarded-for': '203.0.113.7', origin: testBaseUrl },
          ),
        })
        statuses.push(res.status)
        if (res.status === 429) {
          const body = await readJson(res)
          expect(body.error.code).toBe('rate_limited')
          expect(body.error.details.retryAfter).toBeGreaterThan(0)
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
        }
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
      expect(statuses[5]).toBe(429)
      expect((await t.db.select().from(rateLimits)).length).toBeGreaterThan(0)
    })
  })
})

describeProcesses('cross-site requests', () => {
  it('refuses a POST from another origin (origin check on, as in production)', async () => {
    const dataDir = freshDataDir('csrf')
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const server = spawnServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      NODE_ENV: 'production',
      TEST: '',
      // Production seeds no demo accounts unless asked; this test signs in with one.
      DEMO: '1',
    })
    try {
      await server.ready
      const body = JSON.stringify({
        email: 'customer@demo.reserva.test',
        password: 'Demo-Customer-2026',
      })
      const evil = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body,
      })
      expect(evil.status).toBe(403)
      expect((await readJson(evil)).error.code).toMatch(/^auth\./)
      const same = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body,
      })
      expect(same.status).toBe(200)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('admin powers, through the people routes', () => {
  const t = useTestApp()
  const people = '/api/v1/admin/people'
  let adminCookie: string
  beforeAll(async () => {
    const admin = await signUp(t, { email: uniqueEmail('admin') })
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
    adminCookie = cookieFrom(
      await t.request(
        '/api/auth/sign-in/email',
        json({ email: admin.email, password: admin.password }),
      ),
    )
  })
  const roleOf = async (userId: string) =>
    (await t.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role

  it('lists and searches users; a customer gets 403', async () => {
    const { email, cookie } = await signUp(t, { email: uniqueEmail('findme') })
    const res = await t.request(`${people}?search=${encodeURIComponent(email)}`, {
      headers: { cookie: adminCookie },
    })
    expect(res.status).toBe(200)
    expect((await readJson(res)).people.map((u: { email: string }) => u.email)).toEqual([email])
    expect((await t.request(people, { headers: { cookie } })).status).toBe(403)
  })

  it('changes a role to operator, and refuses a role that does not exist or a list of roles', async () => {
    const { userId, cookie } = await signUp(t, { extra: { requestedRole: 'operator' } })
    const setRole = (role: unknown) =>
      t.request(`${people}/${userId}/role`, json({ role }, { cookie: adminCookie }))
    expect((await setRole('operator')).status).toBe(200)
    for (const role of ['superuser', ['operator', 'admin'], [], 7]) {
      await expectError(await setRole(role), 400, 'validation_failed', JSON.stringify(role))
    }
    expect(await roleOf(userId)).toBe('operator')
    // The request is granted, so it no longer waits.
    const profile = await readJson(await t.request('/api/v1/me/profile', { headers: { cookie } }))
    expect(profile).toMatchObject({ role: 'operator', requestedRole: null })
  })

  it('Better Auth itself, called from the server, refuses a role that is not one of ours', async () => {
    const { userId } = await signUp(t)
    const headers = new Headers({ cookie: adminCookie })
    for (const role of ['superuser', ['operator', 'admin'], []]) {
      await expect(
        t.auth.api.setRole({ body: { userId, role: role as 'admin' }, headers }),
        JSON.stringify(role),
      ).rejects.toMatchObject({ statusCode: 400 })
    }
    expect(await roleOf(userId)).toBe('customer')
  })

  it('creates a user with exactly the role asked for; a customer gets 403', async () => {
    const create = (role: unknown, cookie = adminCookie, email = uniqueEmail(String(role))) =>
      t.request(
        people,
        json({ email, password: 'Correct-Horse-42', name: 'Made By Admin', role }, { cookie }),
      )
    const roleOfEmail = async (email: string) =>
      (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role
    for (const role of ['operator', 'admin', 'customer']) {
      const email = uniqueEmail(role)
      const res = await create(role, adminCookie, email)
      expect(res.status, role).toBe(201)
      expect((await readJson(res)).person.role).toBe(role)
      expect(await roleOfEmail(email)).toBe(role)
      // The new account signs in with that role, once the link mailed to it confirms the address.
      const { user } = await firstSignIn(t, { email, password: 'Correct-Horse-42' })
      expect(user.role).toBe(role)
    }
    const customer = await signUp(t)
    const email = uniqueEmail('by-customer')
    expect((await create('operator', customer.cookie, email)).status).toBe(403)
    expect(await roleOfEmail(email)).toBeUndefined()
  })

  it('bans a user (their sign-in is refused) and revokes their sessions', async () => {
    const { userId, cookie, email, password } = await signUp(t)
    const res = await t.request(
      `${people}/${userId}/ban`,
      json({ reason: 'abuse' }, { cookie: adminCookie }),
    )
    expect(res.status).toBe(200)
    expect((await t.request('/api/v1/me/profile', { headers: { cookie } })).status).toBe(401)
    const signIn = await t.request('/api/auth/sign-in/email', json({ email, password }))
    expect(signIn.status).toBe(403)
  })

  it('revokes all sessions of a user', async () => {
    const { userId, cookie } = await signUp(t)
    const res = await t.request(
      `${people}/${userId}/revoke-sessions`,
      json({}, { cookie: adminCookie }),
    )
    expect(res.status).toBe(200)
    expect((await t.request('/api/v1/me/profile', { headers: { cookie } })).status).toBe(401)
  })
})
