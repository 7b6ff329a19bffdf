import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/create-test-app.ts'

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('answers made per request', () => {
  let t: TestApp
  let document: unknown

  beforeAll(async () => {
    t = await createTestApp()
    // The OpenAPI document: a JSON answer of tens of kilobytes.
    document = await (await t.request('/api/openapi.json')).json()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('compresses a large JSON answer with Brotli for a client that takes it, and it decodes to the same JSON', async () => {
    const res = await t.request('/api/openapi.json', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    const body = await bytes(res)
    // Compressed whole (no stream): the length is the compressed body's.
    expect(res.headers.get('content-length')).toBe(String(body.length))
    expect(body.length).toBeLessThan(JSON.stringify(document).length / 4)
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString())).toEqual(document)
  })

  it('uses gzip when the client prefers it or takes nothing else, and sends it plain to one that takes neither', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0.5, gzip', 'deflate, gzip;q=0.8']) {
      const res = await t.request('/api/openapi.json', {
        headers: { 'accept-encoding': acceptEncoding },
      })
      expect(res.headers.get('content-encoding'), acceptEncoding).toBe('gzip')
      expect(JSON.parse(zlib.gunzipSync(await bytes(res)).toString())).toEqual(document)
    }
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await t.request('/api/openapi.json', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      })
      expect(res.headers.get('content-encoding'), acceptEncoding).toBeNull()
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(await res.json()).toEqual(document)
    }
  })

  it('sends a small JSON answer as it is, with its length', async () => {
    const res = await t.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    const body = await bytes(res)
    expect(res.headers.get('content-length')).toBe(String(body.length))
    expect(JSON.parse(body.toString())).toEqual({ status: 'ok' })
  })

  it('compresses an HTML page made per request (the API docs) too', async () => {
    const res = await t.request('/api/docs', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(zlib.gunzipSync(await bytes(res)).toString()).toMatch(/<html/i)
  })

  it('leaves a HEAD answer alone: it has no body', async () => {
    const res = await t.request('/api/openapi.json', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe('')
  })
})
