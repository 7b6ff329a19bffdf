import { expect, it } from 'vitest'
import { send } from '../auth-helpers.ts'
import { expectError, readJson, testBaseUrl } from '../create-test-app.ts'
import { api, requestsOf, type SuiteContext } from './storage-driver-suite.context.ts'

/** Listing folders, moving, copying and removing objects, signed links. */
export function managingCases(s: SuiteContext) {
  const { upload, download, post, relocate, list, names, createBucket } = requestsOf(s)

  it('lists one folder: sub-folders first, then objects by name ascending, limit 100 and offset 0 by default', async () => {
    const { t, operator } = s
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
      s.clock += 1000
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
        await list('listing', { prefix: 'f', sortBy: { column: 'name', order: 'desc' } }, operator),
      ),
    ).toEqual(['sub2', 'sub', 'c.txt', 'b.txt', 'a.txt'])
    const byCreated = (order: string) =>
      list('listing', { prefix: 'f', sortBy: { column: 'created_at', order } }, operator)
    expect(await names(await byCreated('asc'))).toEqual(['sub', 'sub2', 'b.txt', 'a.txt', 'c.txt'])
    expect(await names(await byCreated('desc'))).toEqual(['sub2', 'sub', 'c.txt', 'a.txt', 'b.txt'])
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
    expect(await names(await list('listing', { prefix: 'many', offset: 100 }, operator))).toEqual([
      '100.txt',
      '101.txt',
      '102.txt',
      '103.txt',
      '104.txt',
    ])
    const tooMany = await list('listing', { prefix: 'many', limit: 1001 }, operator)
    expect(tooMany.status).toBe(400)
  })

  it('moves and copies objects inside a bucket; a taken destination is 409', async () => {
    const { d, alice } = s
    const from = `${alice.userId}/draft.txt`
    await upload(`docs/${from}`, 'draft', { cookie: alice.cookie })
    const keys = await d.storedKeys()
    const moved = await relocate(
      '/object/move',
      { from, to: `${alice.userId}/final.txt` },
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

    const copied = await relocate(
      '/object/copy',
      { from: `${alice.userId}/final.txt`, to: `${alice.userId}/copy.txt` },
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
      const taken = await relocate(
        route,
        { from: `${alice.userId}/final.txt`, to: `${alice.userId}/copy.txt` },
        alice.cookie,
      )
      await expectError(taken, 409, 'storage.object_exists')
      const missing = await relocate(
        route,
        { from: `${alice.userId}/nothing.txt`, to: `${alice.userId}/x.txt` },
        alice.cookie,
      )
      await expectError(missing, 404, 'storage.not_found')
    }
  })

  it('removes several objects at once and answers with those removed, bytes included', async () => {
    const { t, d, alice } = s
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
    const { t, alice } = s
    const name = `${alice.userId}/my file é.txt`
    await upload(`docs/${encodeURI(name)}`, 'signed content', { cookie: alice.cookie })
    const res = await post(`/object/sign/docs/${encodeURI(name)}`, { expiresIn: 60 }, alice.cookie)
    expect(res.status).toBe(200)
    const { signedUrl, expiresAt } = await readJson(res)
    expect(signedUrl.startsWith(`${testBaseUrl}${api}/object/signed/docs/${alice.userId}/`)).toBe(
      true,
    )
    expect(Date.parse(expiresAt)).toBe(Math.floor(s.clock / 1000) * 1000 + 60_000)

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
      await expectError(refused, 403, 'storage.invalid_signature', link)
    }

    s.clock += 61_000
    const expired = await t.request(signedUrl)
    await expectError(expired, 403, 'storage.url_expired')
  })
}
