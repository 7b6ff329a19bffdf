import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StorageDriver } from '../../lib/storage/driver.ts'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { readJson, testBaseUrl } from '../../testing/create-test-app.ts'
import { jpegBytes, pdfBytes, pngBytes, webpBytes } from '../../testing/files.ts'
import { auditLog } from '../audit/audit.table.ts'
import { storageObjects } from './storage.table.ts'
import { createStorageTestApp } from './storage-test-app.ts'

/** A driver for the shared suite, with ways to look at what it really stored. */
export interface DriverUnderTest {
  driver: StorageDriver
  /** The keys whose bytes are stored, sorted. */
  storedKeys(): Promise<string[]>
  /** Every file under the test's temp directory that is not a stored object: must stay empty. */
  strayFiles(): Promise<string[]>
  close(): Promise<void>
}

/** Every file under `dir`, as paths relative to it (with /). */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  async function walk(current: string) {
    let entries: fs.Dirent[]
    try {
      entries = await fs.promises.readdir(current, { withFileTypes: true })
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) await walk(full)
      else out.push(path.relative(dir, full).split(path.sep).join('/'))
    }
  }
  await walk(dir)
  return out.sort()
}

const api = '/api/v1/storage'
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest('hex')

/** A body that sends `chunks` and never says its length. */
const streamOf = (chunks: string[]) =>
  Readable.toWeb(Readable.from(chunks.map((c) => Buffer.from(c)))) as ReadableStream

/**
 * The storage behaviour every driver must show, through HTTP: issue #5 item 1 and DESIGN §6.
 */
