import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { readJson } from '../testing/create-test-app.ts'
import { describeProcesses, freshDataDir } from '../testing/process-tests.ts'
import { spawnServer } from '../testing/spawn-server.ts'
import { loadPglite } from './client.ts'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

// These start real server processes on the embedded database; once per run is enough.
describeProcesses('one process per embedded data directory', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = freshDataDir('lock')
  })
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('refuses a second lock while the first holder lives, and allows it after release', () => {
    const first = lockDataDir(dataDir)
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another Reserva process \(pid \d+\)/)
    first.release()
    lockDataDir(dataDir).release()
  })

  it('takes over a lock left by a process that died', () => {
    // A pid far above the kernel's limit cannot be alive.
    fs.writeFileSync(path.join(dataDir, 'reserva.lock'), '999999999')
    const lock = lockDataDir(dataDir)
    expect(fs.readFileSync(path.join(dataDir, 'reserva.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\\n`),
    )
    lock.release()
    expect(fs.existsSync(path.join(dataDir, 'reserva.lock'))).toBe(false)
  })

  // After kill -9 the lock stays, and its pid can come back: a restarted container runs the
  // server as pid 1 (or another small pid) again, and after a reboot any process may have it.
  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to a different, live process, even this one',
    () => {
      const lockFile = path.join(dataDir, 'reserva.lock')
      for (const pid of [process.pid, process.ppid]) {
        // Written by a process with this pid that started at boot, long before this one.
        fs.writeFileSync(lockFile, `${pid}\n1`)
        const lock = lockDataDir(dataDir)
        lock.release()
      }
      // The same pid with its own start time is the live holder: refused.
      const first = lockDataDir(dataDir)
      const [, startTime] = fs.readFileSync(lockFile, 'utf8').split('\n')
      expect(startTime).toMatch(/^\d+$/)
      first.release()
      fs.writeFileSync(lockFile, `${process.pid}\n${startTime}`)
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
    },
  )

  it('gives a second server process a clear error, and the data stays whole', async () => {
    const first = spawnServer({ DATA_DIR: dataDir })
    const port = await first.ready
    try {
      const second = spawnServer({ DATA_DIR: dataDir })
      await expect(second.ready).rejects.toThrow()
      expect((await second.exited).code).toBe(2)
      expect(second.output()).toContain(`The data directory ${dataDir} is in use by another`)

      // The first server still serves, unharmed.
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/settings/public`)
      expect((await readJson(res)).name).toBe('Spoke & Chain')
    } finally {
      first.child.kill('SIGTERM')
      expect((await first.exited).code).toBe(0)
    }
    // Closed cleanly: the lock is gone and the directory opens with the demo data in it.
    expect(fs.existsSync(path.join(dataDir, 'reserva.lock'))).toBe(false)
    const { PGlite, extensions } = await loadPglite()
    const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions })
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from services')
    expect(rows[0]?.n).toBe(5)
    await db.close()
  })
})
