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

/** When `pid` started (clock ticks since boot), where Linux's /proc can tell. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22. The command name (field 2, in parentheses) may hold spaces: count after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/**
 * Whether the process that wrote a lock still runs. Its pid alone is not enough after kill -9: in a
 * restarted container the server is pid 1 (or another small pid) again, and after a reboot any
 * process may have it, so the lock would name a live process, even this one, and never be taken
 * over. The start time written next to the pid tells the two apart.
 */
function holderRuns(pid: number, startTime: string | undefined): boolean {
  if (!isAlive(pid)) return false
  const now = startTimeOf(pid)
  return !(startTime && now && now !== startTime)
}

/**
 * Exclusive ownership of a PGlite data directory. PGlite keeps no lock of its own and two
 * processes on one directory corrupt it silently (shared/research/stack-verified.md §1), so we
 * create `reserva.lock` with O_EXCL, our pid and our start time. A lock left by a process that
 * died is taken over.
 */
export function lockDataDir(dir: string): { release: () => void } {
  fs.mkdirSync(dir, { recursive: true })
  const lockPath = path.join(dir, 'reserva.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, `${process.pid}\n${startTimeOf(process.pid) ?? ''}`)
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
      const [pidLine = '', startTime] = fs.readFileSync(lockPath, 'utf8').split('\n')
      const pid = Number.parseInt(pidLine, 10)
      if (Number.isInteger(pid) && pid > 0 && holderRuns(pid, startTime || undefined))
        throw new DataDirLockedError(dir, pid)
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not take the lock on ${dir}`)
}
