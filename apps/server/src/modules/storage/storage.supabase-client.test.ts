import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StorageApiError, StorageClient } from '@supabase/storage-js'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StorageDriver } from '../../lib/storage/driver.ts'
import { createLocalDriver } from '../../lib/storage/local-driver.ts'
import { createS3Driver } from '../../lib/storage/s3-driver.ts'
import type { RunningServer } from '../../server.ts'
import { json, type SignedUp, signUpAs } from '../../testing/auth-helpers.ts'
import {
  createSiblingApp,
  createTestApp,
  serveOnSocket,
  type TestApp,
  testBaseUrl,
} from '../../testing/create-test-app.ts'
import { pdfBytes, pngBytes } from '../../testing/files.ts'
import { defaultBucketPolicy } from './storage.policy.ts'
import { createStorageService, signedUploadSeconds, storageBasePath } from './storage.service.ts'

const MB = 1024 * 1024

/** A driver for these tests, and how to take it down. */
interface DriverSetup {
  driver: StorageDriver
  close(): Promise<void>
}

async function localDisk(): Promise<DriverSetup> {
  const base = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'reserva-storage-js-'))
  return {
    driver: createLocalDriver({ root: path.join(base, 'storage') }),
    close: () => fs.promises.rm(base, { recursive: true, force: true }),
  }
}

async function s3(): Promise<DriverSetup> {
  const base = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'reserva-storage-js-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(base, 's3'),
    configureBuckets: [{ name: 'reserva' }],
  })
  const { port } = await server.run()
  return {
    driver: createS3Driver({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'reserva',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'site-a/',
      tmpDir: path.join(base, 'spool'),
    }),
    close: async () => {
      await server.close()
      await fs.promises.rm(base, { recursive: true, force: true })
    },
  }
}

/** The session token Better Auth hands a client that signs in (its bearer plugin). */
async function bearerTokenOf(t: TestApp, { email, password }: SignedUp) {
  const res = await t.request('/api/auth/sign-in/email', json({ email, password }))
  const token = res.headers.get('set-auth-token')
  if (res.status !== 200 || !token) throw new Error(`sign-in gave no token: ${res.status}`)
  return token
}

/** The error storage-js gave, which must be from the API: its status and message. */
function apiError(error: unknown) {
  expect(error).toBeInstanceOf(StorageApiError)
  const { status, statusCode, message } = error as StorageApiError
  return { status, statusCode, message }
}

const text = (s: string) => new Blob([s], { type: 'text/plain' })

