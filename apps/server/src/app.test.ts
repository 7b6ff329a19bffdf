import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from './testing/auth-helpers.ts'
import { createTestApp, readJson, type TestApp, withApp } from './testing/create-test-app.ts'

describe('the HTTP app', () => {
  let t: TestApp
  let webDist: string

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-web-'))
    fs.mkdirSync(path.join(webDist, 'assets'))
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Reserva app</title>')
    fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)')
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    t = await createTestApp({ webDist })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(webDist, { recursive: true, force: true })
  })

  it('answers an unknown API path with a JSON 404 in the common error shape', async () => {
    const res = await t.request('/api/v1/nothing-here', { method: 'POST' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route POST /api/v1/nothing-here' },
    })
  })

  it('answers an unknown Better Auth path with a JSON 404 too', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/no-such-endpoint'],
      ['POST', '/api/auth/no-such-endpoint'],
      ['GET', '/api/auth/sign-in/no-such-method'],
    ] as const) {
      const res = await t.request(path, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: '{}' }
          : {}),
      })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(await res.json()).toEqual({
        error: { code: 'not_found', message: `No API route ${method} ${path}` },
      })
    }
    // Known paths keep Better Auth's own answers.
    expect((await t.request('/api/auth/get-session')).status).toBe(200)
  })

  it('serves the web app for every page path, so the app can show its own screens', async () => {
    for (const page of ['/', '/about', '/booking-confirmation', '/no/such/page']) {
      const res = await t.request(page)
      expect(res.status, page).toBe(200)
      expect(await res.text()).toContain('<title>Reserva app</title>')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('serves built files, with long caching for hashed assets', async () => {
    const asset = await t.request('/assets/main-abc123.js')
    expect(asset.status).toBe(200)
    expect(await asset.text()).toBe('console.log(1)')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const icon = await t.request('/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('sends security headers with a content security policy on pages and API answers', async () => {
    for (const p of ['/', '/api/health']) {
      const res = await t.request(p)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('lets pages connect to their own origin only, the live socket included', async () => {
    for (const p of ['/', '/api/health']) {
      const connectSrc =
        ((await t.request(p)).headers.get('content-security-policy') ?? '')
          .split(';')
          .find((directive) => directive.trim().startsWith('connect-src')) ?? ''
      // No `ws:` or `wss:`: those would allow a socket to any host.
      expect(connectSrc.trim().split(/\s+/)).toEqual(['connect-src', "'self'"])
    }
  })

  it('allows the web app’s inline colour-scheme script by its hash, and no other inline script', async () => {
    const page = fs.readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8')
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(inline).toHaveLength(1)
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')
    const res = await t.request('/')
    const scriptSrc =
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`])
  })

  it('denies powerful browser features the app never uses, on every kind of answer', async () => {
    const answers = [
      await t.request('/'),
      await t.request('/assets/main-abc123.js'),
      await t.request('/api/health'),
      await t.request('/api/v1/nothing-here'),
      await t.request('/api/auth/get-session'),
      await t.request('/api/auth/no-such-endpoint'),
      await t.request('/api/v1/quotes', { method: 'POST', body: 'not json' }),
    ]
    for (const res of answers) {
      const policy = (res.headers.get('permissions-policy') ?? '').split(', ')
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
        expect(policy, `${res.url} ${res.status}`).toContain(`${feature}=()`)
      }
    }
  })

  it('gives every request an id, echoes a caller-supplied one, and logs it as JSON', async () => {
    const res = await t.request('/api/health', { headers: { 'X-Request-Id': 'trace-42' } })
    expect(res.headers.get('x-request-id')).toBe('trace-42')
    const line = t.logs.find((l) => l.reqId === 'trace-42')
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/health', status: 200 })
    expect(typeof line?.ms).toBe('number')

    const generated = (await t.request('/api/health')).headers.get('x-request-id')
    expect(generated).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('publishes an OpenAPI document generated from the route declarations, and a docs page', async () => {
    const doc = await readJson(await t.request('/api/openapi.json'))
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/settings/public']),
    )
    const page = await t.request('/api/docs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('/api/v1/settings/public')
    expect(html).toContain('<table>')
  })
})

describe('the HTTP app without a built web app', () => {
  it('says how to build it instead of failing', async () => {
    const t = await createTestApp({ webDist: path.join(os.tmpdir(), 'reserva-no-such-dist') })
    try {
      const res = await t.request('/')
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('npm run build')
      expect((await t.request('/api/health')).status).toBe(200)
    } finally {
      await t.close()
    }
  })
})

describe('errors nobody planned for', () => {
  it('become a 500 internal_error without details, and are logged with the request id', async () => {
    await withApp(createTestApp(), async (t) => {
      const { cookie } = await signUp(t)
      // A statement that fails for a reason no code of ours plans for, the database still there.
      await t.db.execute(sql`
        create function refuse_profile() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`)
      await t.db.execute(sql`
        create trigger refuse_profile before insert or update on profiles
        for each row execute function refuse_profile()`)
      const res = await t.request('/api/v1/me/profile', {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json', 'X-Request-Id': 'r-500' },
        body: JSON.stringify({ fullName: 'Jo Rider' }),
      })
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        },
      })
      expect(t.logs.find((l) => l.reqId === 'r-500' && l.msg === 'unhandled error')).toBeTruthy()
    })
  })

  it('become a 503 with Retry-After when the database went away under a running server', async () => {
    const t = await createTestApp()
    await t.database.close()
    const res = await t.request('/api/v1/settings/public', { headers: { 'X-Request-Id': 'r-503' } })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect((await readJson(res)).error.code).toBe('service_unavailable')
    expect(t.logs.find((l) => l.reqId === 'r-503' && l.msg === 'unhandled error')).toBeFalsy()
  })
})
