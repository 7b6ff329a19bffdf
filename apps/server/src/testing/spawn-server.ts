import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '../..')

export interface SpawnedServer {
  child: ChildProcess
  /** Resolves with the port once the server says it is serving; rejects if it exits first. */
  ready: Promise<number>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output: () => string
}

/**
/**
 * What `npm start` runs, without npm in between: the bundle (dist/index.js, built by the tests'
 * global setup), so a signal sent to the child (SIGKILL in crash-safety.test.ts) reaches the
 * server itself.
 */
const serverArgs = ['dist/index.js']

/** Starts the server as npm start does, as its own process on a free port. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, serverArgs, {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/"port":(\d+),"msg":"Reserva is serving/)
      if (match) resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    exited.then(({ code }) =>
      reject(new Error(`server exited (${code}) before serving:\n${output}`)),
    )
  })
  // The test decides what to do with a failed start; don't let it surface as unhandled.
  ready.catch(() => {})
  return { child, ready, exited, output: () => output }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Tests that start whole server processes: a cold start under a loaded CI machine takes a while. */
export const processTestTimeout = 120_000

/** Runs one of the bundle's commands (dist/backup.js, dist/restore.js) as npm run would. */
export function runServerCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })))
}
