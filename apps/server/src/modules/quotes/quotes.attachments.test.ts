import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { send } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, testBaseUrl, useTestApp } from '../../testing/create-test-app.ts'
import { heicBytes, pdfBytes, pngBytes } from '../../testing/files.ts'
import { useQuotePeople } from '../../testing/quote-people.ts'
import { auditLog } from '../audit/audit.table.ts'
import { storageObjects } from '../storage/storage.table.ts'
import { quoteAttachments, quotes } from './quotes.table.ts'

const MB = 1024 * 1024

describe('quote attachments', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const { customer, stranger, operator } = useQuotePeople(t)
  // These tests ask for more quotes than a customer may in an hour (quoteLimits), which is not
  // what they are about: each starts an hour after the quotes asked for before it.
  beforeEach(async () => {
    await t.db.update(quotes).set({ createdAt: sql`${quotes.createdAt} - interval '1 hour'` })
  })

  const ask = async (cookie = customer.cookie) => {
    const res = await t.request(
      '/api/v1/quotes',
      send(
        'POST',
        {
          serviceId: ids['Custom build'],
          title: 'Touring bike build',
          details: 'Steel frame, dynamo lights, rack and mudguards.',
          preferredDates: [nextWeekday(3)],
        },
        cookie,
      ),
    )
    expect(res.status).toBe(201)
    return (await readJson(res)).quote as { id: string }
  }

  const upload = (
    quoteId: string,
    cookie: string | undefined,
    file: { name: string; type?: string; bytes?: Uint8Array } | null,
    field = 'file',
  ) => {
    const form = new FormData()
    if (file) {
      const bytes = file.bytes ?? pngBytes()
      form.append(
        field,
        new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? '' }),
      )
    } else form.append('note', 'no file here')
    return t.request(`/api/v1/quotes/${quoteId}/attachments`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
      body: form,
    })
  }
  const linkOf = (quoteId: string, attachmentId: string, cookie?: string) =>
    t.request(`/api/v1/quotes/${quoteId}/attachments/${attachmentId}`, {
      headers: cookie ? { cookie } : {},
    })
  const getQuote = async (quoteId: string, cookie = customer.cookie) =>
    t.request(`/api/v1/quotes/${quoteId}`, { headers: { cookie } })
  const rowsOf = (quoteId: string) =>
    t.db.select().from(quoteAttachments).where(eq(quoteAttachments.quoteId, quoteId))
  const objectsOf = (quoteId: string) =>
    t.db
      .select()
      .from(storageObjects)
      .where(sql`${storageObjects.name} like ${`${quoteId}/%`}`)
  /** Every file the storage driver holds, its temp folder included. */
  const filesOnDisk = () =>
    fs
      .readdirSync(t.storageDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort()

  it('lets the customer attach a photo: 201, shown on the quote, and its link downloads the exact bytes', async () => {
    const quote = await ask()
    const bytes = pngBytes(5000)
    const res = await upload(quote.id, customer.cookie, {
      name: 'frame photo.png',
      type: 'image/png',
      bytes,
    })
    expect(res.status).toBe(201)
    const { attachment } = await readJson(res)
    expect(attachment).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'frame photo.png',
      size: 5000,
      mimeType: 'image/png',
      createdAt: expect.any(String),
    })

    expect((await readJson(await getQuote(quote.id))).quote.attachments).toEqual([attachment])
    const mine = await readJson(
      await t.request('/api/v1/quotes', { headers: { cookie: customer.cookie } }),
    )
    expect(mine.quotes.find((q: { id: string }) => q.id === quote.id).attachments).toEqual([
      attachment,
    ])

    const link = await linkOf(quote.id, attachment.id, customer.cookie)
    expect(link.status).toBe(200)
    const { url } = await readJson(link)
    expect(url).toMatch(
      new RegExp(`^${testBaseUrl}/api/v1/storage/object/signed/quote-attachments/${quote.id}/`),
    )
    // The link needs no session.
    const file = await t.request(url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toMatch(/^private/)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)

    // The bucket is private: the customer cannot read the object around the quote.
    const [object] = await objectsOf(quote.id)
    // Hers (it counts against her quota), though she reads it only through the quote.
    expect(object).toMatchObject({
      bucketId: 'quote-attachments',
      ownerId: customer.userId,
      size: 5000,
    })
    const direct = await t.request(
      `/api/v1/storage/object/quote-attachments/${encodeURI(object?.name ?? '')}`,
      { headers: { cookie: customer.cookie } },
    )
    expect(direct.status).toBe(404)

    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'quote.attachment_added'))
    expect(trail.filter((a) => a.entityId === quote.id)).toEqual([
      expect.objectContaining({
        actorId: customer.userId,
        entity: 'quote',
        data: expect.objectContaining({ attachmentId: attachment.id, name: 'frame photo.png' }),
      }),
    ])
  })

  it('lets staff attach files to any quote and read them; files are listed in upload order', async () => {
    const quote = await ask()
    const first = (
      await readJson(await upload(quote.id, customer.cookie, { name: 'a.png', type: 'image/png' }))
    ).attachment
    const pdf = pdfBytes()
    const byStaff = await upload(quote.id, operator.cookie, {
      name: 'estimate.pdf',
      type: 'application/pdf',
      bytes: pdf,
    })
    expect(byStaff.status).toBe(201)
    const second = (await readJson(byStaff)).attachment
    expect(second).toMatchObject({ name: 'estimate.pdf', mimeType: 'application/pdf' })

    const all = await readJson(
      await t.request('/api/v1/quotes?scope=all', { headers: { cookie: operator.cookie } }),
    )
    const listed = all.quotes.find((q: { id: string }) => q.id === quote.id)
    expect(listed.attachments.map((a: { id: string }) => a.id)).toEqual([first.id, second.id])

    // Staff read the customer's file; the customer reads staff's.
    expect((await linkOf(quote.id, first.id, operator.cookie)).status).toBe(200)
    const { url } = await readJson(await linkOf(quote.id, second.id, customer.cookie))
    const file = await t.request(url)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
  })

  it('hides another customer’s quote files: 404 to upload or ask for a link, and the quote stays unseen', async () => {
    const quote = await ask()
    const { attachment } = await readJson(
      await upload(quote.id, customer.cookie, { name: 'mine.png', type: 'image/png' }),
    )

    const uploadRes = await upload(quote.id, stranger.cookie, { name: 'x.png', type: 'image/png' })
    await expectError(uploadRes, 404, 'not_found')
    const linkRes = await linkOf(quote.id, attachment.id, stranger.cookie)
    expect(linkRes.status).toBe(404)
    const refusal = await readJson(linkRes)
    expect(refusal.error.code).toBe('not_found')
    // The same answer as for a quote that does not exist at all.
    const nowhere = await linkOf(crypto.randomUUID(), attachment.id, stranger.cookie)
    expect(await readJson(nowhere)).toEqual(refusal)

    expect((await getQuote(quote.id, stranger.cookie)).status).toBe(404)
    const theirs = await readJson(
      await t.request('/api/v1/quotes', { headers: { cookie: stranger.cookie } }),
    )
    expect(theirs.quotes.map((q: { id: string }) => q.id)).not.toContain(quote.id)
    expect(await rowsOf(quote.id)).toHaveLength(1)
    expect(await objectsOf(quote.id)).toHaveLength(1)
  })

  it('asks for a session: 401 without one', async () => {
    const quote = await ask()
    const { attachment } = await readJson(
      await upload(quote.id, customer.cookie, { name: 'a.png', type: 'image/png' }),
    )
    const uploadRes = await upload(quote.id, undefined, { name: 'b.png', type: 'image/png' })
    await expectError(uploadRes, 401, 'auth.session_missing')
    expect((await linkOf(quote.id, attachment.id)).status).toBe(401)
    expect(await rowsOf(quote.id)).toHaveLength(1)
  })

  it('refuses a file over 10 MB with 413, keeping no row and no bytes', async () => {
    const quote = await ask()
    const before = filesOnDisk()
    const res = await upload(quote.id, customer.cookie, {
      name: 'huge.png',
      type: 'image/png',
      bytes: pngBytes(10 * MB + 1),
    })
    await expectError(res, 413, 'storage.too_large')
    expect(await rowsOf(quote.id)).toEqual([])
    expect(await objectsOf(quote.id)).toEqual([])
    expect(filesOnDisk()).toEqual(before)

    // Exactly 10 MB is fine.
    const limit = await upload(quote.id, customer.cookie, {
      name: 'big.png',
      type: 'image/png',
      bytes: pngBytes(10 * MB),
    })
    expect(limit.status).toBe(201)
  })

  it('takes photos, PDFs and text only (415 otherwise), reading a missing type from the name', async () => {
    const quote = await ask()
    for (const file of [
      { name: 'page.html', type: 'text/html' },
      { name: 'tool.exe', type: '' },
      { name: 'logo.svg', type: 'image/svg+xml' },
    ]) {
      const res = await upload(quote.id, customer.cookie, file)
      await expectError(res, 415, 'storage.type_not_allowed', file.name)
    }
    expect(await rowsOf(quote.id)).toEqual([])
    expect(await objectsOf(quote.id)).toEqual([])

    // Some phones send HEIC photos without a type: the extension says what they are.
    const heic = await upload(quote.id, customer.cookie, {
      name: 'IMG_0042.HEIC',
      type: '',
      bytes: heicBytes(),
    })
    expect(heic.status).toBe(201)
    expect((await readJson(heic)).attachment).toMatchObject({
      name: 'IMG_0042.HEIC',
      mimeType: 'image/heic',
    })
    const text = await upload(quote.id, customer.cookie, {
      name: 'notes.txt',
      type: 'text/plain',
      bytes: new TextEncoder().encode('Frame size 56, please.'),
    })
    expect((await readJson(text)).attachment).toMatchObject({ mimeType: 'text/plain', size: 22 })
  })

  it('asks for the file field with 400 storage.missing_file', async () => {
    const quote = await ask()
    const noFile = await upload(quote.id, customer.cookie, null)
    await expectError(noFile, 400, 'storage.missing_file')
    const wrongField = await upload(
      quote.id,
      customer.cookie,
      { name: 'a.png', type: 'image/png' },
      'photo',
    )
    await expectError(wrongField, 400, 'storage.missing_file')
    const asJson = await t.request(
      `/api/v1/quotes/${quote.id}/attachments`,
      send('POST', { file: 'a.png' }, customer.cookie),
    )
    await expectError(asJson, 400, 'storage.missing_file')
    const badId = await upload('not-a-uuid', customer.cookie, { name: 'a.png', type: 'image/png' })
    await expectError(badId, 400, 'validation_failed')
    expect(await rowsOf(quote.id)).toEqual([])
  })

  it('answers 404 for an unknown file, and for a file asked for through another quote', async () => {
    const a = await ask()
    const b = await ask()
    const { attachment } = await readJson(
      await upload(a.id, customer.cookie, { name: 'a.png', type: 'image/png' }),
    )
    const unknown = await linkOf(a.id, crypto.randomUUID(), customer.cookie)
    await expectError(unknown, 404, 'storage.not_found')
    const crossed = await linkOf(b.id, attachment.id, customer.cookie)
    await expectError(crossed, 404, 'storage.not_found')
    expect((await linkOf(b.id, attachment.id, operator.cookie)).status).toBe(404)
    expect((await linkOf(a.id, 'nope', customer.cookie)).status).toBe(400)
  })

  it('takes files only while the quote is open, and at most five', async () => {
    const closed = await ask()
    await t.request(`/api/v1/quotes/${closed.id}/withdraw`, send('POST', {}, customer.cookie))
    const late = await upload(closed.id, customer.cookie, { name: 'a.png', type: 'image/png' })
    await expectError(late, 409, 'quotes.invalid_transition')
    expect(await objectsOf(closed.id)).toEqual([])
    // Files already there can still be read.
    expect((await getQuote(closed.id)).status).toBe(200)

    const open = await ask()
    for (let i = 1; i <= 5; i++) {
      const res = await upload(open.id, customer.cookie, { name: `${i}.png`, type: 'image/png' })
      expect(res.status).toBe(201)
    }
    const sixth = await upload(open.id, operator.cookie, { name: '6.png', type: 'image/png' })
    expect(sixth.status).toBe(409)
    expect(await readJson(sixth)).toMatchObject({
      error: { code: 'quotes.too_many_attachments', details: { limit: 5 } },
    })
    expect(await objectsOf(open.id)).toHaveLength(5)
  })

  it('keeps a safe object path whatever the file is called', async () => {
    const quote = await ask()
    const res = await upload(quote.id, customer.cookie, {
      name: '../../..\\évier "sale" ?.txt',
      type: 'text/plain',
      bytes: new TextEncoder().encode('hi'),
    })
    expect(res.status).toBe(201)
    const { attachment } = await readJson(res)
    expect(attachment.name).toBe('évier "sale" ?.txt')
    const [object] = await objectsOf(quote.id)
    expect(object?.name).toBe(`${quote.id}/${attachment.id}/évier_sale_.txt`)
  })

  it('removes the stored bytes again when the row cannot be written', async () => {
    const quote = await ask()
    const before = filesOnDisk()
    // A real failure of the insert, from the database itself.
    await t.db.execute(sql`
      create function refuse_attachment() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`)
    await t.db.execute(sql`
      create trigger refuse_attachment before insert on quote_attachments
      for each row execute function refuse_attachment()`)
    try {
      const res = await upload(quote.id, customer.cookie, { name: 'a.png', type: 'image/png' })
      expect(res.status).toBe(500)
    } finally {
      await t.db.execute(sql`drop trigger refuse_attachment on quote_attachments`)
      await t.db.execute(sql`drop function refuse_attachment()`)
    }
    expect(await rowsOf(quote.id)).toEqual([])
    expect(await objectsOf(quote.id)).toEqual([])
    expect(filesOnDisk()).toEqual(before)
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, quote.id))
    expect(trail.map((a) => a.action)).toEqual(['quote.requested'])
  })
})
