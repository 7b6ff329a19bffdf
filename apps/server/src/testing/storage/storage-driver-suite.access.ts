import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../modules/audit/audit.table.ts'
import { send } from '../auth-helpers.ts'
import { expectError, readJson } from '../create-test-app.ts'
import { jpegBytes, pdfBytes, pngBytes } from '../files.ts'
import { api, requestsOf, type SuiteContext } from './storage-driver-suite.context.ts'

/** Who may do what: buckets for admins, private and public buckets, the service for other modules. */
export function accessCases(s: SuiteContext) {
  const { upload, download, post, relocate, list, names, createBucket } = requestsOf(s)

  it('lets only an admin manage buckets, and deletes a bucket only when it is empty', async () => {
    const { t, alice, admin, operator } = s
    for (const cookie of [operator, alice.cookie]) {
      expect((await t.request(`${api}/bucket`, { headers: { cookie } })).status).toBe(403)
      expect((await t.request(`${api}/bucket`, send('POST', { id: 'mine' }, cookie))).status).toBe(
        403,
      )
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
    await expectError(again, 409, 'storage.bucket_exists')
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
    await expectError(notEmpty, 409, 'storage.bucket_not_empty')
    await t.request(`${api}/object/receipts`, send('DELETE', { prefixes: ['r.pdf'] }, operator))
    expect((await t.request(`${api}/bucket/receipts`, send('DELETE', {}, admin))).status).toBe(200)
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
    const secret = () => `${s.alice.userId}/secret.txt`
    beforeAll(async () => {
      const { alice } = s
      expect(
        (await upload(`docs/${secret()}`, 'alice only', { cookie: alice.cookie })).status,
      ).toBe(200)
    })
    const stillThere = async () =>
      expect(await (await download(`docs/${secret()}`, s.alice.cookie)).text()).toBe('alice only')
    /** Bob moving or copying (`route`) the secret into his own folder. */
    const steal = (route: string) =>
      relocate(route, { from: secret(), to: `${s.bob.userId}/stolen.txt` }, s.bob.cookie)

    it('cannot download it (404), nor can anyone without a session (401)', async () => {
      const { bob } = s
      const res = await download(`docs/${secret()}`, bob.cookie)
      await expectError(res, 404, 'storage.not_found')
      expect((await download(`docs/${secret()}`)).status).toBe(401)
    })

    it('cannot sign a link to it', async () => {
      const { bob, operator } = s
      const res = await post(`/object/sign/docs/${secret()}`, { expiresIn: 60 }, bob.cookie)
      expect(res.status).toBe(404)
      expect(
        (await post(`/object/sign/docs/${secret()}`, { expiresIn: 60 }, operator)).status,
      ).toBe(200)
    })

    it('cannot see it in a list', async () => {
      const { alice, bob, operator } = s
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
      const { bob } = s
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
      expect((await steal('/object/move')).status).toBe(404)
      await stillThere()
    })

    it('cannot copy it', async () => {
      const { bob } = s
      expect((await steal('/object/copy')).status).toBe(404)
      expect((await download(`docs/${bob.userId}/stolen.txt`, bob.cookie)).status).toBe(404)
    })

    it('cannot remove it', async () => {
      const { t, bob } = s
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
    const { t, alice, bob, operator } = s
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
    const move = await relocate(
      '/object/move',
      { bucketId: 'avatars', from: avatar, to: `${bob.userId}/avatar.png` },
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
    const copy = await relocate(
      '/object/copy',
      { bucketId: 'avatars', from: avatar, to: `${bob.userId}/copied.png` },
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
    const { t, alice, bob } = s
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
}
