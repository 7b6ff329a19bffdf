import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const serverEntry = path.join(root, 'apps/server/src/index.ts')
const webDir = path.join(root, 'apps/web')
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((p) => path.join(root, p))

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

/** True when apps/web/dist is missing or older than any of its sources. */
export function webBuildIsStale() {
  const index = path.join(webDir, 'dist/index.html')
  if (!fs.existsSync(index)) return true
  const built = fs.statSync(index).mtimeMs
  return webInputs.some((input) => newestMtime(input) > built)
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return
  console.log('Building the web app…')
  const code = await run('npm', ['run', 'build', '--workspace', '@reserva/web', '--silent'])
  if (code !== 0) throw new Error('The web app did not build')
}

/**
 * Starts the server as a child and passes termination signals on, so that `npm start` under a
 * process manager still shuts down gracefully. Resolves with the server's exit code.
 */
export function runServer(env = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    stdio: 'inherit',
    cwd: root,
    env,
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal))
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}
