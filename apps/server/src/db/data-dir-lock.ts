import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Reserva process (pid ${pid}). ` +
        'Only one process may own an embedded database: stop the other one, or point DATA_DIR ' +
        'elsewhere, or use PostgreSQL (DATABASE_URL) to run several servers.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else; it still holds the lock.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Exclusive ownership of a PGlite data directory. PGlite keeps no lock of its own and two
 * processes on one directory corrupt it silently (shared/research/stack-verified.md §1), so we
 * create `reserva.lock` with O_EXCL and our pid. A lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): { release: () => void } {
  fs.mkdirSync(dir, { recursive: true })
  const lockPath = path.join(dir, 'reserva.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      let released = false
      return {
        release() {
          if (released) return
          released = true
          fs.rmSync(lockPath, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dir, pid)
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not take the lock on ${dir}`)
}