export function describeStorageBehaviour(name: string, setup: () => Promise<DriverUnderTest>) {
  describe(`storage on the ${name} driver`, () => {
    let d: DriverUnderTest
    let t: Awaited<ReturnType<typeof createStorageTestApp>>
    let clock = Date.now()
    let afterPut: (() => Promise<void>) | undefined
    let admin: string
    let operator: string
    let alice: { cookie: string; userId: string }
    let bob: { cookie: string; userId: string }

    const upload = (
      objectPath: string,
      body: RequestInit['body'],
      {
        cookie,
        type = 'text/plain',
        headers = {},
      }: { cookie?: string; type?: string; headers?: Record<string, string> } = {},
    ) =>
      t.request(`${api}/object/${objectPath}`, {
        method: 'POST',
        headers: { 'content-type': type, ...(cookie ? { cookie } : {}), ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit)
    const download = (objectPath: string, cookie?: string, headers: Record<string, string> = {}) =>
      t.request(`${api}/object/${objectPath}`, {
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      })
    const post = (route: string, body: unknown, cookie: string) =>
      t.request(`${api}${route}`, send('POST', body, cookie))
    const list = (bucket: string, body: unknown, cookie: string) =>
      post(`/object/list/${bucket}`, body, cookie)
    const names = async (res: Response) => {
      expect(res.status).toBe(200)
      return (await readJson(res)).entries.map((e: { name: string }) => e.name)
    }
    const createBucket = async (body: Record<string, unknown>) => {
      const res = await t.request(`${api}/bucket`, send('POST', body, admin))
      expect(res.status).toBe(201)
      return (await readJson(res)).bucket
    }
    const rows = () => t.db.select().from(storageObjects)

    beforeAll(async () => {
      d = await setup()
      const hooked: StorageDriver = {
        ...d.driver,
        async put(key, body, meta) {
          await d.driver.put(key, body, meta)
          await afterPut?.()
        },
      }
      t = await createStorageTestApp({ driver: hooked, now: () => clock, maxFileSize: 256 * 1024 })
      admin = (await signUpAs(t, 'admin')).cookie
      operator = (await signUpAs(t, 'operator')).cookie
      alice = await signUpAs(t, 'customer', 'Alice')
      bob = await signUpAs(t, 'customer', 'Bob')
      await createBucket({ id: 'docs' })
      await createBucket({ id: 'avatars', public: true })
      await createBucket({ id: 'small', fileSizeLimit: 10 })
      await createBucket({ id: 'images', allowedMimeTypes: ['image/png', 'image/jpeg'] })
      await createBucket({ id: 'pictures', allowedMimeTypes: ['image/*'] })
    })
    afterAll(async () => {
      await t?.close()
      await d?.close()
    })

    it('round-trips a file: download has its Content-Type, Content-Length, ETag and Cache-Control', async () => {
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

    it('takes multipart form-data with a file field, as a browser with progress sends it', async () => {
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
      expect(missing.status).toBe(400)
      expect((await readJson(missing)).error.code).toBe('storage.missing_file')
    })

    it('answers 409 storage.object_exists for a taken path; x-upsert: true replaces the bytes and keeps one file', async () => {
      const file = `docs/${alice.userId}/plan.txt`
      expect((await upload(file, 'first', { cookie: alice.cookie })).status).toBe(200)
      const keys = await d.storedKeys()

      const taken = await upload(file, 'second', { cookie: alice.cookie })
      expect(taken.status).toBe(409)
      expect((await readJson(taken)).error.code).toBe('storage.object_exists')
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

    it('lists one folder: sub-folders first, then objects by name ascending, limit 100 and offset 0 by default', async () => {
      await createBucket({ id: 'listing' })
      for (const file of [
        'f/b.txt',
        'f/a.txt',
        'f/c.txt',
        'f/sub/x.txt',
        'f/sub2/y.txt',
        'g/z.txt',
        'top.txt',
      ]) {
        clock += 1000
        expect((await upload(`listing/${file}`, file, { cookie: operator })).status).toBe(200)
      }
      expect(await names(await list('listing', { prefix: 'f' }, operator))).toEqual([
        'sub',
        'sub2',
        'a.txt',
        'b.txt',
        'c.txt',
      ])
      const entries = (await readJson(await list('listing', { prefix: 'f/' }, operator))).entries
      expect(entries[0]).toMatchObject({ name: 'sub', id: null, size: null })
      expect(entries[2]).toMatchObject({ name: 'a.txt', size: 7, mimeType: 'text/plain' })
      expect(entries[2].id).toEqual(expect.any(String))

      expect(await names(await list('listing', {}, operator))).toEqual(['f', 'g', 'top.txt'])
      expect(
        await names(await list('listing', { prefix: 'f', limit: 2, offset: 1 }, operator)),
      ).toEqual(['sub2', 'a.txt'])
      expect(await names(await list('listing', { prefix: 'f', offset: 3 }, operator))).toEqual([
        'b.txt',
        'c.txt',
      ])
      expect(
        await names(
          await list(
            'listing',
            { prefix: 'f', sortBy: { column: 'name', order: 'desc' } },
            operator,
          ),
        ),
      ).toEqual(['sub2', 'sub', 'c.txt', 'b.txt', 'a.txt'])
      const byCreated = (order: string) =>
        list('listing', { prefix: 'f', sortBy: { column: 'created_at', order } }, operator)
      expect(await names(await byCreated('asc'))).toEqual([
        'sub',
        'sub2',
        'b.txt',
        'a.txt',
        'c.txt',
      ])
      expect(await names(await byCreated('desc'))).toEqual([
        'sub2',
        'sub',
        'c.txt',
        'a.txt',
        'b.txt',
      ])
      await upload('listing/f/b.txt', 'changed', {
        cookie: operator,
        headers: { 'x-upsert': 'true' },
      })
      expect(
        await names(
          await list('listing', { prefix: 'f', sortBy: { column: 'updated_at' } }, operator),
        ),
      ).toEqual(['sub', 'sub2', 'a.txt', 'c.txt', 'b.txt'])
      // search: names in the folder starting with it, in any case; % and _ are plain characters.
      expect(await names(await list('listing', { prefix: 'f', search: 'B' }, operator))).toEqual([
        'b.txt',
      ])
      expect(await names(await list('listing', { prefix: 'f', search: '%' }, operator))).toEqual([])

      // 105 objects written through the service: the default page is 100.
      for (let i = 0; i < 105; i++) {
        await t.storage.createObject({
          actor: 'system',
          bucketId: 'listing',
          name: `many/${String(i).padStart(3, '0')}.txt`,
          body: new TextEncoder().encode(String(i)),
          contentType: 'text/plain',
        })
      }
      const page = await names(await list('listing', { prefix: 'many' }, operator))
      expect(page.length).toBe(100)
      expect(page[0]).toBe('000.txt')
      expect(await names(await list('listing', { prefix: 'many', offset: 100 }, operator))).toEqual(
        ['100.txt', '101.txt', '102.txt', '103.txt', '104.txt'],
      )
      const tooMany = await list('listing', { prefix: 'many', limit: 1001 }, operator)
      expect(tooMany.status).toBe(400)
    })

    it('moves and copies objects inside a bucket; a taken destination is 409', async () => {
      const from = `${alice.userId}/draft.txt`
      await upload(`docs/${from}`, 'draft', { cookie: alice.cookie })
      const keys = await d.storedKeys()
      const moved = await post(
        '/object/move',
        { bucketId: 'docs', sourceKey: from, destinationKey: `${alice.userId}/final.txt` },
        alice.cookie,
      )
      expect(moved.status).toBe(200)
      expect((await readJson(moved)).object).toMatchObject({ name: `${alice.userId}/final.txt` })
      expect((await download(`docs/${from}`, alice.cookie)).status).toBe(404)
      expect(await (await download(`docs/${alice.userId}/final.txt`, alice.cookie)).text()).toBe(
        'draft',
      )
      // A move renames the row; the bytes stay where they are.
      expect(await d.storedKeys()).toEqual(keys)

      const copied = await post(
        '/object/copy',
        {
          bucketId: 'docs',
          sourceKey: `${alice.userId}/final.txt`,
          destinationKey: `${alice.userId}/copy.txt`,
        },
        alice.cookie,
      )
      expect(copied.status).toBe(200)
      expect((await readJson(copied)).object).toMatchObject({ ownerId: alice.userId, size: 5 })
      expect(await (await download(`docs/${alice.userId}/copy.txt`, alice.cookie)).text()).toBe(
        'draft',
      )
      expect(await (await download(`docs/${alice.userId}/final.txt`, alice.cookie)).text()).toBe(
        'draft',
      )
      expect((await d.storedKeys()).length).toBe(keys.length + 1)

      for (const route of ['/object/move', '/object/copy']) {
        const taken = await post(
          route,
          {
            bucketId: 'docs',
            sourceKey: `${alice.userId}/final.txt`,
            destinationKey: `${alice.userId}/copy.txt`,
          },
          alice.cookie,
        )
        expect(taken.status).toBe(409)
        expect((await readJson(taken)).error.code).toBe('storage.object_exists')
        const missing = await post(
          route,
          {
            bucketId: 'docs',
            sourceKey: `${alice.userId}/nothing.txt`,
            destinationKey: `${alice.userId}/x.txt`,
          },
          alice.cookie,
        )
        expect(missing.status).toBe(404)
        expect((await readJson(missing)).error.code).toBe('storage.not_found')
      }
    })

    it('removes several objects at once and answers with those removed, bytes included', async () => {
      for (const f of ['r1.txt', 'r2.txt', 'r3.txt']) {
        await upload(`docs/${alice.userId}/${f}`, f, { cookie: alice.cookie })
      }
      const keys = await d.storedKeys()
      const res = await t.request(
        `${api}/object/docs`,
        send(
          'DELETE',
          {
            prefixes: [
              `${alice.userId}/r1.txt`,
              `${alice.userId}/r2.txt`,
              `${alice.userId}/gone.txt`,
            ],
          },
          alice.cookie,
        ),
      )
      expect(res.status).toBe(200)
      const removed = (await readJson(res)).objects.map((o: { name: string }) => o.name).sort()
      expect(removed).toEqual([`${alice.userId}/r1.txt`, `${alice.userId}/r2.txt`])
      expect((await download(`docs/${alice.userId}/r1.txt`, alice.cookie)).status).toBe(404)
      expect((await download(`docs/${alice.userId}/r3.txt`, alice.cookie)).status).toBe(200)
      expect((await d.storedKeys()).length).toBe(keys.length - 2)
    })

    it('signs a link that works without a session until it expires; a tampered token is refused', async () => {
      const name = `${alice.userId}/my file é.txt`
      await upload(`docs/${encodeURI(name)}`, 'signed content', { cookie: alice.cookie })
      const res = await post(
        `/object/sign/docs/${encodeURI(name)}`,
        { expiresIn: 60 },
        alice.cookie,
      )
      expect(res.status).toBe(200)
      const { signedUrl, expiresAt } = await readJson(res)
      expect(signedUrl.startsWith(`${testBaseUrl}${api}/object/signed/docs/${alice.userId}/`)).toBe(
        true,
      )
      expect(Date.parse(expiresAt)).toBe(Math.floor(clock / 1000) * 1000 + 60_000)

      const ok = await t.request(signedUrl)
      expect(ok.status).toBe(200)
      expect(await ok.text()).toBe('signed content')

      const url = new URL(signedUrl)
      const token = url.searchParams.get('token') ?? ''
      const [expiry, signature] = token.split('.') as [string, string]
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
      const tampered = [
        `${url.pathname.replace('my%20file', 'other%20file')}?token=${token}`,
        `${url.pathname}?token=${Number(expiry) + 3600}.${signature}`,
        `${url.pathname}?token=${expiry}.${flipped}`,
        `${url.pathname}?token=nonsense`,
        url.pathname,
      ]
      for (const link of tampered) {
        const refused = await t.request(link)
        expect(refused.status, link).toBe(403)
        expect((await readJson(refused)).error.code).toBe('storage.invalid_signature')
      }

      clock += 61_000
      const expired = await t.request(signedUrl)
      expect(expired.status).toBe(403)
      expect((await readJson(expired)).error.code).toBe('storage.url_expired')
    })

    it('refuses path traversal with 400 storage.invalid_path and writes nothing outside the root', async () => {
      const keys = await d.storedKeys()
      const count = (await rows()).length
      const encoded = [
        '%2e%2e%2fx',
        '..%2Fescape.txt',
        'a%2f..%2f..%2fx',
        '%2Fetc%2Fpasswd',
        'a%5c..%5cx',
        'a%00b',
        'a//b',
        'a%2f.%2fb',
        'x'.repeat(1025),
      ]
      for (const p of encoded) {
        const res = await upload(`docs/${p}`, 'evil', { cookie: operator })
        expect(res.status, p).toBe(400)
        expect((await readJson(res)).error.code, p).toBe('storage.invalid_path')
      }
      // A literal ../ is resolved by the URL before routing: it names no storage route at all.
      const literal = await upload('docs/a/../../../x', 'evil', { cookie: operator })
      expect(literal.status).toBe(404)

      const bad = ['../x', 'a/../../x', '/etc/passwd', 'a\\..\\x']
      for (const key of bad) {
        for (const route of ['/object/move', '/object/copy']) {
          const res = await post(
            route,
            { bucketId: 'docs', sourceKey: `${alice.userId}/r3.txt`, destinationKey: key },
            operator,
          )
          expect(res.status, `${route} ${key}`).toBe(400)
          expect((await readJson(res)).error.code).toBe('storage.invalid_path')
        }
        const listed = await list('docs', { prefix: key }, operator)
        expect(listed.status, key).toBe(400)
        const removed = await t.request(
          `${api}/object/docs`,
          send('DELETE', { prefixes: [key] }, operator),
        )
        expect(removed.status, key).toBe(400)
      }
      const signed = await post('/object/sign/docs/%2e%2e%2fx', { expiresIn: 60 }, operator)
      expect(signed.status).toBe(400)
      const read = await download('docs/%2e%2e%2f%2e%2e%2fetc%2fpasswd', operator)
      expect(read.status).toBe(400)

      expect(await d.storedKeys()).toEqual(keys)
      expect((await rows()).length).toBe(count)
      expect(await d.strayFiles()).toEqual([])
    })

    it('never lets the driver itself touch a key that could leave its root', async () => {
      for (const key of ['../x', 'a/../../x', '/abs', 'a\\b', '']) {
        await expect(
          d.driver.put(key, new Uint8Array([1]), { contentType: 'text/plain' }),
        ).rejects.toThrow(/unsafe storage key|outside the root/)
        await expect(d.driver.get(key)).rejects.toThrow()
      }
      expect(await d.strayFiles()).toEqual([])
    })

    it('refuses an oversized file with 413, by Content-Length before reading and while streaming, leaving no row and no file', async () => {
      const keys = await d.storedKeys()
      const count = (await rows()).length
      // Content-Length says too much: answered without reading a body that would never end.
      const endless = new ReadableStream({ pull() {} })
      const byHeader = await upload(`small/big.txt`, endless, {
        cookie: operator,
        headers: { 'content-length': '11' },
      })
      expect(byHeader.status).toBe(413)
      expect((await readJson(byHeader)).error).toMatchObject({
        code: 'storage.too_large',
        details: { limit: 10 },
      })
      // No length given: counted as the bytes arrive.
      const byStream = await upload('small/big.txt', streamOf(['12345', '67890', '1']), {
        cookie: operator,
      })
      expect(byStream.status).toBe(413)
      expect((await readJson(byStream)).error.code).toBe('storage.too_large')
      // The server-wide limit holds in a bucket without its own.
      const huge = await upload(
        'docs/huge.bin',
        streamOf(['x'.repeat(150 * 1024), 'x'.repeat(150 * 1024)]),
        {
          cookie: operator,
          type: 'application/octet-stream',
        },
      )
      expect(huge.status).toBe(413)
      const form = new FormData()
      form.append('file', new Blob(['12345678901'], { type: 'text/plain' }), 'big.txt')
      const byForm = await t.request(`${api}/object/small/big.txt`, {
        method: 'POST',
        headers: { cookie: operator },
        body: form,
      })
      expect(byForm.status).toBe(413)

      expect(await d.storedKeys()).toEqual(keys)
      expect((await rows()).length).toBe(count)
      expect(await d.strayFiles()).toEqual([])
      // Exactly the limit is fine.
      expect(
        (await upload('small/fits.txt', streamOf(['12345', '67890']), { cookie: operator })).status,
      ).toBe(200)
    })

    it('refuses a type the bucket does not take with 415 storage.type_not_allowed', async () => {
      const wrong = await upload('images/a.txt', 'text', { cookie: operator, type: 'text/plain' })
      expect(wrong.status).toBe(415)
      expect((await readJson(wrong)).error).toMatchObject({
        code: 'storage.type_not_allowed',
        details: { type: 'text/plain', allowed: ['image/png', 'image/jpeg'] },
      })
      expect(
        (await upload('images/a.png', pngBytes(), { cookie: operator, type: 'image/PNG' })).status,
      ).toBe(200)
      expect(
        (await upload('pictures/a.webp', webpBytes(), { cookie: operator, type: 'image/webp' }))
          .status,
      ).toBe(200)
      const pdf = await upload('pictures/a.pdf', pdfBytes(), {
        cookie: operator,
        type: 'application/pdf',
      })
      expect(pdf.status).toBe(415)
      const nonsense = await upload('docs/a.bin', 'x', { cookie: operator, type: 'not a type' })
      expect(nonsense.status).toBe(400)
    })

    it('removes the written file when its row cannot be written (the bucket went away meanwhile)', async () => {
      await createBucket({ id: 'fleeting' })
      const keys = await d.storedKeys()
      afterPut = async () => {
        afterPut = undefined
        const res = await t.request(`${api}/bucket/fleeting`, send('DELETE', {}, admin))
        expect(res.status).toBe(200)
      }
      const res = await upload('fleeting/late.txt', 'late', { cookie: operator })
      expect(res.status).toBe(404)
      expect((await readJson(res)).error.code).toBe('storage.not_found')
      expect(await d.storedKeys()).toEqual(keys)
      expect(await d.strayFiles()).toEqual([])
    })

    it('lets only an admin manage buckets, and deletes a bucket only when it is empty', async () => {
      for (const cookie of [operator, alice.cookie]) {
        expect((await t.request(`${api}/bucket`, { headers: { cookie } })).status).toBe(403)
        expect(
          (await t.request(`${api}/bucket`, send('POST', { id: 'mine' }, cookie))).status,
        ).toBe(403)
        expect((await t.request(`${api}/bucket/docs`, { headers: { cookie } })).status).toBe(403)
        expect(
          (await t.request(`${api}/bucket/docs`, send('PUT', { public: true }, cookie))).status,
        ).toBe(403)
        expect((await t.request(`${api}/bucket/docs`, send('DELETE', {}, cookie))).status).toBe(403)
      }
      expect((await t.request(`${api}/bucket`)).status).toBe(401)

      const created = await createBucket({
        id: 'receipts',
        fileSizeLimit: 1000,
        allowedMimeTypes: ['application/pdf', 'image/*'],
      })
      expect(created).toMatchObject({ id: 'receipts', public: false, fileSizeLimit: 1000 })
      const again = await t.request(`${api}/bucket`, send('POST', { id: 'receipts' }, admin))
      expect(again.status).toBe(409)
      expect((await readJson(again)).error.code).toBe('storage.bucket_exists')
      for (const id of ['Bad Id', 'list', '-x', 'a'.repeat(64)]) {
        expect((await t.request(`${api}/bucket`, send('POST', { id }, admin))).status, id).toBe(400)
      }

      const updated = await t.request(
        `${api}/bucket/receipts`,
        send('PUT', { public: true, fileSizeLimit: null }, admin),
      )
      expect((await readJson(updated)).bucket).toMatchObject({ public: true, fileSizeLimit: null })
      const all = await readJson(await t.request(`${api}/bucket`, { headers: { cookie: admin } }))
      expect(all.buckets.map((b: { id: string }) => b.id)).toContain('receipts')

      await upload('receipts/r.pdf', pdfBytes(), { cookie: operator, type: 'application/pdf' })
      const notEmpty = await t.request(`${api}/bucket/receipts`, send('DELETE', {}, admin))
      expect(notEmpty.status).toBe(409)
      expect((await readJson(notEmpty)).error.code).toBe('storage.bucket_not_empty')
      await t.request(`${api}/object/receipts`, send('DELETE', { prefixes: ['r.pdf'] }, operator))
      expect((await t.request(`${api}/bucket/receipts`, send('DELETE', {}, admin))).status).toBe(
        200,
      )
      const gone = await t.request(`${api}/bucket/receipts`, { headers: { cookie: admin } })
      expect(gone.status).toBe(404)
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'receipts'))
      expect(audit.map((a) => a.action).sort()).toEqual([
        'storage.bucket_created',
        'storage.bucket_deleted',
        'storage.bucket_updated',
      ])
    })

    describe("a customer and another customer's object in a private bucket", () => {
      const secret = () => `${alice.userId}/secret.txt`
      beforeAll(async () => {
        expect(
          (await upload(`docs/${secret()}`, 'alice only', { cookie: alice.cookie })).status,
        ).toBe(200)
      })
      const stillThere = async () =>
        expect(await (await download(`docs/${secret()}`, alice.cookie)).text()).toBe('alice only')

      it('cannot download it (404), nor can anyone without a session (401)', async () => {
        const res = await download(`docs/${secret()}`, bob.cookie)
        expect(res.status).toBe(404)
        expect((await readJson(res)).error.code).toBe('storage.not_found')
        expect((await download(`docs/${secret()}`)).status).toBe(401)
      })

      it('cannot sign a link to it', async () => {
        const res = await post(`/object/sign/docs/${secret()}`, { expiresIn: 60 }, bob.cookie)
        expect(res.status).toBe(404)
        expect(
          (await post(`/object/sign/docs/${secret()}`, { expiresIn: 60 }, operator)).status,
        ).toBe(200)
      })

      it('cannot see it in a list', async () => {
        expect(await names(await list('docs', { prefix: alice.userId }, bob.cookie))).toEqual([])
        expect(await names(await list('docs', {}, bob.cookie))).not.toContain(alice.userId)
        expect(await names(await list('docs', { prefix: alice.userId }, alice.cookie))).toContain(
          'secret.txt',
        )
        expect(await names(await list('docs', { prefix: alice.userId }, operator))).toContain(
          'secret.txt',
        )
      })

      it('cannot overwrite it', async () => {
        const taken = await upload(`docs/${secret()}`, 'bob was here', { cookie: bob.cookie })
        expect(taken.status).toBe(409)
        const upsert = await upload(`docs/${secret()}`, 'bob was here', {
          cookie: bob.cookie,
          headers: { 'x-upsert': 'true' },
        })
        expect(upsert.status).toBe(403)
        await stillThere()
      })

      it('cannot move it', async () => {
        const res = await post(
          '/object/move',
          { bucketId: 'docs', sourceKey: secret(), destinationKey: `${bob.userId}/stolen.txt` },
          bob.cookie,
        )
        expect(res.status).toBe(404)
        await stillThere()
      })

      it('cannot copy it', async () => {
        const res = await post(
          '/object/copy',
          { bucketId: 'docs', sourceKey: secret(), destinationKey: `${bob.userId}/stolen.txt` },
          bob.cookie,
        )
        expect(res.status).toBe(404)
        expect((await download(`docs/${bob.userId}/stolen.txt`, bob.cookie)).status).toBe(404)
      })

      it('cannot remove it', async () => {
        const res = await t.request(
          `${api}/object/docs`,
          send('DELETE', { prefixes: [secret()] }, bob.cookie),
        )
        expect(res.status).toBe(200)
        expect((await readJson(res)).objects).toEqual([])
        await stillThere()
      })
    })

    it('serves public buckets without a session; customers write there only under their own folder', async () => {
      const avatar = `${alice.userId}/avatar.png`
      const alicePng = pngBytes()
      expect(
        (
          await upload(`avatars/${avatar}`, alicePng, {
            cookie: alice.cookie,
            type: 'image/png',
          })
        ).status,
      ).toBe(200)
      const anon = await download(`avatars/${avatar}`)
      expect(anon.status).toBe(200)
      expect(new Uint8Array(await anon.arrayBuffer())).toEqual(alicePng)
      expect(anon.headers.get('content-disposition')).toBe('inline; filename=avatar.png')
      const isAlicePng = async () =>
        expect(new Uint8Array(await (await download(`avatars/${avatar}`)).arrayBuffer())).toEqual(
          alicePng,
        )

      expect(
        (await upload(`avatars/${bob.userId}/x.png`, pngBytes(), { type: 'image/png' })).status,
      ).toBe(401)
      const elsewhere = await upload(`avatars/${alice.userId}/bob.png`, pngBytes(), {
        cookie: bob.cookie,
        type: 'image/png',
      })
      expect(elsewhere.status).toBe(403)
      const overwrite = await upload(`avatars/${avatar}`, pngBytes(), {
        cookie: bob.cookie,
        type: 'image/png',
        headers: { 'x-upsert': 'true' },
      })
      expect(overwrite.status).toBe(403)
      const move = await post(
        '/object/move',
        { bucketId: 'avatars', sourceKey: avatar, destinationKey: `${bob.userId}/avatar.png` },
        bob.cookie,
      )
      expect(move.status).toBe(403)
      const removed = await t.request(
        `${api}/object/avatars`,
        send('DELETE', { prefixes: [avatar] }, bob.cookie),
      )
      expect((await readJson(removed)).objects).toEqual([])
      await isAlicePng()
      // Copying a public file into one's own folder is fine; staff write anywhere.
      const copy = await post(
        '/object/copy',
        { bucketId: 'avatars', sourceKey: avatar, destinationKey: `${bob.userId}/copied.png` },
        bob.cookie,
      )
      expect(copy.status).toBe(200)
      expect(
        (await upload('avatars/team/logo.png', pngBytes(), { cookie: operator, type: 'image/png' }))
          .status,
      ).toBe(200)
      // An HTML file is sent as a download, never shown in place on our origin.
      await upload(`avatars/${bob.userId}/page.html`, '<script>1</script>', {
        cookie: bob.cookie,
        type: 'text/html',
      })
      const html = await download(`avatars/${bob.userId}/page.html`)
      expect(html.headers.get('content-disposition')).toMatch(/^attachment/)
    })

    it('gives other modules the same service: ensureBucket, createObject, signedUrl, removeObjects', async () => {
      const bucket = await t.storage.ensureBucket({ id: 'attachments', fileSizeLimit: 100 })
      expect(bucket).toMatchObject({ id: 'attachments', public: false, fileSizeLimit: 100 })
      // A second call keeps what is there.
      expect(await t.storage.ensureBucket({ id: 'attachments', public: true })).toMatchObject({
        public: false,
        fileSizeLimit: 100,
      })
      const actor = { id: alice.userId, role: 'customer' as const }
      const photo = jpegBytes(64)
      const object = await t.storage.createObject({
        actor,
        bucketId: 'attachments',
        name: `${alice.userId}/q1/photo.jpg`,
        body: Readable.from([Buffer.from(photo)]),
        contentType: 'image/jpeg',
      })
      expect(object).toMatchObject({
        ownerId: alice.userId,
        size: photo.length,
        cacheControl: 'max-age=3600',
      })
      await expect(
        t.storage.signedUrl({
          actor: { id: bob.userId, role: 'customer' },
          bucketId: 'attachments',
          name: object.name,
          expiresIn: 60,
        }),
      ).rejects.toMatchObject({ code: 'storage.not_found' })
      const { signedUrl } = await t.storage.signedUrl({
        actor: 'system',
        bucketId: 'attachments',
        name: object.name,
        expiresIn: 60,
      })
      expect(new Uint8Array(await (await t.request(signedUrl)).arrayBuffer())).toEqual(photo)
      const removed = await t.storage.removeObjects({
        actor,
        bucketId: 'attachments',
        names: [object.name],
      })
      expect(removed.map((o) => o.name)).toEqual([object.name])
    })
  })
}
