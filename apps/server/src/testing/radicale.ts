import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * Debian's Radicale (installed by .ci/run), started for a test on a free port with its own
 * folder and one user, and stopped (or started again on the same port and data) at will.
 */
export interface Radicale {
  url: string
  username: string
  password: string
  /** Makes a calendar collection of the user's, and gives its address. */
  makeCalendar(name: string): Promise<string>
  stop(): Promise<void>
  start(): Promise<void>
  close(): Promise<void>
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

async function answering(url: string, within = 15_000) {
  const deadline = Date.now() + within
  for (;;) {
    try {
      await fetch(url)
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`Radicale did not start at ${url}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * The environment without faketime's preload (`npm run test:clock`): Radicale stands for a
 * calendar server on another machine, whose clock the tests do not move, and under faketime
 * Python's `time.sleep` fails (EINVAL), which Radicale calls after a refused password.
 */
function realClockEnv(): NodeJS.ProcessEnv {
  const { LD_PRELOAD, FAKETIME, FAKETIME_DONT_FAKE_MONOTONIC, ...env } = process.env
  if (!LD_PRELOAD?.includes('faketime')) return process.env
  return env
}

export async function startRadicale(): Promise<Radicale> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-radicale-'))
  const port = await freePort()
  const username = 'staff'
  const password = 'calendar-password'
  fs.writeFileSync(path.join(dir, 'users'), `${username}:${password}\n`)
  fs.writeFileSync(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  )
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn('radicale', ['--config', path.join(dir, 'config')], {
      stdio: 'ignore',
      env: realClockEnv(),
    })
    await answering(`${url}/.web/`)
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  }
  await start()
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
  return {
    url,
    username,
    password,
    async makeCalendar(name) {
      const address = `${url}/${username}/${name}/`
      const response = await fetch(address, { method: 'MKCALENDAR', headers: { authorization } })
      if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}`)
      return address
    },
    start,
    stop,
    async close() {
      await stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
