import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { pngBytes } from '../../testing/files.ts'
import { useQuotePeople } from '../../testing/quote-people.ts'
import { storagePolicies } from '../storage/storage.policy.ts'
import { storageObjects } from '../storage/storage.table.ts'
import { formOverhead } from '../storage/upload-body.ts'
import { quoteAttachments } from './quotes.table.ts'

// A customer's file must never run script in the app's origin when staff open it, and customers
// put files into quote-attachments only through their own quotes, within a quota.

const sandbox = "sandbox; default-src 'none'"
const script = '<script>fetch("/api/auth/admin/set-role", { method: "POST" })</script>'

describe('quote attachments are safe to open', () => {
  const t = useTestApp()
  const { customer, stranger, operator } = useQuotePeople(t)

  const ask = async (cookie: string) => {
    const res = await t.request(
      '/api/v1/quotes',
      send(
        'POST',
        {
          serviceId: null,
          title: 'Touring bike build',
          details: 'Steel frame, dynamo lights, rack and mudguards.',
          preferredDates: [nextWeekday(3)],
        },
        cookie,
      ),
    )
    expect(res.status).toBe(201)
    return (await readJson(res)).quote.id as string
  }
  const upload = (quoteId: string, cookie: string, file: File) => {
    const form = new FormData()
    form.append('file', file)
    return t.request(`/api/v1/quotes/${quoteId}/attachments`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
  }
  const png = (name = 'photo.png') => new File([pngBytes()], name, { type: 'image/png' })
  const opened = async (quoteId: string, attachmentId: string, cookie: string) => {
    const link = await t.request(`/api/v1/quotes/${quoteId}/attachments/${attachmentId}`, {
      headers: { cookie },
    })
    return t.request((await readJson(link)).url)
  }
  const stored = async () => ({
    objects: (await t.db.select().from(storageObjects)).length,
    rows: (await t.db.select().from(quoteAttachments)).length,
  })

  it('refuses a file whose declared type tries to become a page (415), storing nothing', async () => {
    const quote = await ask(customer.cookie)
    const before = await stored()
    for (const type of ['text/plain; x=, text/html', 'text/plain, text/html', 'text/html']) {
      const res = await upload(quote, customer.cookie, new File([script], 'notes.txt', { type }))
      await expectError(res, 415, 'storage.type_not_allowed', type)
    }
    // A photo whose bytes are not one, declared or read from its name.
    const fake = [
      new File([script], 'photo.png', { type: 'image/png' }),
      new File([pngBytes()], 'IMG_0001.HEIC', { type: '' }),
    ]
    for (const file of fake) {
      const res = await upload(quote, customer.cookie, file)
      await expectError(res, 415, 'storage.type_not_allowed', file.name)
    }
    expect(await stored()).toEqual(before)
  })

  it('serves a text file that holds a script as a sandboxed download, and a photo in place', async () => {
    const quote = await ask(customer.cookie)
    const text = await upload(
      quote,
      customer.cookie,
      new File([script], 'notes.html', { type: 'text/plain' }),
    )
    expect(text.status).toBe(201)
    const { attachment } = await readJson(text)
    // Through the whole app, as staff open it from the inbox.
    const file = await opened(quote, attachment.id, operator.cookie)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/plain')
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=notes.html')
    expect(file.headers.get('content-security-policy')).toBe(sandbox)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await file.text()).toBe(script)

    const photo = (await readJson(await upload(quote, customer.cookie, png()))).attachment
    const shown = await opened(quote, photo.id, operator.cookie)
    expect(shown.headers.get('content-type')).toBe('image/png')
    expect(shown.headers.get('content-disposition')).toBe('inline; filename=photo.png')
    expect(shown.headers.get('content-security-policy')).toBe(sandbox)
  })

  it('keeps customers out of quote-attachments through the storage routes: their own quote, another’s, anywhere', async () => {
    const own = await ask(customer.cookie)
    const theirs = await ask(stranger.cookie)
    await upload(theirs, stranger.cookie, png('bike.png'))
    const before = await stored()
    for (const where of [
      `${own}/x/evil.png`,
      `${theirs}/x/evil.png`,
      `${customer.userId}/evil.png`,
      'evil.png',
    ]) {
      const res = await t.request(`/api/v1/storage/object/quote-attachments/${where}`, {
        method: 'POST',
        headers: { cookie: customer.cookie, 'content-type': 'image/png' },
        body: pngBytes(),
      })
      expect(res.status, where).toBe(403)
    }
    const [object] = await t.db
      .select()
      .from(storageObjects)
      .where(sql`${storageObjects.name} like ${`${theirs}/%`}`)
    for (const route of ['move', 'copy']) {
      const res = await t.request(
        `/api/v1/storage/object/${route}`,
        send(
          'POST',
          {
            bucketId: 'quote-attachments',
            sourceKey: object?.name,
            destinationKey: `${own}/y/bike.png`,
          },
          customer.cookie,
        ),
      )
      expect(res.status, route).toBe(404)
    }
    const removed = await t.request(
      '/api/v1/storage/object/quote-attachments',
      send('DELETE', { prefixes: [object?.name] }, customer.cookie),
    )
    expect((await readJson(removed)).objects).toEqual([])
    expect(await stored()).toEqual(before)
    // Staff see the stranger's quote with its one file.
    const seen = await t.request(`/api/v1/quotes/${theirs}`, {
      headers: { cookie: operator.cookie },
    })
    expect((await readJson(seen)).quote.attachments.map((a: { name: string }) => a.name)).toEqual([
      'bike.png',
    ])
  })

  it('keeps each customer to a quota of files over all their quotes (409), and staff are not held to it', async () => {
    const quota = storagePolicies['quote-attachments']?.customer.quota
    expect(quota).toMatchObject({ files: 30 })
    const files = quota?.files ?? 0
    const hoarder = await signUpAs(t, 'customer', 'Hoarder')
    let quote = ''
    for (let i = 0; i < files; i++) {
      if (i % 5 === 0) quote = await ask(hoarder.cookie)
      expect((await upload(quote, hoarder.cookie, png(`${i}.png`))).status).toBe(201)
    }
    const fresh = await ask(hoarder.cookie)
    const before = await stored()
    const over = await upload(fresh, hoarder.cookie, png('one-more.png'))
    expect(over.status).toBe(409)
    expect((await readJson(over)).error).toMatchObject({
      code: 'storage.too_many_files',
      details: { limit: files },
    })
    expect(await stored()).toEqual(before)
    // Staff still attach to the same quote; the file is theirs, not the customer's.
    const byStaff = await upload(fresh, operator.cookie, png('estimate.png'))
    expect(byStaff.status).toBe(201)
    const [row] = await t.db
      .select()
      .from(storageObjects)
      .where(sql`${storageObjects.name} like ${`${fresh}/%`}`)
    expect(row?.ownerId).toBe(operator.userId)
    const hers = await t.db
      .select()
      .from(storageObjects)
      .where(eq(storageObjects.ownerId, hoarder.userId))
    expect(hers).toHaveLength(files)
  })

  it('refuses an upload whose Content-Length passes 10 MB at once, without reading it', async () => {
    const quote = await ask(customer.cookie)
    const res = await t.request(`/api/v1/quotes/${quote}/attachments`, {
      method: 'POST',
      headers: {
        cookie: customer.cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024 + formOverhead + 1),
      },
      body: new ReadableStream({ pull() {} }),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect((await readJson(res)).error).toMatchObject({
      code: 'storage.too_large',
      details: { limit: 10 * 1024 * 1024 },
    })
  })
})
