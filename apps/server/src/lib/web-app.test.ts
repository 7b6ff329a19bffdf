import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectError, type TestApp } from '../testing/create-test-app.ts'

/** A file and the Brotli and gzip copies the web build writes next to it. */
function writeWithCopies(file: string, content: string) {
  fs.writeFileSync(file, content)
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content))
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }

describe('the built web app', () => {
  let t: TestApp
  let webDist: string
  const page = `<!doctype html><title>Reserva app</title>${'<meta name="x" content="y">'.repeat(60)}`
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}]`

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-web-'))
    fs.mkdirSync(path.join(webDist, 'assets'))
    writeWithCopies(path.join(webDist, 'index.html'), page)
    writeWithCopies(path.join(webDist, 'assets', 'app-abc123.js'), script)
    fs.writeFileSync(path.join(webDist, 'assets', 'photo-abc123.png'), Buffer.alloc(4096, 7))
    t = await createTestApp({ webDist })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(webDist, { recursive: true, force: true })
  })

  it('sends a hashed asset as the Brotli copy to a browser that takes br, cached for a year', async () => {
    const res = await t.request('/assets/app-abc123.js', { headers: browser })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = await bytes(res)
    // The build's copy as it is: not compressed a second time on the way out.
    expect(body.equals(fs.readFileSync(path.join(webDist, 'assets', 'app-abc123.js.br')))).toBe(
      true,
    )
    expect(res.headers.get('content-length')).toBe(String(body.length))
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script)
  })

  it('falls back to the gzip copy, then to the file itself, as the client accepts', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const res = await t.request('/assets/app-abc123.js', {
        headers: { 'accept-encoding': acceptEncoding },
      })
      expect(res.headers.get('content-encoding'), acceptEncoding).toBe('gzip')
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      const body = await bytes(res)
      expect(res.headers.get('content-length')).toBe(String(body.length))
      expect(zlib.gunzipSync(body).toString()).toBe(script)
    }

    const plain = await t.request('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    // A cache must not hand this copy to a browser that takes br.
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(script)))
    expect(await plain.text()).toBe(script)
  })

  it('sends an image as it is: it would not get smaller', async () => {
    const res = await t.request('/assets/photo-abc123.png', { headers: browser })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('content-length')).toBe('4096')
  })

  it('sends index.html, for every page path too, compressed and to be revalidated each time', async () => {
    for (const pagePath of ['/', '/about', '/no/such/page']) {
      const res = await t.request(pagePath, { headers: browser })
      expect(res.status, pagePath).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      expect(res.headers.get('content-encoding')).toBe('br')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/)
      expect(res.headers.get('last-modified')).toBeTruthy()
      expect(zlib.brotliDecompressSync(await bytes(res)).toString()).toBe(page)
    }
  })

  it('answers a revalidation with 304 and no body while the file is unchanged, and sends it again once it changed', async () => {
    const first = await t.request('/', { headers: browser })
    const etag = first.headers.get('etag') as string
    const lastModified = first.headers.get('last-modified') as string

    const byTag = await t.request('/', { headers: { ...browser, 'if-none-match': etag } })
    expect(byTag.status).toBe(304)
    expect(await byTag.text()).toBe('')
    expect(byTag.headers.get('etag')).toBe(etag)
    expect(byTag.headers.get('cache-control')).toBe('no-cache')
    expect(byTag.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(byTag.headers.get('content-length')).toBeNull()
    expect(byTag.headers.get('content-encoding')).toBeNull()

    const byDate = await t.request('/about', {
      headers: { ...browser, 'if-modified-since': lastModified },
    })
    expect(byDate.status).toBe(304)

    // Each encoding is its own copy with its own tag: the br tag does not validate the gzip copy.
    const gzip = await t.request('/', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    })
    expect(gzip.status).toBe(200)

    // A new build: same path, other content.
    const plain = await t.request('/')
    const plainTag = plain.headers.get('etag') as string
    const index = path.join(webDist, 'index.html')
    fs.writeFileSync(index, page.replace('Reserva app', 'Reserva app, new build'))
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(index, later, later)
    const changed = await t.request('/', { headers: { 'if-none-match': plainTag } })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('new build')
    fs.writeFileSync(index, page)
  })

  it('answers a hashed asset that is not there (an old build) with a 404, never with the page', async () => {
    const res = await t.request('/assets/app-old999.js', { headers: browser })
    await expectError(res, 404, 'not_found')
    expect(res.headers.get('cache-control')).toBeNull()
  })
})
