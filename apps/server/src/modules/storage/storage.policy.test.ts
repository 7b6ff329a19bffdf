import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StorageDriver } from '../../lib/storage/driver.ts'
import { createLocalDriver } from '../../lib/storage/local-driver.ts'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { readJson } from '../../testing/create-test-app.ts'
import { pngBytes } from '../../testing/files.ts'
import { filesUnder } from '../../testing/storage/storage-driver-suite.ts'
import { createStorageTestApp } from '../../testing/storage/storage-test-app.ts'
import { type BucketPolicies, defaultBucketPolicy, storagePolicies } from './storage.policy.ts'
import { storageObjects } from './storage.table.ts'
import { formOverhead } from './upload-body.ts'

// Who may write where is a per-bucket policy, with quotas (DESIGN §6).

const api = '/api/v1/storage'
const text = (n: number) => 'x'.repeat(n)
/** The real policies, and a bucket whose customers' quota a test can reach: 2 files, 100 bytes. */
const policies: BucketPolicies = {
  ...storagePolicies,
  tight: {
    ...defaultBucketPolicy,
    customer: { write: 'own-folder', read: true, quota: { files: 2, bytes: 100 } },
  },
}

describe('the storage policy', () => {
  let t: Awaited<ReturnType<typeof createStorageTestApp>>
  let root: string
  let operator: string
  let alice: { cookie: string; userId: string }
  let bob: { cookie: string; userId: string }
  let afterPut: (() => Promise<void>) | undefined

  const upload = (
    objectPath: string,
    body: RequestInit['body'],
    cookie: string,
    headers: Record<string, string> = {},
  ) =>
    t.request(`${api}/object/${objectPath}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie, ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit)
  const post = (route: string, body: unknown, cookie: string) =>
    t.request(`${api}${route}`, send('POST', body, cookie))
  const stored = async () => ({
    rows: (await t.db.select().from(storageObjects)).length,
    files: (await filesUnder(root)).filter((f) => !f.startsWith('.tmp/')).length,
  })
  const codeOf = async (res: Response) => [res.status, (await readJson(res)).error?.code]

  beforeAll(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'reserva-policy-'))
    const disk = createLocalDriver({ root })
    const driver: StorageDriver = {
      ...disk,
      async put(key, body, meta) {
        await disk.put(key, body, meta)
        await afterPut?.()
      },
    }
    t = await createStorageTestApp({ driver, policies })
    const admin = (await signUpAs(t, 'admin')).cookie
    operator = (await signUpAs(t, 'operator')).cookie
    alice = await signUpAs(t, 'customer', 'Alice')
    bob = await signUpAs(t, 'customer', 'Bob')
    for (const bucket of [{ id: 'docs' }, { id: 'tight' }, { id: 'small', fileSizeLimit: 10 }]) {
      expect((await t.request(`${api}/bucket`, send('POST', bucket, admin))).status).toBe(201)
    }
    // As the quotes module makes it.
    await t.storage.ensureBucket({ id: 'quote-attachments', allowedMimeTypes: ['image/png'] })
  })
  afterAll(async () => {
    await t?.close()
    await fs.promises.rm(root, { recursive: true, force: true })
  })

  it('lets a customer write in a private bucket only under their own folder', async () => {
    const before = await stored()
    for (const where of [`docs/${bob.userId}/x.txt`, 'docs/shared/x.txt', 'docs/x.txt']) {
      expect(await codeOf(await upload(where, 'mine', alice.cookie)), where).toEqual([
        403,
        'forbidden',
      ])
    }
    expect(await stored()).toEqual(before)
    expect((await upload(`docs/${alice.userId}/a.txt`, 'mine', alice.cookie)).status).toBe(200)
    for (const route of ['/object/move', '/object/copy']) {
      const res = await post(
        route,
        { bucketId: 'docs', sourceKey: `${alice.userId}/a.txt`, destinationKey: 'shared/a.txt' },
        alice.cookie,
      )
      expect(await codeOf(res), route).toEqual([403, 'forbidden'])
    }
    // Staff write anywhere.
    expect((await upload('docs/shared/x.txt', 'team', operator)).status).toBe(200)
  })

  describe('in quote-attachments, where the quotes module writes for customers', () => {
    const photo = () => `q-${alice.userId}/a1/photo.png`
    beforeAll(async () => {
      await t.storage.createObject({
        actor: 'system',
        onBehalfOf: { id: alice.userId, role: 'customer' },
        bucketId: 'quote-attachments',
        name: photo(),
        body: pngBytes(),
        contentType: 'image/png',
      })
    })

    it('a customer writes nowhere through the storage routes: not in a quote folder, not in their own', async () => {
      const before = await stored()
      for (const where of [
        `q-${alice.userId}/a2/x.png`,
        `q-${bob.userId}/b1/x.png`,
        `${alice.userId}/x.png`,
        'x.png',
      ]) {
        const res = await upload(`quote-attachments/${where}`, pngBytes(), alice.cookie, {
          'content-type': 'image/png',
        })
        expect(await codeOf(res), where).toEqual([403, 'forbidden'])
      }
      const replace = await upload(`quote-attachments/${photo()}`, pngBytes(), alice.cookie, {
        'content-type': 'image/png',
        'x-upsert': 'true',
      })
      expect(replace.status).toBe(403)
      expect(await stored()).toEqual(before)
    })

    it('nor moves, copies, removes, lists or reads there, even their own file', async () => {
      const ref = { bucketId: 'quote-attachments', sourceKey: photo() }
      const moved = await post('/object/move', { ...ref, destinationKey: 'x/y.png' }, alice.cookie)
      expect(moved.status).toBe(404)
      const copied = await post('/object/copy', { ...ref, destinationKey: 'x/y.png' }, alice.cookie)
      expect(copied.status).toBe(404)
      const removed = await t.request(
        `${api}/object/quote-attachments`,
        send('DELETE', { prefixes: [photo()] }, alice.cookie),
      )
      expect((await readJson(removed)).objects).toEqual([])
      const listed = await post('/object/list/quote-attachments', {}, alice.cookie)
      expect(await codeOf(listed)).toEqual([403, 'forbidden'])
      const read = await t.request(`${api}/object/quote-attachments/${photo()}`, {
        headers: { cookie: alice.cookie },
      })
      expect(read.status).toBe(404)
      const signed = await post(
        `/object/sign/quote-attachments/${photo()}`,
        { expiresIn: 60 },
        alice.cookie,
      )
      expect(signed.status).toBe(404)
      // Staff read and list it; it is still there.
      const staffRead = await t.request(`${api}/object/quote-attachments/${photo()}`, {
        headers: { cookie: operator },
      })
      expect(staffRead.status).toBe(200)
      const staffList = await post(
        '/object/list/quote-attachments',
        { prefix: `q-${alice.userId}/a1` },
        operator,
      )
      expect((await readJson(staffList)).entries.map((e: { name: string }) => e.name)).toEqual([
        'photo.png',
      ])
    })
  })

  describe('quotas, per user and bucket', () => {
    it('refuses a file past the quota of files with 409, and one past the bytes with 413, storing nothing', async () => {
      const mine = `tight/${alice.userId}`
      expect((await upload(`${mine}/a.txt`, text(40), alice.cookie)).status).toBe(200)
      expect((await upload(`${mine}/b.txt`, text(40), alice.cookie)).status).toBe(200)
      const before = await stored()
      const third = await upload(`${mine}/c.txt`, text(1), alice.cookie)
      expect(await readJson(third)).toMatchObject({
        error: { code: 'storage.too_many_files', details: { limit: 2 } },
      })
      expect(third.status).toBe(409)
      const copy = await post(
        '/object/copy',
        {
          bucketId: 'tight',
          sourceKey: `${alice.userId}/a.txt`,
          destinationKey: `${alice.userId}/c.txt`,
        },
        alice.cookie,
      )
      expect(await codeOf(copy)).toEqual([409, 'storage.too_many_files'])
      // Replacing a file takes no more room than the change in its size.
      const replaced = await upload(`${mine}/a.txt`, text(60), alice.cookie, { 'x-upsert': 'true' })
      expect(replaced.status).toBe(200)
      expect(await stored()).toEqual(before)

      await t.request(
        `${api}/object/tight`,
        send('DELETE', { prefixes: [`${alice.userId}/b.txt`] }, alice.cookie),
      )
      const emptied = await stored()
      // 60 used of 100: 41 more bytes is too many, by Content-Length, as a stream, or in a form.
      const byLength = await upload(`${mine}/c.txt`, text(41), alice.cookie)
      expect(await readJson(byLength)).toMatchObject({
        error: { code: 'storage.quota_exceeded', details: { limit: 100, used: 60 } },
      })
      expect(byLength.status).toBe(413)
      const stream = Readable.toWeb(Readable.from([Buffer.from(text(30)), Buffer.from(text(11))]))
      expect(
        await codeOf(await upload(`${mine}/c.txt`, stream as ReadableStream, alice.cookie)),
      ).toEqual([413, 'storage.quota_exceeded'])
      const form = new FormData()
      form.append('file', new File([text(41)], 'c.txt', { type: 'text/plain' }))
      const byForm = await t.request(`${api}/object/${mine}/c.txt`, {
        method: 'POST',
        headers: { cookie: alice.cookie },
        body: form,
      })
      expect(await codeOf(byForm)).toEqual([413, 'storage.quota_exceeded'])
      expect(await stored()).toEqual(emptied)
      // Exactly the quota fits.
      expect((await upload(`${mine}/c.txt`, text(40), alice.cookie)).status).toBe(200)
    })

    it('counts files the server writes for a user, as the quotes module does', async () => {
      await expect(
        t.storage.createObject({
          actor: 'system',
          onBehalfOf: { id: alice.userId, role: 'customer' },
          bucketId: 'tight',
          name: `${alice.userId}/d.txt`,
          body: new TextEncoder().encode('d'),
          contentType: 'text/plain',
        }),
      ).rejects.toMatchObject({ code: 'storage.too_many_files', status: 409 })
    })

    it('counts each user apart, and lets two uploads at once take no more than the room left', async () => {
      // Both have checked the quota and written their bytes before either writes its row.
      let arrived = 0
      let release = () => {}
      const bothWritten = new Promise<void>((resolve) => {
        release = resolve
      })
      afterPut = async () => {
        if (++arrived === 2) release()
        await bothWritten
      }
      const uploads = await Promise.all(
        ['e.txt', 'f.txt'].map((f) => upload(`tight/${bob.userId}/${f}`, text(60), bob.cookie)),
      )
      afterPut = undefined
      expect(uploads.map((r) => r.status).sort()).toEqual([200, 413])
      const rows = await t.db.select().from(storageObjects)
      const bobs = rows.filter((r) => r.ownerId === bob.userId)
      expect(bobs.reduce((sum, r) => sum + r.size, 0)).toBe(60)
    })

    it('does not limit staff', async () => {
      for (let i = 0; i < 4; i++) {
        expect((await upload(`tight/team/${i}.txt`, text(60), operator)).status).toBe(200)
      }
    })
  })

  describe('the upload routes’ own body limit', () => {
    it('refuses a body whose Content-Length passes the bucket’s limit at once, without reading it', async () => {
      const endless = () => new ReadableStream({ pull() {} })
      const raw = await upload('small/x.txt', endless(), operator, { 'content-length': '11' })
      expect(await readJson(raw)).toMatchObject({
        error: { code: 'storage.too_large', details: { limit: 10 } },
      })
      // A form has room for its boundaries, and no more.
      const form = await upload('small/x.txt', endless(), operator, {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 + formOverhead + 1),
      })
      expect(await codeOf(form)).toEqual([413, 'storage.too_large'])
    })

    it('cuts a form sent without a length at the limit, as it arrives, and stores nothing', async () => {
      const before = await stored()
      const boundary = 'limit-test'
      let sent = 0
      const form = new ReadableStream<Uint8Array>({
        // A form part that never ends: only counting can stop it.
        pull(controller) {
          const chunk =
            sent === 0
              ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\n`
              : 'x'.repeat(16 * 1024)
          sent += chunk.length
          controller.enqueue(new TextEncoder().encode(chunk))
        },
      })
      const res = await upload('small/x.txt', form, operator, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      })
      expect(await codeOf(res)).toEqual([413, 'storage.too_large'])
      // Read no further than the limit and the form's room, give or take one chunk.
      expect(sent).toBeLessThan(10 + formOverhead + 2 * 16 * 1024)
      expect(await stored()).toEqual(before)
    })
  })
})
