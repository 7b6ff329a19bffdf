import { expect, it } from 'vitest'
import { send } from '../auth-helpers.ts'
import { expectError, readJson } from '../create-test-app.ts'
import { pdfBytes, pngBytes, webpBytes } from '../files.ts'
import { api, requestsOf, type SuiteContext, streamOf } from './storage-driver-suite.context.ts'

/** What is refused, and that a refusal leaves nothing behind: paths, sizes, types. */
export function refusalCases(s: SuiteContext) {
  const { upload, download, post, relocate, list, createBucket, rows } = requestsOf(s)

  it('refuses path traversal with 400 storage.invalid_path and writes nothing outside the root', async () => {
    const { t, d, alice, operator } = s
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
        const res = await relocate(route, { from: `${alice.userId}/r3.txt`, to: key }, operator)
        await expectError(res, 400, 'storage.invalid_path', `${route} ${key}`)
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
    const { d } = s
    for (const key of ['../x', 'a/../../x', '/abs', 'a\\b', '']) {
      await expect(
        d.driver.put(key, new Uint8Array([1]), { contentType: 'text/plain' }),
      ).rejects.toThrow(/unsafe storage key|outside the root/)
      await expect(d.driver.get(key)).rejects.toThrow()
    }
    expect(await d.strayFiles()).toEqual([])
  })

  it('refuses an oversized file with 413, by Content-Length before reading and while streaming, leaving no row and no file', async () => {
    const { t, d, operator } = s
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
    await expectError(byStream, 413, 'storage.too_large')
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
    const { operator } = s
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
    const { t, d, admin, operator } = s
    await createBucket({ id: 'fleeting' })
    const keys = await d.storedKeys()
    s.afterPut = async () => {
      s.afterPut = undefined
      const res = await t.request(`${api}/bucket/fleeting`, send('DELETE', {}, admin))
      expect(res.status).toBe(200)
    }
    const res = await upload('fleeting/late.txt', 'late', { cookie: operator })
    await expectError(res, 404, 'storage.not_found')
    expect(await d.storedKeys()).toEqual(keys)
    expect(await d.strayFiles()).toEqual([])
  })
}
