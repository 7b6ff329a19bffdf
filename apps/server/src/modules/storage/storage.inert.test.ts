import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { maxSignedUrlSeconds } from '@reserva/shared'
import { parse as parseDisposition } from 'content-disposition'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalDriver } from '../../lib/storage/local-driver.ts'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { jpegBytes, pdfBytes, pngBytes } from '../../testing/files.ts'
import { filesUnder } from '../../testing/storage/storage-driver-suite.ts'
import { createStorageTestApp } from '../../testing/storage/storage-test-app.ts'
import { createUrlSigner } from './signed-url.ts'
import { storageObjects } from './storage.table.ts'

// A stored file is never a page of the app (DESIGN §6).

const api = '/api/v1/storage'
const secret = 'storage-test-secret-storage-test-secret'
const sandbox = "sandbox; default-src 'none'"
/** What a customer's file declared to become a page of the app in Chromium. */
const htmlInDisguise = 'text/plain; x=, text/html'
const script = '<script>fetch("/api/auth/admin/set-role", { method: "POST" })</script>'

const streamOf = (chunks: Uint8Array[]) =>
  Readable.toWeb(Readable.from(chunks.map((c) => Buffer.from(c)))) as ReadableStream

describe('stored files are inert', () => {
  let t: Awaited<ReturnType<typeof createStorageTestApp>>
  let root: string
  let admin: string
  let alice: { cookie: string; userId: string }

  const upload = (
    objectPath: string,
    body: RequestInit['body'],
    type: string,
    cookie = alice.cookie,
    headers: Record<string, string> = {},
  ) =>
    t.request(`${api}/object/${objectPath}`, {
      method: 'POST',
      headers: { 'content-type': type, cookie, ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit)
  const uploadForm = (objectPath: string, file: File) => {
    const form = new FormData()
    form.append('file', file)
    return t.request(`${api}/object/${objectPath}`, {
      method: 'POST',
      headers: { cookie: alice.cookie },
      body: form,
    })
  }
  const download = (objectPath: string, headers: Record<string, string> = {}) =>
    t.request(`${api}/object/${objectPath}`, { headers: { cookie: alice.cookie, ...headers } })
  const stored = async () => ({
    rows: (await t.db.select().from(storageObjects)).length,
    files: (await filesUnder(root)).length,
  })

  beforeAll(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'reserva-inert-'))
    t = await createStorageTestApp({ driver: createLocalDriver({ root }) })
    admin = (await signUpAs(t, 'admin')).cookie
    alice = await signUpAs(t, 'customer', 'Alice')
    for (const bucket of [
      { id: 'docs' },
      { id: 'avatars', public: true },
      { id: 'photos', allowedMimeTypes: ['image/png', 'image/jpeg', 'application/pdf'] },
    ]) {
      expect((await t.request(`${api}/bucket`, send('POST', bucket, admin))).status).toBe(201)
    }
  })
  afterAll(async () => {
    await t?.close()
    await fs.promises.rm(root, { recursive: true, force: true })
  })

  it('stores the declared type normalised: lower case, and at most a charset', async () => {
    const res = await upload(
      `docs/${alice.userId}/note.txt`,
      'hello',
      'Text/Plain; Charset="UTF-8"',
    )
    expect(res.status).toBe(200)
    expect((await readJson(res)).object.mimeType).toBe('text/plain; charset=utf-8')
    const got = await download(`docs/${alice.userId}/note.txt`)
    expect(got.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })

  it('refuses a type with any other parameter, a comma or a second type (415), and writes nothing', async () => {
    const before = await stored()
    for (const type of [
      htmlInDisguise,
      'text/plain, text/html',
      'text/plain; charset=utf-8, text/html',
      'text/plain; charset=utf-8; x=1',
      'image/png; name=a.html',
    ]) {
      const res = await upload(`docs/${alice.userId}/page.txt`, script, type)
      await expectError(res, 415, 'storage.type_not_allowed', type)
    }
    // The same from a form, where the type is the file part's.
    const form = await uploadForm(
      `docs/${alice.userId}/page.txt`,
      new File([script], 'page.txt', { type: htmlInDisguise }),
    )
    expect(form.status).toBe(415)
    // Not a media type at all is a bad request.
    expect((await upload(`docs/${alice.userId}/x`, 'x', 'not a type')).status).toBe(400)
    expect(await stored()).toEqual(before)
  })

  it('checks the first bytes of formats that have a signature: a PNG that is not one is 415', async () => {
    const before = await stored()
    const cases = [
      { type: 'image/png', body: new TextEncoder().encode(script), detected: null },
      { type: 'image/png', body: jpegBytes(), detected: 'image/jpeg' },
      { type: 'image/jpeg', body: pngBytes(), detected: 'image/png' },
      { type: 'application/pdf', body: new TextEncoder().encode(script), detected: null },
      { type: 'image/png', body: new Uint8Array(), detected: null },
    ]
    for (const { type, body, detected } of cases) {
      const res = await upload(`photos/${alice.userId}/x`, body, type)
      expect(res.status, type).toBe(415)
      expect((await readJson(res)).error).toMatchObject({
        code: 'storage.type_not_allowed',
        details: { type, detected },
      })
    }
    expect(await stored()).toEqual(before)

    // Real files pass, also when the signature arrives split over several chunks of a stream.
    const png = pngBytes(9000)
    const chunks = [
      png.subarray(0, 3),
      png.subarray(3, 20),
      png.subarray(20, 5000),
      png.subarray(5000),
    ]
    const streamed = await upload(`photos/${alice.userId}/a.png`, streamOf(chunks), 'image/png')
    expect(streamed.status).toBe(200)
    expect(
      new Uint8Array(await (await download(`photos/${alice.userId}/a.png`)).arrayBuffer()),
    ).toEqual(png)
    expect((await upload(`photos/${alice.userId}/b.jpg`, jpegBytes(), 'image/jpeg')).status).toBe(
      200,
    )
    expect(
      (await upload(`photos/${alice.userId}/c.pdf`, pdfBytes(), 'application/pdf')).status,
    ).toBe(200)
  })

  it('serves every object with nosniff and a sandbox, and as a download unless it is an image or a PDF', async () => {
    const mine = alice.userId
    await upload(`avatars/${mine}/page.html`, script, 'text/html')
    await upload(
      `avatars/${mine}/logo.svg`,
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    )
    await upload(`avatars/${mine}/face.png`, pngBytes(), 'image/png')
    await upload(`avatars/${mine}/cv.pdf`, pdfBytes(), 'application/pdf')
    await upload(`avatars/${mine}/notes.txt`, 'notes', 'text/plain')
    const expected = {
      'page.html': ['text/html', 'attachment; filename=page.html'],
      'logo.svg': ['image/svg+xml', 'attachment; filename=logo.svg'],
      'face.png': ['image/png', 'inline; filename=face.png'],
      'cv.pdf': ['application/pdf', 'inline; filename=cv.pdf'],
      'notes.txt': ['text/plain', 'attachment; filename=notes.txt'],
    }
    for (const [file, [type, disposition]] of Object.entries(expected)) {
      const objectPath = `avatars/${mine}/${file}`
      const sign = await t.request(
        `${api}/object/sign/${objectPath}`,
        send('POST', { expiresIn: 60 }, alice.cookie),
      )
      const { signedUrl } = await readJson(sign)
      const answers = {
        signedIn: await download(objectPath),
        public: await t.request(`${api}/object/${objectPath}`),
        signed: await t.request(signedUrl),
        head: await t.request(`${api}/object/${objectPath}`, { method: 'HEAD' }),
      }
      const etag = answers.public.headers.get('etag') ?? ''
      const notModified = await t.request(`${api}/object/${objectPath}`, {
        headers: { 'if-none-match': etag },
      })
      for (const [how, res] of Object.entries({ ...answers, notModified })) {
        expect(res.status, `${file} ${how}`).toBe(how === 'notModified' ? 304 : 200)
        expect(res.headers.get('content-type'), `${file} ${how}`).toBe(type)
        expect(res.headers.get('x-content-type-options'), `${file} ${how}`).toBe('nosniff')
        expect(res.headers.get('content-security-policy'), `${file} ${how}`).toBe(sandbox)
        expect(res.headers.get('content-disposition'), `${file} ${how}`).toBe(disposition)
      }
    }
  })

  it('names a forced download after ?download, whatever it holds, without breaking the header', async () => {
    await upload(`avatars/${alice.userId}/shot.png`, pngBytes(), 'image/png')
    const name = 'évier "sale"\r\nSet-Cookie: x=1; \\ ..\\.html'
    const res = await t.request(
      `${api}/object/avatars/${alice.userId}/shot.png?download=${encodeURIComponent(name)}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBeNull()
    const header = res.headers.get('content-disposition') ?? ''
    expect(header).not.toMatch(/[\r\n]/)
    // It parses back to the name asked for: the quoted fallback and the encoded filename*.
    expect(parseDisposition(header)).toMatchObject({
      type: 'attachment',
      parameters: { filename: name },
    })
  })

  it('serves objects stored before types were normalised as inert too', async () => {
    const legacy = [
      { file: 'old.txt', stored: htmlInDisguise, served: 'text/plain' },
      { file: 'old.bin', stored: 'text/html, image/png', served: 'application/octet-stream' },
      { file: 'old.png', stored: 'IMAGE/PNG; x=", text/html"', served: 'image/png' },
    ]
    for (const { file, stored: type } of legacy) {
      expect((await upload(`docs/${alice.userId}/${file}`, script, 'text/plain')).status).toBe(200)
      await t.db
        .update(storageObjects)
        .set({ mimeType: type })
        .where(eq(storageObjects.name, `${alice.userId}/${file}`))
    }
    for (const { file, served } of legacy) {
      const res = await download(`docs/${alice.userId}/${file}`)
      expect(res.headers.get('content-type'), file).toBe(served)
      expect(res.headers.get('content-security-policy'), file).toBe(sandbox)
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff')
    }
    expect(
      (await download(`docs/${alice.userId}/old.txt`)).headers.get('content-disposition'),
    ).toBe('attachment; filename=old.txt')
  })

  it('signs links for at most 7 days (400 beyond), and a longer link signed before has expired', async () => {
    const file = `docs/${alice.userId}/note.txt`
    const sign = (expiresIn: number) =>
      t.request(`${api}/object/sign/${file}`, send('POST', { expiresIn }, alice.cookie))
    const tooLong = await sign(maxSignedUrlSeconds + 1)
    expect(tooLong.status).toBe(400)
    expect((await readJson(tooLong)).error).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'expiresIn', message: expect.stringContaining('7 days') }],
    })
    await expect(
      t.storage.signedUrl({
        actor: 'system',
        bucketId: 'docs',
        name: `${alice.userId}/note.txt`,
        expiresIn: 365 * 24 * 3600,
      }),
    ).rejects.toMatchObject({ code: 'validation_failed', status: 400 })
    expect(maxSignedUrlSeconds).toBe(7 * 24 * 3600)
    const week = await sign(maxSignedUrlSeconds)
    expect(week.status).toBe(200)
    expect((await t.request((await readJson(week)).signedUrl)).status).toBe(200)

    // A year-long link, as the server signed them before the limit.
    const yearOn = Math.floor(Date.now() / 1000) + 365 * 24 * 3600
    const token = createUrlSigner(secret).sign('docs', `${alice.userId}/note.txt`, yearOn)
    const old = await t.request(`${api}/object/signed/${file}?token=${token}`)
    await expectError(old, 403, 'storage.url_expired')
  })
})
