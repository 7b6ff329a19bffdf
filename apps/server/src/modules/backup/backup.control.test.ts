import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seedDemoBusiness } from '../../db/seed.ts'
import { createLogger } from '../../lib/logger.ts'
import { createTestDatabase, testDbKind } from '../../testing/test-db.ts'
import { requestBackup, serveBackupRequests } from './backup.control.ts'
import { scheduledBackupJob, scheduledBackupName, scheduledBackups } from './backup.schedule.ts'
import { type Installation, readArchive, readLastBackup, takeBackup } from './backup.service.ts'

const logger = createLogger({ level: 'silent' })
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const tempDir = () => {
  // Short: a Unix socket's path is at most 103 bytes.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-'))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A demo business's database and its data directory. */
async function installation() {
  const database = await createTestDatabase()
  cleanups.push(() => database.close())
  await seedDemoBusiness(database.db)
  const inst: Installation = {
    dataDir: tempDir(),
    storageDriver: 'local',
    authSecretFromEnv: false,
  }
  const backup = (out: string, now: Date) => takeBackup({ database, installation: inst, out, now })
  return { database, inst, backup }
}

/** POSTs `body` to the control socket as any program could. */
function rawRequest(dataDir: string, body: string, route = '/backup') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { socketPath: path.join(dataDir, 'control', 'server.sock'), path: route, method: 'POST' },
      async (res) => {
        let text = ''
        for await (const chunk of res) text += chunk
        resolve({ status: res.statusCode ?? 0, body: text })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe(`backups of a running server (${testDbKind})`, () => {
  it('takes the backup the command asks for over a socket only its user may open', async () => {
    const { inst, backup } = await installation()
    const now = new Date('2026-12-04T08:00:00Z')
    const control = await serveBackupRequests({
      dataDir: inst.dataDir,
      backup: (out) => backup(out, now),
      logger,
    })
    if (!control) throw new Error('the control socket did not open')
    cleanups.push(() => control.close())
    const socket = path.join(inst.dataDir, 'control', 'server.sock')
    expect(fs.statSync(path.dirname(socket)).mode & 0o777).toBe(0o700)
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600)

    const out = path.join(tempDir(), 'asked.tar.gz')
    const manifest = await requestBackup(inst.dataDir, out)
    expect(manifest?.createdAt).toBe(now.toISOString())
    const unpacked = tempDir()
    expect((await readArchive(out, unpacked)).database.tables).toEqual(manifest?.database.tables)
    expect(readLastBackup(inst.dataDir)).toEqual({
      file: out,
      bytes: fs.statSync(out).size,
      createdAt: now.toISOString(),
      rows: manifest?.database.tables.reduce((sum, t) => sum + t.rows, 0),
    })

    // Two at once: each is whole.
    const [a, b] = [path.join(unpacked, 'a.tar.gz'), path.join(unpacked, 'b.tar.gz')]
    await Promise.all([requestBackup(inst.dataDir, a), requestBackup(inst.dataDir, b)])
    for (const file of [a, b]) await readArchive(file, tempDir())

    // Anything else is refused with a reason, and nothing is written.
    expect(await rawRequest(inst.dataDir, '{"out":"relative.tar.gz"}')).toMatchObject({
      status: 400,
    })
    expect(await rawRequest(inst.dataDir, 'not json')).toMatchObject({ status: 400 })
    expect(await rawRequest(inst.dataDir, `{"out":"/x","pad":"${'x'.repeat(9000)}"}`)).toEqual({
      status: 413,
      body: '{"error":"Request too large"}',
    })
    expect((await rawRequest(inst.dataDir, '{}', '/restore')).status).toBe(404)
    await expect(
      requestBackup(inst.dataDir, path.join(inst.dataDir, 'no-such-folder', '\0bad')),
    ).rejects.toThrow(/could not take the backup/)
    expect(fs.existsSync('relative.tar.gz')).toBe(false)
  })

  it('leaves the command to back up by itself when no server answers', async () => {
    const { inst, backup } = await installation()
    // Nobody listens: not even a socket file.
    expect(await requestBackup(inst.dataDir, path.join(tempDir(), 'x.tar.gz'))).toBeUndefined()
    // A socket left by a server that died.
    const control = await serveBackupRequests({
      dataDir: inst.dataDir,
      backup: (out) => backup(out, new Date()),
      logger,
    })
    const socket = path.join(inst.dataDir, 'control', 'server.sock')
    fs.renameSync(socket, `${socket}.kept`)
    await control?.close()
    fs.renameSync(`${socket}.kept`, socket)
    expect(await requestBackup(inst.dataDir, path.join(tempDir(), 'x.tar.gz'))).toBeUndefined()
    // The next server removes it and listens again.
    const next = await serveBackupRequests({
      dataDir: inst.dataDir,
      backup: (out) => backup(out, new Date()),
      logger,
    })
    cleanups.push(() => next?.close())
    const out = path.join(tempDir(), 'y.tar.gz')
    expect(await requestBackup(inst.dataDir, out)).toBeDefined()
    expect(fs.existsSync(out)).toBe(true)
  })

  it('takes scheduled backups when due, by the newest one in the folder, and keeps BACKUP_KEEP', async () => {
    const { backup } = await installation()
    const dir = path.join(tempDir(), 'backups')
    const hour = 3_600_000
    const job = scheduledBackupJob({
      schedule: { dir, everyMs: 24 * hour, keep: 2 },
      backup,
      logger,
    })
    expect(job.everyMs).toBe(5 * 60_000)
    const start = new Date('2026-12-04T03:00:00.000Z')
    const at = (hours: number) => new Date(start.getTime() + hours * hour)

    await job.run(start) // none yet: due at once
    expect(scheduledBackups(dir).map((b) => b.at)).toEqual([start])
    expect(path.basename(scheduledBackups(dir)[0]?.file ?? '')).toBe(
      'reserva-20261204T030000Z.tar.gz',
    )
    await job.run(at(23.9)) // not due
    expect(scheduledBackups(dir)).toHaveLength(1)
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'the owner’s own file')
    await job.run(at(24))
    await job.run(at(60)) // a server that was off for a day and a half: due at once
    expect(scheduledBackups(dir).map((b) => b.at)).toEqual([at(60), at(24)])
    expect(fs.readdirSync(dir).sort()).toEqual([
      'notes.txt',
      scheduledBackupName(at(24)),
      scheduledBackupName(at(60)),
    ])
    for (const { file } of scheduledBackups(dir)) await readArchive(file, tempDir())
  })
})
