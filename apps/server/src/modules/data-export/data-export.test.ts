import fs from 'node:fs'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import { send, signUp, uniqueEmail, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson, testBaseUrl, useTestApp } from '../../testing/create-test-app.ts'
import { pngBytes } from '../../testing/files.ts'
import { auditLog } from '../audit/audit.table.ts'
import { accounts, sessions } from '../auth/auth.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { dataExports } from './data-export.table.ts'
import { createDataExportWorker } from './data-export.worker.ts'

// Issue #48 item 2, on both databases: a person's data, exported in the background as one zip of
// JSON and their files, mailed as ready, downloaded only by whoever asked, gone after a week.

const day = 24 * 60 * 60_000

describe('exporting a person’s data', () => {
  let offset = 0
  /** How far the clock moves on with each reading (0: only when a test moves it). */
  let drift = 0
  const clock = {
    now: () => {
      offset += drift
      return new Date(Date.now() + offset)
    },
  }
  const t = useTestApp({ clock })
  const ids = useServiceIds(t)
  const staff = usePeople(t, {
    admin: ['admin', 'Ada Admin'],
    operator: ['operator', 'Olive Op'],
    other: ['customer', 'Otto Other'],
  })
  const name = 'Philippa Marchbanks'
  const email = uniqueEmail('philippa')
  const phone = '+447700900512'
  const staffNote = 'Internal: prefers the back entrance'
  const file = pngBytes(4096)
  let person: Awaited<ReturnType<typeof signUp>>
  let reference: string
  let quoteReference: string
  // The app's own worker runs on every request; this one runs when a test says, so that each
  // sees an export before and after it is prepared.
  let worker: ReturnType<typeof createDataExportWorker>
  const cookieOf = (cookie: string) => ({ headers: { cookie } })
  const ask = (cookie: string, path = '/api/v1/me/data-export') =>
    t.request(path, send('POST', {}, cookie))
  const latest = async (cookie: string, path = '/api/v1/me/data-export') => {
    const res = await t.request(path, cookieOf(cookie))
    expect(res.status).toBe(200)
    return (await readJson(res)).export
  }
  const download = (url: string, cookie?: string) => t.request(url, cookie ? cookieOf(cookie) : {})
  const lastMail = async (to: string, kind: string) => {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.createdAt))
      .limit(1)
    return mail
  }
  const archivesOnDisk = () => {
    const dir = path.join(t.storageDir, '_server', 'data-exports')
    return fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.zip'))
      : []
  }

  beforeAll(async () => {
    await t.dataExports.stop()
    worker = createDataExportWorker({
      db: t.db,
      clock,
      logger: pino({ level: 'silent' }),
      storage: t.storage,
      publicUrl: testBaseUrl,
      onMailQueued: () => {},
    })
    person = await signUp(t, { email, name })
    const profile = await t.request('/api/v1/me/profile', send('PATCH', { phone }, person.cookie))
    expect(profile.status, await profile.clone().text()).toBe(200)
    const booked = await t.request(
      '/api/v1/bookings',
      send(
        'POST',
        {
          serviceId: ids['Safety check'],
          start: londonInstant(nextWeekday(2, { minDays: 10 }), '10:00'),
          notes: 'Please ring the bell twice',
        },
        person.cookie,
      ),
    )
    expect(booked.status, await booked.clone().text()).toBe(201)
    const booking = (await readJson(booked)).booking
    reference = booking.reference
    const note = await t.request(
      `/api/v1/bookings/${booking.id}/notes`,
      send('POST', { body: staffNote }, staff.operator.cookie),
    )
    expect(note.status, await note.clone().text()).toBeLessThan(300)
    const asked = await t.request(
      '/api/v1/quotes',
      send('POST', { title: 'New garden gate', details: 'Oak, 1.2 m wide' }, person.cookie),
    )
    expect(asked.status, await asked.clone().text()).toBe(201)
    const quote = (await readJson(asked)).quote
    quoteReference = quote.reference
    const message = await t.request(
      `/api/v1/quotes/${quote.id}/messages`,
      send('POST', { body: 'Could it be painted green?' }, person.cookie),
    )
    expect(message.status, await message.clone().text()).toBeLessThan(300)
    const form = new FormData()
    form.append(
      'file',
      new File([file as Uint8Array<ArrayBuffer>], 'gate sketch.png', { type: 'image/png' }),
    )
    const uploaded = await t.request(`/api/v1/quotes/${quote.id}/attachments`, {
      method: 'POST',
      headers: { cookie: person.cookie },
      body: form,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  })

  it('prepares the archive in the background, mails the person, and lets only them download it', async () => {
    const res = await ask(person.cookie)
    expect(res.status, await res.clone().text()).toBe(202)
    const asked = (await readJson(res)).export
    expect(asked).toMatchObject({ status: 'preparing', downloadUrl: null, readyAt: null })
    // Asked again while it is being prepared: the same one.
    expect((await readJson(await ask(person.cookie))).export.id).toBe(asked.id)
    const archiveUrl = `/api/v1/data-exports/${asked.id}/archive`
    const early = await download(archiveUrl, person.cookie)
    expect(early.status).toBe(409)
    expect((await readJson(early)).error.code).toBe('data_export.not_ready')

    await worker.tick()
    const ready = await latest(person.cookie)
    expect(ready).toMatchObject({ id: asked.id, status: 'ready', downloadUrl: archiveUrl })
    expect(ready.size).toBeGreaterThan(file.byteLength / 2)
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(7 * day)

    // The mail says where to download it, and carries none of the data.
    const mail = await lastMail(email, 'data_export_ready')
    expect(mail?.text).toContain(`${testBaseUrl}/dashboard#data-export-title`)
    expect(mail?.text).not.toContain(phone)
    expect(mail?.text).not.toContain(reference)

    // Nobody else: not another customer, not an admin, not the signed-out.
    expect((await download(archiveUrl, staff.other.cookie)).status).toBe(404)
    expect((await download(archiveUrl, staff.admin.cookie)).status).toBe(404)
    expect((await download(archiveUrl)).status).toBe(401)

    const got = await download(archiveUrl, person.cookie)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('application/zip')
    expect(got.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?reserva-data-\d{4}-\d{2}-\d{2}\.zip"?$/,
    )
    expect(got.headers.get('x-content-type-options')).toBe('nosniff')
    expect(got.headers.get('cache-control')).toBe('private, no-store')
    const entries = unzipSync(new Uint8Array(await got.arrayBuffer()))
    const text = (entry: string) => new TextDecoder().decode(entries[entry])
    const doc = (entry: string) => JSON.parse(text(entry))
    expect(Object.keys(entries).sort()).toEqual(
      [
        'README.txt',
        'bookings.json',
        'consents.json',
        'files.json',
        `files/quotes/${quoteReference}/1-gate sketch.png`,
        'mails.json',
        'profile.json',
        'quotes.json',
        'sign-in.json',
      ].sort(),
    )
    expect(doc('profile.json')).toMatchObject({ name, email, phone, role: 'customer' })
    const [booking] = doc('bookings.json')
    expect(booking).toMatchObject({
      reference,
      notes: 'Please ring the bell twice',
      service: 'Safety check',
    })
    expect(booking.history.map((event: { action: string }) => event.action)).toContain(
      'booking.created',
    )
    const [quote] = doc('quotes.json')
    expect(quote).toMatchObject({ reference: quoteReference, title: 'New garden gate' })
    expect(quote.messages).toEqual([
      expect.objectContaining({ from: 'you', body: 'Could it be painted green?' }),
    ])
    expect(quote.files).toEqual([
      expect.objectContaining({
        name: 'gate sketch.png',
        uploadedBy: 'you',
        path: `files/quotes/${quoteReference}/1-gate sketch.png`,
      }),
    ])
    expect(entries[`files/quotes/${quoteReference}/1-gate sketch.png`]).toEqual(file)
    const signIn = doc('sign-in.json')
    expect(signIn.methods).toEqual([
      expect.objectContaining({ provider: 'credential', password: true }),
    ])
    expect(signIn.sessions.length).toBeGreaterThan(0)
    expect(signIn.history.map((event: { action: string }) => event.action)).toContain(
      'user.data_export_requested',
    )
    const kinds = doc('mails.json').map((m: { kind: string }) => m.kind)
    expect(kinds).toContain('verify_address')
    expect(kinds.some((kind: string) => kind.startsWith('booking_'))).toBe(true)
    expect(text('README.txt')).toContain('bookings.json')

    // No secrets, and not the business's own notes.
    const everything = Object.keys(entries)
      .filter((e) => e.endsWith('.json') || e.endsWith('.txt'))
      .map(text)
      .join('\n')
    const [credential] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, person.userId))
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, person.userId))
    expect(credential?.password).toBeTruthy()
    expect(everything).not.toContain(credential?.password as string)
    expect(everything).not.toContain(session?.token as string)
    expect(everything).not.toContain(staffNote)

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'user.data_export_downloaded'),
          eq(auditLog.entityId, person.userId),
        ),
      )
    expect(audited).toHaveLength(1)
  })

  it('lets an admin export a person’s data for themselves, and nobody else', async () => {
    const personPath = `/api/v1/admin/people/${person.userId}/data-export`
    expect((await ask(staff.operator.cookie, personPath)).status).toBe(403)
    expect((await ask(person.cookie, personPath)).status).toBe(403)
    expect(
      (await ask(staff.admin.cookie, '/api/v1/admin/people/nobody-at-all/data-export')).status,
    ).toBe(404)
    const res = await ask(staff.admin.cookie, personPath)
    expect(res.status, await res.clone().text()).toBe(202)
    const made = (await readJson(res)).export
    await worker.tick()
    const ready = await latest(staff.admin.cookie, personPath)
    expect(ready).toMatchObject({ id: made.id, status: 'ready' })
    // The person's own latest is still their own; the admin's archive is the admin's alone.
    expect((await latest(person.cookie)).id).not.toBe(made.id)
    expect((await download(ready.downloadUrl, person.cookie)).status).toBe(404)
    const got = await download(ready.downloadUrl, staff.admin.cookie)
    expect(got.status).toBe(200)
    const profile = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(await got.arrayBuffer()))['profile.json']),
    )
    expect(profile).toMatchObject({ email, name })
    const mail = await lastMail(staff.admin.email, 'data_export_ready')
    expect(mail?.text).toContain(
      `${testBaseUrl}/admin?tab=people&person=${encodeURIComponent(person.userId)}`,
    )
    expect(mail?.subject).toContain(name)
  })

  it('takes the archive away after seven days: the download answers 410', async () => {
    const ready = await latest(person.cookie)
    expect(archivesOnDisk().length).toBeGreaterThan(0)
    const before = archivesOnDisk().length
    offset += 7 * day + 60_000
    const shown = await latest(person.cookie)
    expect(shown).toMatchObject({ status: 'expired', downloadUrl: null })
    const gone = await download(`/api/v1/data-exports/${ready.id}/archive`, person.cookie)
    expect(gone.status).toBe(410)
    expect((await readJson(gone)).error.code).toBe('data_export.expired')
    await worker.tick()
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready.id))
    expect(row).toMatchObject({ status: 'expired', archiveKey: null })
    expect(archivesOnDisk().length).toBeLessThan(before)
  })

  it('gives five a day, then says when to try again', async () => {
    const someone = await signUp(t, { email: uniqueEmail('often'), name: 'Often Asker' })
    for (let i = 0; i < 5; i++) {
      expect((await ask(someone.cookie)).status).toBe(202)
      await worker.tick()
    }
    const refused = await ask(someone.cookie)
    expect(refused.status).toBe(429)
    const error = (await readJson(refused)).error
    expect(error.code).toBe('data_export.too_many')
    expect(Date.parse(error.details.retryAt)).toBeGreaterThan(clock.now().getTime())
    offset += day
    expect((await ask(someone.cookie)).status).toBe(202)
  })

  it('tries a failing export again, then gives up and says so by mail', async () => {
    const someone = await signUp(t, { email: uniqueEmail('unlucky'), name: 'Una Lucky' })
    const asked = await t.request(
      '/api/v1/quotes',
      send('POST', { title: 'Garden shed', details: 'Small, with a window' }, someone.cookie),
    )
    expect(asked.status, await asked.clone().text()).toBe(201)
    const quote = (await readJson(asked)).quote
    const form = new FormData()
    form.append(
      'file',
      new File([pngBytes() as Uint8Array<ArrayBuffer>], 'shed.png', { type: 'image/png' }),
    )
    const uploaded = await t.request(`/api/v1/quotes/${quote.id}/attachments`, {
      method: 'POST',
      headers: { cookie: someone.cookie },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    // The file's bytes are lost from storage: every try fails.
    for (const entry of fs.readdirSync(t.storageDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.parentPath.includes('quote-attachments'))
        fs.rmSync(path.join(entry.parentPath, entry.name))
    }
    const made = (await readJson(await ask(someone.cookie))).export
    const attempts = async () =>
      (await t.db.select().from(dataExports).where(eq(dataExports.id, made.id)))[0]?.attempts
    // One try a run, even when the run lasts past the retry's wait (here the clock moves on two
    // minutes with each reading).
    drift = 2 * 60_000
    await worker.tick()
    drift = 0
    expect(await attempts()).toBe(1)
    for (const wait of [1, 5, 30]) {
      offset += wait * 60_000 + 1_000
      await worker.tick()
    }
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, made.id))
    expect(row).toMatchObject({ status: 'failed', attempts: 4, archiveKey: null })
    expect(row?.lastError).toBeTruthy()
    expect(await latest(someone.cookie)).toMatchObject({ status: 'failed', downloadUrl: null })
    expect((await download(`/api/v1/data-exports/${made.id}/archive`, someone.cookie)).status).toBe(
      409,
    )
    expect(await lastMail(someone.email, 'data_export_failed')).toBeDefined()
    expect(archivesOnDisk().filter((f) => String(f).startsWith(made.id))).toEqual([])
  })

  it('refuses a foreign origin, bad and oversized bodies and bad ids, as 4xx, writing nothing', async () => {
    const someone = await signUp(t, { email: uniqueEmail('attacker'), name: 'Ada Attacker' })
    const rows = async () => (await t.db.select().from(dataExports)).length
    const before = await rows()
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      t.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: someone.cookie, ...headers },
        body,
      })
    const refusals: [Response, number, string][] = [
      [
        await post('/api/v1/me/data-export', '{}', { origin: 'https://evil.example' }),
        403,
        'auth.invalid_origin',
      ],
      [await post('/api/v1/me/data-export', '[]'), 400, 'validation_failed'],
      [
        await post('/api/v1/me/data-export', '{"subjectId":"someone-else"}'),
        400,
        'validation_failed',
      ],
      [await post('/api/v1/me/data-export', '{'), 400, 'bad_request'],
      [
        await post('/api/v1/me/data-export', JSON.stringify({ x: 'x'.repeat(2 * 1024 * 1024) })),
        413,
        'request.too_large',
      ],
      [await post(`/api/v1/admin/people/${person.userId}/data-export`, '{}'), 403, 'forbidden'],
      [
        await t.request('/api/v1/data-exports/not-a-uuid/archive', cookieOf(someone.cookie)),
        400,
        'validation_failed',
      ],
      [
        await t.request(
          '/api/v1/data-exports/00000000-0000-4000-8000-000000000000/archive',
          cookieOf(someone.cookie),
        ),
        404,
        'not_found',
      ],
    ]
    for (const [res, status, code] of refusals) {
      expect(res.status, await res.clone().text()).toBe(status)
      expect((await readJson(res)).error.code).toBe(code)
    }
    expect(await rows()).toBe(before)
  })

  it('goes with the person when they are erased, archive and all', async () => {
    const someone = await signUp(t, { email: uniqueEmail('leaving'), name: 'Lee Leaving' })
    await ask(someone.cookie)
    await worker.tick()
    expect((await latest(someone.cookie)).status).toBe('ready')
    const before = archivesOnDisk().length
    const erased = await t.request(
      `/api/v1/admin/people/${someone.userId}/erase`,
      send('POST', {}, staff.admin.cookie),
    )
    expect(erased.status, await erased.clone().text()).toBe(200)
    expect(
      await t.db.select().from(dataExports).where(eq(dataExports.subjectId, someone.userId)),
    ).toEqual([])
    expect(archivesOnDisk().length).toBe(before - 1)
    // And nobody can ask for the erased person's data any more.
    expect(
      (await ask(staff.admin.cookie, `/api/v1/admin/people/${someone.userId}/data-export`)).status,
    ).toBe(404)
  })
})
