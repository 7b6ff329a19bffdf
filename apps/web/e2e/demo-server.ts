import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/**
 * A server of its own with the whole demo, as a first `npm start` makes it: four weeks of past and
 * three of future bookings and quotes in every state (the journeys' shared server has none, so
 * that each journey finds only what it made). For journeys about the demo itself; started by the
 * built server bundle (`npm test` builds it first), on a fresh data directory removed at `stop()`.
 */
export async function startDemoServer() {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-e2e-demo-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/index.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DEMO_ACTIVITY: '1',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  // A first start makes the demo: a few seconds, more on a busy machine.
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the demo server exited (${child.exitCode})`)
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error('the demo server did not become healthy within 2 minutes')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { baseURL, stop }
}
