import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { systemStatusSchema } from '@reserva/shared'
import { afterAll, describe, expect, it } from 'vitest'
import { readJournal } from '../../db/client.ts'
import { fixedClock } from '../../lib/clock.ts'
import { useOneOfEachRole } from '../../testing/auth-helpers.ts'
import { createSiblingApp, useTestApp } from '../../testing/create-test-app.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { reservaVersion } from '../../version.ts'
import { scheduledBackupName } from '../backup/backup.schedule.ts'
import { takeBackup } from '../backup/backup.service.ts'
import { outbox } from '../mail/outbox.table.ts'

const now = new Date('2026-12-04T10:00:00.000Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000)

describe('the System view (admins)', () => {
  const t = useTestApp()
  const { admin, operator } = useOneOfEachRole(t)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-system-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const backupDir = path.join(dataDir, 'backups')
  const app = () =>
    createSiblingApp(t, {
      clock: fixedClock(now),
      installation: {
        startedAt: minutes(-90),
        dataDir,
        storageDriver: 'local',
        backups: { dir: backupDir, everyMs: 24 * 3_600_000, keep: 7 },
      },
    })
  const status = async (cookie: string) => {
    const res = await app().request('/api/v1/admin/system', { headers: { cookie } })
    if (res.status === 200) expect(res.headers.get('cache-control')).toBe('no-store')
    return { res, body: res.status === 200 ? systemStatusSchema.parse(await res.json()) : null }
  }

  it('tells an admin the version, the database, the outbox, storage and sockets', async () => {
    // Mails of every state: two waiting (one due an hour ago, one a reminder for tomorrow), one
    // given up on, one sent this morning and one sent last week.
    await t.db.delete(outbox)
    const mail = { kind: 'test', to: 'a@example.com', subject: 's', text: 't' }
    await t.db.insert(outbox).values([
      { ...mail, sendAfter: minutes(-60) },
      { ...mail, sendAfter: minutes(24 * 60) },
      { ...mail, status: 'failed', attempts: 8 },
      { ...mail, status: 'sent', sentAt: minutes(-120) },
      { ...mail, status: 'sent', sentAt: minutes(-7 * 24 * 60) },
    ])
    const bucket = await t.request('/api/v1/storage/bucket', {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'system-view', public: false }),
    })
    expect(bucket.status).toBe(201)
    for (const [name, size] of [
      ['a.bin', 1000],
      ['b.bin', 2500],
    ] as const) {
      const put = await t.request(`/api/v1/storage/object/system-view/${name}`, {
        method: 'POST',
        headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(size),
      })
      expect(put.status).toBe(200)
    }

    const { res, body } = await status(admin.cookie)
    expect(res.status).toBe(200)
    const journal = readJournal().entries
    expect(body).toMatchObject({
      version: reservaVersion,
      startedAt: minutes(-90).toISOString(),
      database: {
        kind: testDbKind,
        migration: { tag: journal.at(-1)?.tag, count: journal.length },
      },
      backups: {
        last: null,
        schedule: { dir: backupDir, everyMinutes: 1440, keep: 7, kept: 0 },
      },
      outbox: {
        pending: 2,
        due: 1,
        oldestDueAt: minutes(-60).toISOString(),
        failed: 1,
        sentLastDay: 1,
      },
      storage: { driver: 'local', objects: 2, bytes: 3500 },
      sockets: 0,
    })
    expect(body?.database.bytes).toBeGreaterThan(1_000_000)
  })

  it('shows the last backup, by whatever means it was taken', async () => {
    const out = path.join(backupDir, scheduledBackupName(minutes(-30)))
    await takeBackup({
      database: t.database,
      installation: { dataDir, storageDriver: 'local', authSecretFromEnv: true },
      out,
      now: minutes(-30),
    })
    const { body } = await status(admin.cookie)
    expect(body?.backups).toEqual({
      last: { createdAt: minutes(-30).toISOString(), bytes: fs.statSync(out).size, file: out },
      schedule: { dir: backupDir, everyMinutes: 1440, keep: 7, kept: 1 },
    })
  })

  it('is for admins only', async () => {
    expect((await status(operator.cookie)).res.status).toBe(403)
    expect((await status('')).res.status).toBe(401)
  })
})