function describeStorageJs(name: string, setup: () => Promise<DriverSetup>) {
  describe(`@supabase/storage-js against Reserva, on the ${name} driver`, () => {
    let offsetMs = 0
    const clock = { now: () => new Date(Date.now() + offsetMs) }
    let d: DriverSetup
    let t: TestApp
    let server: RunningServer
    let base: string
    let admin: StorageClient & { id: string; token: string }
    let alice: StorageClient & { id: string; token: string }
    let bob: StorageClient & { id: string; token: string }
    let anonymous: StorageClient

    beforeAll(async () => {
      d = await setup()
      t = await createTestApp({ demo: false, clock })
      const storage = createStorageService({
        db: t.db,
        driver: d.driver,
        signingSecret: 'storage-js-test-secret-storage-js-test',
        publicUrl: testBaseUrl,
        maxFileSize: 4 * MB,
        clock,
        // A quota the test can reach: three files, 64 bytes.
        policies: {
          quota: {
            ...defaultBucketPolicy,
            customer: { write: 'own-folder', read: true, quota: { files: 3, bytes: 64 } },
          },
        },
      })
      const app = createSiblingApp(t, { storage, clock, trustProxy: false })
      server = await serveOnSocket(app)
      base = `http://127.0.0.1:${server.port}${storageBasePath}`
      const clientOf = async (user: SignedUp) => {
        const token = await bearerTokenOf(t, user)
        return Object.assign(new StorageClient(base, { Authorization: `Bearer ${token}` }), {
          id: user.userId,
          token,
        })
      }
      admin = await clientOf(await signUpAs(t, 'admin'))
      alice = await clientOf(await signUpAs(t, 'customer', 'Alice'))
      bob = await clientOf(await signUpAs(t, 'customer', 'Bob'))
      anonymous = new StorageClient(base)
    })
    afterAll(async () => {
      await server?.close()
      await t?.close()
      await d?.close()
    })

    it('creates, reads, lists, updates and refuses buckets as Supabase’s client asks', async () => {
      const created = await admin.createBucket('docs', {
        public: false,
        fileSizeLimit: MB,
        allowedMimeTypes: ['text/plain', 'image/png'],
      })
      expect(created.error).toBeNull()
      expect(created.data).toMatchObject({ bucket: { id: 'docs', fileSizeLimit: MB } })
      expect((await admin.createBucket('media', { public: true })).error).toBeNull()
      expect((await admin.createBucket('quota')).error).toBeNull()

      const got = await admin.getBucket('docs')
      expect(got.data).toMatchObject({
        bucket: { id: 'docs', public: false, allowedMimeTypes: ['text/plain', 'image/png'] },
      })
      const listed = await admin.listBuckets()
      const ids = (listed.data as unknown as { buckets: { id: string }[] }).buckets.map((b) => b.id)
      expect(ids).toEqual(expect.arrayContaining(['docs', 'media', 'quota']))

      const updated = await admin.updateBucket('docs', { public: false, fileSizeLimit: 2 * MB })
      expect(updated.error).toBeNull()
      expect((await admin.getBucket('docs')).data).toMatchObject({
        bucket: { fileSizeLimit: 2 * MB, allowedMimeTypes: ['text/plain', 'image/png'] },
      })

      // Refusals come back as storage-js errors, with the status and our message.
      expect(apiError((await admin.createBucket('docs')).error)).toMatchObject({
        status: 409,
        statusCode: '409',
        message: 'A bucket with this id already exists',
      })
      expect(apiError((await alice.createBucket('mine')).error)).toMatchObject({ status: 403 })
      expect(apiError((await anonymous.listBuckets()).error)).toMatchObject({ status: 401 })
      expect(apiError((await admin.getBucket('nope')).error)).toMatchObject({ status: 404 })
      const badLimit = await admin.createBucket('bad', { public: false, fileSizeLimit: -1 })
      expect(apiError(badLimit.error)).toMatchObject({ status: 400, statusCode: '400' })
    })

    it('answers errors as {statusCode, error, message}, our stable code inside', async () => {
      const res = await fetch(`${base}/bucket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'nope' }),
      })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        statusCode: '403',
        error: { code: 'forbidden', message: expect.any(String) },
        message: expect.any(String),
      })
      const taken = await fetch(`${base}/bucket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'docs', name: 'other' }),
      })
      expect(taken.status).toBe(400)
      expect(await taken.json()).toMatchObject({
        statusCode: '400',
        error: { code: 'validation_failed', details: [{ path: 'name' }] },
      })
    })

    it('uploads a Blob as a form and raw bytes with headers; refuses a second upload unless upsert', async () => {
      const docs = alice.from('docs')
      const path1 = `${alice.id}/notes/a.txt`
      const up = await docs.upload(path1, text('first version'), { cacheControl: '120' })
      expect(up.error).toBeNull()
      expect(up.data).toMatchObject({ path: path1, fullPath: `docs/${path1}` })
      expect(up.data?.id).toEqual(expect.any(String))
      // The form's cacheControl is stored with it.
      expect((await docs.info(path1)).data).toMatchObject({ size: 13, cacheControl: 'max-age=120' })

      const again = await docs.upload(path1, text('second'))
      expect(apiError(again.error)).toMatchObject({ status: 409, statusCode: '409' })
      const replaced = await docs.upload(path1, text('second version'), { upsert: true })
      expect(replaced.error).toBeNull()

      const bytes = pngBytes(300)
      const raw = await docs.upload(`${alice.id}/pic.png`, bytes, { contentType: 'image/png' })
      expect(raw.error).toBeNull()

      // Replaced with storage-js's default cache-control, 3600 (§9).
      const info = await docs.info(path1)
      expect(info.data).toMatchObject({ size: 14, cacheControl: 'max-age=3600' })
      const png = await docs.info(`${alice.id}/pic.png`)
      // The §9 default: cache-control 3600.
      expect(png.data).toMatchObject({
        size: 300,
        contentType: 'image/png',
        cacheControl: 'max-age=3600',
      })

      const down = await docs.download(`${alice.id}/pic.png`)
      expect(new Uint8Array(await (down.data as Blob).arrayBuffer())).toEqual(bytes)
      const textDown = await docs.download(path1)
      expect(await (textDown.data as Blob).text()).toBe('second version')

      // `update` replaces what is there, and only that.
      expect((await docs.update(path1, text('third version'))).error).toBeNull()
      expect(await ((await docs.download(path1)).data as Blob).text()).toBe('third version')
      const missing = await docs.update(`${alice.id}/none.txt`, text('x'))
      expect(apiError(missing.error)).toMatchObject({ status: 404 })
    })

    it('keeps a customer to their own folder, their quota and the bucket’s types', async () => {
      const docs = alice.from('docs')
      expect(apiError((await docs.upload(`${bob.id}/x.txt`, text('x'))).error)).toMatchObject({
        status: 403,
      })
      expect(apiError((await docs.upload('top.txt', text('x'))).error)).toMatchObject({
        status: 403,
      })
      const pdf = await docs.upload(
        `${alice.id}/a.pdf`,
        new Blob([pdfBytes()], { type: 'application/pdf' }),
      )
      expect(apiError(pdf.error)).toMatchObject({ status: 415 })
      // Bob cannot read, replace or remove Alice's file.
      expect(
        apiError((await bob.from('docs').download(`${alice.id}/pic.png`)).error),
      ).toMatchObject({
        status: 404,
      })
      const quota = alice.from('quota')
      expect((await quota.upload(`${alice.id}/1.txt`, text('a'.repeat(40)))).error).toBeNull()
      const over = await quota.upload(`${alice.id}/2.txt`, text('b'.repeat(40)))
      expect(apiError(over.error)).toMatchObject({ status: 413 })
      expect((await quota.upload(`${alice.id}/2.txt`, text('b'))).error).toBeNull()
      expect((await quota.upload(`${alice.id}/3.txt`, text('c'))).error).toBeNull()
      const fourth = await quota.upload(`${alice.id}/4.txt`, text('d'))
      expect(apiError(fourth.error)).toMatchObject({ status: 409 })
    })

    it('lists with the §9 defaults, and with limit, offset, sortBy and search', async () => {
      const docs = alice.from('docs')
      for (const n of ['c', 'a', 'b']) {
        expect((await docs.upload(`${alice.id}/list/${n}.txt`, text(n))).error).toBeNull()
      }
      expect((await docs.upload(`${alice.id}/list/sub/z.txt`, text('z'))).error).toBeNull()
      const names = (data: unknown) =>
        (data as { entries: { name: string }[] }).entries.map((e) => e.name)
      const all = await docs.list(`${alice.id}/list`)
      expect(all.error).toBeNull()
      // Folders first, then files by name ascending.
      expect(names(all.data)).toEqual(['sub', 'a.txt', 'b.txt', 'c.txt'])
      const page = await docs.list(`${alice.id}/list`, { limit: 2, offset: 1 })
      expect(names(page.data)).toEqual(['a.txt', 'b.txt'])
      const desc = await docs.list(`${alice.id}/list`, {
        sortBy: { column: 'name', order: 'desc' },
      })
      expect(names(desc.data)).toEqual(['sub', 'c.txt', 'b.txt', 'a.txt'])
      const search = await docs.list(`${alice.id}/list`, { search: 'B' })
      expect(names(search.data)).toEqual(['b.txt'])
      // Bob lists his own files only: none there.
      expect(names((await bob.from('docs').list(`${alice.id}/list`)).data)).toEqual([])
    })

    it('makes signed links that anyone can fetch until they expire, one or several at once', async () => {
      const docs = alice.from('docs')
      const file = `${alice.id}/list/a.txt`
      const one = await docs.createSignedUrl(file, 60)
      expect(one.error).toBeNull()
      const url = one.data?.signedUrl ?? ''
      expect(url.startsWith(`${base}/object/`)).toBe(true)
      const res = await fetch(url)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('a')
      // What we serve is inert: never run as a page of ours.
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const download = await docs.createSignedUrl(file, 60, { download: 'saved.txt' })
      const saved = await fetch(download.data?.signedUrl ?? '')
      expect(saved.headers.get('content-disposition')).toContain('attachment')

      const many = await docs.createSignedUrls(
        [file, `${alice.id}/list/b.txt`, `${bob.id}/no.txt`],
        60,
      )
      expect(many.error).toBeNull()
      const [a, b, none] = many.data ?? []
      expect(await (await fetch(a?.signedUrl ?? '')).text()).toBe('a')
      expect(await (await fetch(b?.signedUrl ?? '')).text()).toBe('b')
      expect(none).toMatchObject({ path: null, signedUrl: null, error: 'No such object' })

      offsetMs += 61_000
      const expired = await fetch(url)
      expect(expired.status).toBe(403)
      expect(await expired.json()).toMatchObject({ error: { code: 'storage.url_expired' } })
      // Bob cannot sign Alice's file.
      expect(apiError((await bob.from('docs').createSignedUrl(file, 60)).error)).toMatchObject({
        status: 404,
      })
    })

    it('uploads through a signed upload link without a session, once, as its signer', async () => {
      const docs = alice.from('docs')
      const target = `${alice.id}/signed/up.txt`
      const signed = await docs.createSignedUploadUrl(target)
      expect(signed.error).toBeNull()
      const { token = '' } = signed.data ?? {}
      const done = await anonymous.from('docs').uploadToSignedUrl(target, token, text('by link'))
      expect(done.error).toBeNull()
      expect(done.data).toMatchObject({ path: target, fullPath: `docs/${target}` })
      expect(await ((await docs.download(target)).data as Blob).text()).toBe('by link')
      // Without upsert the link cannot replace; a forged token or another path is refused.
      const twice = await anonymous.from('docs').uploadToSignedUrl(target, token, text('again'))
      expect(apiError(twice.error)).toMatchObject({ status: 409 })
      const elsewhere = await anonymous
        .from('docs')
        .uploadToSignedUrl(`${alice.id}/signed/other.txt`, token, text('x'))
      expect(apiError(elsewhere.error)).toMatchObject({ status: 403 })
      // Alice cannot sign an upload into Bob's folder.
      const foreign = await docs.createSignedUploadUrl(`${bob.id}/x.txt`)
      expect(apiError(foreign.error)).toMatchObject({ status: 403 })
      const replacing = await docs.createSignedUploadUrl(target, { upsert: true })
      offsetMs += signedUploadSeconds * 1000 + 1000
      const late = await anonymous
        .from('docs')
        .uploadToSignedUrl(target, replacing.data?.token ?? '', text('late'))
      expect(apiError(late.error)).toMatchObject({ status: 403 })
    })

    it('moves, copies, removes, and tells whether a file exists', async () => {
      const docs = alice.from('docs')
      const from = `${alice.id}/list/c.txt`
      expect((await docs.move(from, `${alice.id}/moved/c.txt`)).error).toBeNull()
      expect(await docs.exists(from)).toMatchObject({ data: false })
      expect(await docs.exists(`${alice.id}/moved/c.txt`)).toMatchObject({ data: true })
      const copied = await docs.copy(`${alice.id}/moved/c.txt`, `${alice.id}/copied/c.txt`)
      expect(copied.data).toEqual({ path: `docs/${alice.id}/copied/c.txt` })
      expect(await ((await docs.download(`${alice.id}/copied/c.txt`)).data as Blob).text()).toBe(
        'c',
      )
      expect(
        apiError((await docs.move(`${alice.id}/list/a.txt`, `${bob.id}/a.txt`)).error),
      ).toMatchObject({
        status: 403,
      })
      // Bob's remove takes nothing of Alice's.
      const bobs = await bob.from('docs').remove([`${alice.id}/copied/c.txt`])
      expect(bobs.data).toMatchObject({ objects: [] })
      const removed = await docs.remove([`${alice.id}/copied/c.txt`, `${alice.id}/moved/c.txt`])
      expect((removed.data as unknown as { objects: unknown[] }).objects).toHaveLength(2)
      expect(await docs.exists(`${alice.id}/copied/c.txt`)).toMatchObject({ data: false })
    })

    it('serves a public bucket’s files at their public URL, and nothing of a private one', async () => {
      const media = admin.from('media')
      expect((await media.upload('logo.txt', text('public bytes'))).error).toBeNull()
      const { publicUrl } = anonymous.from('media').getPublicUrl('logo.txt').data
      const res = await fetch(publicUrl)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('public bytes')
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
      const hidden = anonymous.from('docs').getPublicUrl(`${alice.id}/list/a.txt`).data.publicUrl
      expect((await fetch(hidden)).status).toBe(404)
    })

    it('keeps the Origin check for a browser’s cookie from another site', async () => {
      const { cookie } = await signUpAs(t, 'admin')
      const browser = new StorageClient(base, { cookie, origin: 'https://evil.example' })
      const refused = await browser.createBucket('evil')
      expect(apiError(refused.error)).toMatchObject({ status: 403, statusCode: '403' })
      expect((await admin.getBucket('evil')).error).toMatchObject({ status: 404 })
      const ours = new StorageClient(base, { cookie, origin: testBaseUrl })
      expect((await ours.createBucket('ours')).error).toBeNull()
    })

    it('empties a bucket (admins only), then deletes it', async () => {
      expect(apiError((await admin.deleteBucket('docs')).error)).toMatchObject({ status: 409 })
      expect(apiError((await alice.emptyBucket('docs')).error)).toMatchObject({ status: 403 })
      const emptied = await admin.emptyBucket('docs')
      expect(emptied.error).toBeNull()
      expect(emptied.data).toMatchObject({ message: 'Successfully emptied' })
      // Alice's notes, picture, three listed files and the one uploaded by link.
      expect(emptied.data).toMatchObject({ removed: 6 })
      const left = await admin.from('docs').list(alice.id)
      expect((left.data as unknown as { entries: unknown[] }).entries).toEqual([])
      expect((await admin.deleteBucket('docs')).error).toBeNull()
      expect(apiError((await admin.getBucket('docs')).error)).toMatchObject({ status: 404 })
    })
  })
}

describeStorageJs('local disk', localDisk)
describeStorageJs('S3', s3)
