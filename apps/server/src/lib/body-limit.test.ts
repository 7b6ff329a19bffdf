import crypto from 'node:crypto'
import http from 'node:http'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { routesWithOwnBodyLimit } from '../app.ts'
import { services } from '../modules/catalogue/catalogue.table.ts'
import { json, send, signUpAs } from '../testing/auth-helpers.ts'
import { nextWeekday } from '../testing/calendar.ts'
import {
  createTestApp,
  expectError,
  readJson,
  serveOnSocket,
  testBaseUrl,
  useTestApp,
} from '../testing/create-test-app.ts'
import { pngBytes } from '../testing/files.ts'
import { jsonBodyLimit } from './body-limit.ts'

const MB = 1024 * 1024

/** `POST /api/v1/quotes/:id/attachments` as the OpenAPI document writes it. */
const asDocumented = (route: string) =>
  route.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => `{${name}}`).toLowerCase()

describe('request size limits', () => {
  const t = useTestApp()

  it('refuses a body over 1 MB on every route with 413 request.too_large, before the session is checked', async () => {
    const doc = await readJson(await t.request('/api/openapi.json'))
    const own = routesWithOwnBodyLimit.map(asDocumented)
    const routes: string[] = []
    for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
      for (const method of Object.keys(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue
        if (own.includes(`${method} ${path}`.toLowerCase())) continue
        routes.push(`${method.toUpperCase()} ${path}`)
      }
    }
    expect(routes.length).toBeGreaterThan(30)
    // Better Auth's routes are not in the document; they get the same limit.
    routes.push('POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email')
    const tooBig = `{"padding":"${'x'.repeat(jsonBodyLimit)}"}`
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string]
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'path' ? 'folder/file.txt' : crypto.randomUUID(),
      )
      // Signed out: a route that read the body or looked for a session first would say 400 or 401.
      const res = await t.request(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: tooBig,
      })
      expect(res.status, route).toBe(413)
      // The storage API adds Supabase's statusCode and message around the same error.
      expect((await readJson(res)).error, route).toEqual({
        code: 'request.too_large',
        message: 'The request body is larger than this server takes (1 MB).',
      })
    }
  })

  it('refuses from a declared Content-Length alone, and takes a body just under the limit', async () => {
    const declared = await t.request('/api/v1/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(600 * MB) },
      body: '{}',
    })
    await expectError(declared, 413, 'request.too_large')

    const customer = await signUpAs(t, 'customer')
    const justUnder = `{"x":"${'y'.repeat(jsonBodyLimit - 100)}"}`
    const under = await t.request('/api/v1/me/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: customer.cookie },
      body: justUnder,
    })
    // Read and judged by the route: an unknown field, not a size problem.
    await expectError(under, 400, 'validation_failed')
  })

  it('leaves the upload routes to their own, larger limits', async () => {
    expect(routesWithOwnBodyLimit).toEqual([
      'POST /api/v1/storage/object/:bucket/:path{.+}',
      'PUT /api/v1/storage/object/:bucket/:path{.+}',
      'PUT /api/v1/storage/object/upload/sign/:bucket/:path{.+}',
      'POST /api/v1/quotes/:id/attachments',
    ])
    const admin = await signUpAs(t, 'admin')
    const customer = await signUpAs(t, 'customer')
    const twoMb = pngBytes(2 * MB)

    const [custom] = await t.db.select().from(services).where(eq(services.name, 'Custom build'))
    const asked = await t.request(
      '/api/v1/quotes',
      send(
        'POST',
        {
          serviceId: custom?.id,
          title: 'Frame repair',
          details: 'A crack near the bottom bracket.',
          preferredDates: [nextWeekday(3)],
        },
        customer.cookie,
      ),
    )
    const { quote } = await readJson(asked)
    const form = new FormData()
    form.append('file', new File([twoMb], 'crack.png', { type: 'image/png' }))
    const attached = await t.request(`/api/v1/quotes/${quote.id}/attachments`, {
      method: 'POST',
      headers: { cookie: customer.cookie },
      body: form,
    })
    expect(attached.status, await attached.clone().text()).toBe(201)

    const bucket = await t.request(
      '/api/v1/storage/bucket',
      send('POST', { id: 'large-files' }, admin.cookie),
    )
    expect(bucket.status).toBe(201)
    const stored = await t.request('/api/v1/storage/object/large-files/scans/frame.bin', {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
      body: twoMb,
    })
    expect(stored.status, await stored.clone().text()).toBe(200)
    // Replacing it (storage-js's update) takes the same larger limit.
    const replaced = await t.request('/api/v1/storage/object/large-files/scans/frame.bin', {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
      body: twoMb,
    })
    expect(replaced.status, await replaced.clone().text()).toBe(200)

    // A JSON route under the same prefix is not an upload: the bucket is not called "sign".
    const sign = await t.request(
      '/api/v1/storage/object/sign/large-files/scans/frame.bin',
      json({ expiresIn: 60, padding: 'x'.repeat(jsonBodyLimit) }, { cookie: admin.cookie }),
    )
    expect(sign.status).toBe(413)
  })
})

/**
 * Sends `total` bytes to a real server over a socket, 64 kB at a time (the same buffer again, so
 * the sender holds no more than that), and stops when the answer comes or the server hangs up.
 */
function stream({
  port,
  path,
  total,
  declareLength,
}: {
  port: number
  path: string
  total: number
  declareLength: boolean
}) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: testBaseUrl,
        ...(declareLength ? { 'content-length': String(total) } : {}),
      },
    })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    let answered = false
    request.on('response', (res) => {
      answered = true
      let body = ''
      res.on('data', (d) => {
        body += d
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }))
    })
    // After the answer the server may cut the rest of the upload: expected, not a failure.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', pump)
          return
        }
      }
      if (!answered) request.end()
    }
    pump()
  })
}

describe('a 100 MB body over a real connection', () => {
  it('is answered 413 without being read: memory stays flat, signed out or not', async () => {
    const t = await createTestApp({ demo: false })
    const server = await serveOnSocket(t.app)
    try {
      const total = 100 * MB
      for (const declareLength of [false, true]) {
        const before = process.memoryUsage()
        let peakRss = before.rss
        let peakHeap = before.heapUsed
        const sampler = setInterval(() => {
          const now = process.memoryUsage()
          peakRss = Math.max(peakRss, now.rss)
          peakHeap = Math.max(peakHeap, now.heapUsed)
        }, 5)
        const answer = await stream({
          port: server.port,
          path: '/api/v1/quotes',
          total,
          declareLength,
        })
        clearInterval(sampler)
        const label = declareLength ? 'with Content-Length' : 'chunked, no Content-Length'
        expect(answer.status, label).toBe(413)
        expect(JSON.parse(answer.body).error.code, label).toBe('request.too_large')
        // The answer came before the upload was through.
        expect(answer.sent, label).toBeLessThan(total)
        // A body that was read whole would add at least its own size; the limit keeps the growth
        // to buffers and noise.
        expect(peakRss - before.rss, `${label}: rss growth`).toBeLessThan(40 * MB)
        expect(peakHeap - before.heapUsed, `${label}: heap growth`).toBeLessThan(20 * MB)
      }
    } finally {
      await server.close()
      await t.close()
    }
  })
})
