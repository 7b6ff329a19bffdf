import crypto from 'node:crypto'
import { expect, it } from 'vitest'
import { expectError, readJson } from '../create-test-app.ts'
import { pdfBytes, pngBytes } from '../files.ts'
import { api, requestsOf, type SuiteContext, sha256 } from './storage-driver-suite.context.ts'

/** Uploads and downloads: bytes, types, forms, replacing, caching. */
export function uploadCases(s: SuiteContext) {
  const { upload, download } = requestsOf(s)

  it('round-trips a file: download has its Content-Type, Content-Length, ETag and Cache-Control', async () => {
    const { t, alice, operator } = s
    const bytes = crypto.randomBytes(200 * 1024 + 7)
    const file = `${alice.userId}/scan.bin`
    const created = await upload(`docs/${file}`, bytes, {
      cookie: alice.cookie,
      type: 'application/octet-stream',
    })
    expect(created.status).toBe(200)
    const { object } = await readJson(created)
    expect(object).toMatchObject({
      bucketId: 'docs',
      name: `${alice.userId}/scan.bin`,
      size: bytes.length,
      mimeType: 'application/octet-stream',
      cacheControl: 'max-age=3600',
      etag: `"${sha256(bytes)}"`,
      ownerId: alice.userId,
    })

    const res = await download(`docs/${file}`, alice.cookie)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect(res.headers.get('etag')).toBe(`"${sha256(bytes)}"`)
    // A private object must not be kept by shared caches.
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    // Not a type a browser may show in place: it is sent as a download.
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=scan.bin')

    const again = await download(`docs/${file}`, alice.cookie, { 'if-none-match': object.etag })
    expect(again.status).toBe(304)
    const head = await t.request(`${api}/object/docs/${file}`, {
      method: 'HEAD',
      headers: { cookie: alice.cookie },
    })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
    // Staff read every object.
    expect((await download(`docs/${file}`, operator)).status).toBe(200)
  })

  it('sends a stored text file byte for byte to a browser that takes br: its length and ETag hold', async () => {
    const { alice } = s
    const text = 'a line of a plain text file that compresses well\n'.repeat(200)
    const file = `${alice.userId}/notes.txt`
    const created = await upload(`docs/${file}`, text, { cookie: alice.cookie })
    expect(created.status).toBe(200)
    const { object } = await readJson(created)
    const browser = { 'accept-encoding': 'gzip, deflate, br' }

    const res = await download(`docs/${file}`, alice.cookie, browser)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    // Not compressed on the way out: the stored bytes, their length and the store's strong ETag.
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('content-length')).toBe(String(text.length))
    expect(res.headers.get('etag')).toBe(object.etag)
    expect(await res.text()).toBe(text)
    // So the ETag a browser keeps still revalidates.
    const again = await download(`docs/${file}`, alice.cookie, {
      ...browser,
      'if-none-match': res.headers.get('etag') as string,
    })
    expect(again.status).toBe(304)
  })

  it('takes multipart form-data with a file field, as a browser with progress sends it', async () => {
    const { t, alice } = s
    const form = new FormData()
    form.append('file', new Blob([pdfBytes('quote')], { type: 'application/pdf' }), 'quote.pdf')
    form.append('cacheControl', '120')
    const res = await t.request(`${api}/object/docs/${alice.userId}/quote.pdf`, {
      method: 'POST',
      headers: { cookie: alice.cookie },
      body: form,
    })
    expect(res.status).toBe(200)
    expect((await readJson(res)).object).toMatchObject({
      mimeType: 'application/pdf',
      size: pdfBytes('quote').length,
      cacheControl: 'max-age=120',
    })
    const got = await download(`docs/${alice.userId}/quote.pdf`, alice.cookie)
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(pdfBytes('quote'))
    // A PDF is shown in place.
    expect(got.headers.get('content-disposition')).toBe('inline; filename=quote.pdf')

    const empty = new FormData()
    empty.append('note', 'no file')
    const missing = await t.request(`${api}/object/docs/${alice.userId}/none.pdf`, {
      method: 'POST',
      headers: { cookie: alice.cookie },
      body: empty,
    })
    await expectError(missing, 400, 'storage.missing_file')
  })

  it('answers 409 storage.object_exists for a taken path; x-upsert: true replaces the bytes and keeps one file', async () => {
    const { d, alice } = s
    const file = `docs/${alice.userId}/plan.txt`
    expect((await upload(file, 'first', { cookie: alice.cookie })).status).toBe(200)
    const keys = await d.storedKeys()

    const taken = await upload(file, 'second', { cookie: alice.cookie })
    await expectError(taken, 409, 'storage.object_exists')
    expect(await (await download(file, alice.cookie)).text()).toBe('first')
    expect(await d.storedKeys()).toEqual(keys)

    const replaced = await upload(file, 'second, longer', {
      cookie: alice.cookie,
      headers: { 'x-upsert': 'true' },
    })
    expect(replaced.status).toBe(200)
    expect((await readJson(replaced)).object).toMatchObject({ size: 14, ownerId: alice.userId })
    expect(await (await download(file, alice.cookie)).text()).toBe('second, longer')
    // The old bytes are gone: still one file for the one object.
    expect((await d.storedKeys()).length).toBe(keys.length)
  })

  it('sends Cache-Control max-age=3600 unless the upload gave seconds or a header value', async () => {
    const { alice } = s
    const mine = `${alice.userId}`
    await upload(`avatars/${mine}/default.png`, pngBytes(), {
      cookie: alice.cookie,
      type: 'image/png',
    })
    await upload(`avatars/${mine}/short.png`, pngBytes(), {
      cookie: alice.cookie,
      type: 'image/png',
      headers: { 'cache-control': 'max-age=60' },
    })
    await upload(`avatars/${mine}/seconds.png`, pngBytes(), {
      cookie: alice.cookie,
      type: 'image/png',
      headers: { 'cache-control': '30' },
    })
    const header = async (p: string) => (await download(p)).headers.get('cache-control')
    expect(await header(`avatars/${mine}/default.png`)).toBe('max-age=3600')
    expect(await header(`avatars/${mine}/short.png`)).toBe('max-age=60')
    expect(await header(`avatars/${mine}/seconds.png`)).toBe('max-age=30')
  })
}
