import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { services } from '../modules/catalogue/catalogue.table.ts'
import { profiles } from '../modules/profiles/profiles.table.ts'
import { json, send, signUpAs, usePeople } from '../testing/auth-helpers.ts'
import { londonInstant, nextWeekday } from '../testing/calendar.ts'
import {
  expectError,
  readJson,
  type TestApp,
  testBaseUrl,
  useTestApp,
} from '../testing/create-test-app.ts'

const stateChanging = ['post', 'put', 'patch', 'delete']

/** Every table's rows, hashed: any insert, update or delete changes it. */
async function databaseState(t: TestApp) {
  const tables = (await t.db.execute(sql`
    select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1
  `)) as unknown as { rows: { name: string }[] }
  const state: Record<string, string> = {}
  for (const { name } of tables.rows) {
    const result = (await t.db.execute(
      sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${sql.identifier(name)} r`,
    )) as unknown as { rows: { h: string }[] }
    state[name] = result.rows[0]?.h ?? ''
  }
  return state
}

/** Every state-changing /api/v1 route in the published OpenAPI document, with its path filled in. */
async function stateChangingRoutes(t: TestApp) {
  const doc = await readJson(await t.request('/api/openapi.json'))
  const routes: { method: string; path: string }[] = []
  for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
    if (!path.startsWith('/api/v1/')) continue
    for (const method of Object.keys(operations)) {
      if (!stateChanging.includes(method)) continue
      const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'path' ? 'folder/file.txt' : name === 'date' ? '2030-01-07' : crypto.randomUUID(),
      )
      routes.push({ method: method.toUpperCase(), path: filled })
    }
  }
  return routes
}

describe('state changes need our own origin', () => {
  const t = useTestApp()
  const { admin, customer } = usePeople(t, {
    admin: ['admin', 'Ada Admin'],
    customer: ['customer', 'Cat Customer'],
  })

  const foreign: { name: string; headers: Record<string, string> }[] = [
    { name: 'another site', headers: { origin: 'https://evil.example' } },
    { name: 'another port of the same host', headers: { origin: 'http://localhost:4000' } },
    { name: 'an opaque origin (sandboxed frame)', headers: { origin: 'null' } },
    { name: 'a cross-site page without Origin', headers: { 'sec-fetch-site': 'cross-site' } },
    { name: 'a same-site page without Origin', headers: { 'sec-fetch-site': 'same-site' } },
  ]

  it('refuses every state-changing /api/v1 route called with a cookie from a foreign origin, writing nothing', async () => {
    const routes = await stateChangingRoutes(t)
    // The document lists them all; a route added later is covered without touching this test.
    expect(routes.length).toBeGreaterThan(30)
    const before = await databaseState(t)
    for (const route of routes) {
      for (const variant of foreign) {
        for (const cookie of [admin.cookie, customer.cookie]) {
          // Straight to the app: the test client would add our own Origin to these.
          const res = await t.app.request(new URL(route.path, testBaseUrl).toString(), {
            method: route.method,
            headers: { 'content-type': 'application/json', cookie, ...variant.headers },
            body: '{}',
          })
          const label = `${route.method} ${route.path} from ${variant.name}`
          await expectError(res, 403, 'auth.invalid_origin', label)
        }
      }
    }
    expect(await databaseState(t)).toEqual(before)
  })

  it('takes the same request from our own origin, and from a client that is not a browser', async () => {
    const patch = (headers: Record<string, string>, fullName: string) =>
      t.app.request(`${testBaseUrl}/api/v1/me/profile`, {
        ...send('PATCH', { fullName }, customer.cookie),
        headers: { 'content-type': 'application/json', cookie: customer.cookie, ...headers },
      })
    const nameNow = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.id, customer.userId)))[0]?.fullName

    expect((await patch({ origin: 'https://evil.example' }, 'Evil Name')).status).toBe(403)
    expect(await nameNow()).toBe('Cat Customer')

    expect((await patch({ origin: testBaseUrl }, 'Cat Own Origin')).status).toBe(200)
    expect(await nameNow()).toBe('Cat Own Origin')
    // The app opened at its loopback addresses on the same port is ours too.
    expect((await patch({ origin: 'http://127.0.0.1:3000' }, 'Cat Loopback')).status).toBe(200)
    expect((await patch({ origin: 'http://[::1]:3000' }, 'Cat IPv6')).status).toBe(200)
    expect(await nameNow()).toBe('Cat IPv6')
    // curl and scripts send neither Origin nor Sec-Fetch-Site; no browser page is involved.
    expect((await patch({}, 'Cat Curl')).status).toBe(200)
    expect((await patch({ 'sec-fetch-site': 'same-origin' }, 'Cat Same')).status).toBe(200)
    expect(await nameNow()).toBe('Cat Same')
  })

  it('lets a bearer-token client act from any origin', async () => {
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      json({ email: customer.email, password: customer.password }),
    )
    const token = signIn.headers.get('set-auth-token')
    expect(token).toBeTruthy()
    const res = await t.request('/api/v1/me/profile', {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        origin: 'https://integration.example',
      },
      body: JSON.stringify({ fullName: 'Cat Bearer' }),
    })
    expect(res.status).toBe(200)
    expect((await readJson(res)).fullName).toBe('Cat Bearer')
  })

  it('refuses a form POST from a page on another port that would cancel a booking', async () => {
    const [service] = await t.db.select().from(services).where(eq(services.name, 'Safety check'))
    const created = await t.request(
      '/api/v1/bookings',
      send(
        'POST',
        { serviceId: service?.id, start: londonInstant(nextWeekday(3), '11:00') },
        customer.cookie,
      ),
    )
    expect(created.status).toBe(201)
    const { booking } = await readJson(created)

    // What Chrome sends for <form method=post action=http://localhost:3000/…> on localhost:4000:
    // SameSite=Lax still sends the cookie, since another port is the same site.
    const attack = await t.request(`/api/v1/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: customer.cookie,
        origin: 'http://localhost:4000',
        'sec-fetch-site': 'same-site',
        'sec-fetch-mode': 'navigate',
      },
      body: 'reason=gone',
    })
    await expectError(attack, 403, 'auth.invalid_origin')
    const still = await t.request(`/api/v1/bookings/${booking.id}`, {
      headers: { cookie: customer.cookie },
    })
    expect((await readJson(still)).booking.status).toBe(booking.status)

    const own = await t.request(`/api/v1/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: { cookie: customer.cookie },
    })
    expect((await readJson(own)).booking.status).toBe('cancelled')
  })

  it('says which setting would allow a refused origin, in the answer and once in the log', async () => {
    const refused = async () =>
      t.request('/api/v1/me/profile', {
        ...send('PATCH', { fullName: 'LAN' }, customer.cookie),
        headers: {
          'content-type': 'application/json',
          cookie: customer.cookie,
          origin: 'http://192.168.1.20:3000',
        },
      })
    const first = await readJson(await refused())
    expect(first.error).toMatchObject({
      code: 'auth.invalid_origin',
      details: { origin: 'http://192.168.1.20:3000' },
    })
    expect(first.error.message).toContain('http://192.168.1.20:3000')
    expect(first.error.message).toContain('PUBLIC_URL')
    expect(first.error.message).toContain('TRUSTED_ORIGINS')
    await refused()
    const warnings = t.logs.filter((l) => l.level === 40 && l.origin === 'http://192.168.1.20:3000')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.msg).toMatch(/PUBLIC_URL[\s\S]*TRUSTED_ORIGINS/)
  })
})

describe('origins on Better Auth’s own routes (/api/auth/*)', () => {
  const t = useTestApp()

  it('signs in from the loopback addresses on the server’s port, whatever PUBLIC_URL says', async () => {
    const user = await signUpAs(t, 'customer')
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const res = await t.request(
        '/api/auth/sign-in/email',
        json({ email: user.email, password: user.password }, { origin }),
      )
      expect(res.status, origin).toBe(200)
    }
  })

  it('refuses a sign-in from an address it does not trust, saying which setting allows it', async () => {
    const user = await signUpAs(t, 'customer')
    const res = await t.request(
      '/api/auth/sign-in/email',
      json({ email: user.email, password: user.password }, { origin: 'http://10.0.0.7:3000' }),
    )
    expect(res.status).toBe(403)
    const body = await readJson(res)
    expect(body.error.code).toBe('auth.invalid_origin')
    expect(body.error.message).toMatch(/10\.0\.0\.7:3000[\s\S]*PUBLIC_URL[\s\S]*TRUSTED_ORIGINS/)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(
      t.logs.filter((l) => l.level === 40 && l.origin === 'http://10.0.0.7:3000'),
    ).toHaveLength(1)
  })

  it('refuses a cookie request from another port even in tests (NODE_ENV=test does not turn the check off)', async () => {
    const user = await signUpAs(t, 'customer', 'Nora Name')
    const res = await t.request(
      '/api/auth/update-user',
      json({ name: 'Changed By Evil' }, { cookie: user.cookie, origin: 'http://localhost:4000' }),
    )
    await expectError(res, 403, 'auth.invalid_origin')
    const session = await readJson(
      await t.request('/api/auth/get-session', { headers: { cookie: user.cookie } }),
    )
    expect(session.user.name).toBe('Nora Name')
    const own = await t.request(
      '/api/auth/update-user',
      json({ name: 'Nora Renamed' }, { cookie: user.cookie }),
    )
    expect(own.status).toBe(200)
  })
})
