import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Logger } from '../../lib/logger.ts'
import { BackupError, type Manifest } from './backup.service.ts'

/**
 * How `npm run backup` reaches a running server: a Unix socket in DATA_DIR/control, a folder only
 * the server's user may enter. The embedded database has one owner at a time, so while the server
 * runs, the server takes the backup (from one snapshot, between requests) and the command only
 * asks for it. Whoever can open the socket can read DATA_DIR anyway: it grants nothing more.
 */

const socketPath = (dataDir: string) => path.join(dataDir, 'control', 'server.sock')
/** sun_path holds 108 bytes on Linux, 104 on macOS, with its terminating zero. */
const longestSocketPath = 103
const bodyLimit = 8 * 1024

type BackupAnswer = { manifest: Manifest } | { error: string }

/** Serves backup requests on DATA_DIR's control socket until closed. Undefined: cannot listen. */
export async function serveBackupRequests({
  dataDir,
  backup,
  logger,
}: {
  dataDir: string
  /** Takes one backup to `out`, an absolute path the command chose. */
  backup: (out: string) => Promise<Manifest>
  logger: Logger
}): Promise<{ close(): Promise<void> } | undefined> {
  const file = socketPath(dataDir)
  if (Buffer.byteLength(file) > longestSocketPath) {
    logger.warn({ socket: file }, 'DATA_DIR is too long a path for the control socket')
    return undefined
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  fs.chmodSync(path.dirname(file), 0o700)
  // Left by a server that died: this one holds the data directory's lock, so it is not in use.
  fs.rmSync(file, { force: true })
  // One backup at a time: a second request waits for the first.
  let queue: Promise<unknown> = Promise.resolve()
  const server = http.createServer(async (req, res) => {
    const answer = (status: number, body: BackupAnswer) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'Not found' })
    let text = ''
    for await (const chunk of req) {
      text += chunk
      if (text.length > bodyLimit) return answer(413, { error: 'Request too large' })
    }
    const out = (() => {
      try {
        return (JSON.parse(text) as { out?: unknown }).out
      } catch {
        return undefined
      }
    })()
    if (typeof out !== 'string' || !path.isAbsolute(out)) {
      return answer(400, { error: 'Give the archive as an absolute path: {"out": "/…"}' })
    }
    const taking = queue.then(() => backup(out))
    queue = taking.catch(() => {})
    try {
      answer(200, { manifest: await taking })
    } catch (error) {
      logger.error({ err: error, out }, 'backup failed')
      answer(error instanceof BackupError ? 400 : 500, { error: (error as Error).message })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(file, () => resolve())
  })
  fs.chmodSync(file, 0o600)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        fs.rmSync(file, { force: true })
      }),
  }
}

/**
 * Asks the server running on `dataDir` for a backup to `out`. Answers its manifest, or undefined
 * when no server listens there; throws a BackupError with the server's reason when it refused.
 */
export function requestBackup(dataDir: string, out: string): Promise<Manifest | undefined> {
  const file = socketPath(dataDir)
  if (!fs.existsSync(file)) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: file,
        path: '/backup',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      async (res) => {
        let text = ''
        for await (const chunk of res) text += chunk
        try {
          const body = JSON.parse(text) as BackupAnswer
          if ('manifest' in body) resolve(body.manifest)
          else
            reject(new BackupError(`The running server could not take the backup: ${body.error}`))
        } catch {
          reject(new BackupError(`The running server answered ${res.statusCode} without a reason.`))
        }
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket left by a server that is gone: nobody to ask.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined)
      else reject(error)
    })
    req.end(JSON.stringify({ out: path.resolve(out) }))
  })
}
