import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
const webDir = path.join(root, 'apps/web')
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  // Both builds bundle their dependencies: an install that changed one makes them stale too.
  'package-lock.json',
].map((p) => path.join(root, p))
const serverDir = path.join(root, 'apps/server')
/** The bundled server (apps/server/build.mjs); what `npm start` runs. */
export const serverEntry = path.join(serverDir, 'dist/index.js')
export const adminCreateEntry = path.join(serverDir, 'dist/admin-create.js')
export const backupEntry = path.join(serverDir, 'dist/backup.js')
export const restoreEntry = path.join(serverDir, 'dist/restore.js')
const serverInputs = [
  'apps/server/src',
  'apps/server/build.mjs',
  // The template a first start copies (dist/pglite-template) holds the migrations.
  'apps/server/drizzle',
  'packages/shared/src',
  'package-lock.json',
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

/** True when `output` is missing or older than any of `inputs` (files or folders). */
function isStale(output, inputs) {
  if (!fs.existsSync(output)) return true
  const built = fs.statSync(output).mtimeMs
  return inputs.some((input) => newestMtime(input) > built)
}

/** True when apps/web/dist is missing or older than any of its sources. */
export function webBuildIsStale() {
  return isStale(path.join(webDir, 'dist/index.html'), webInputs)
}

/** True when apps/server/dist is missing or older than any of the server's or shared sources. */
export function serverBuildIsStale() {
  return isStale(serverEntry, serverInputs)
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

/** Bundles the server when its sources changed: about a second, so every entry point checks. */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return
  console.log('Building the server…')
  const code = await run(process.execPath, [path.join(serverDir, 'build.mjs')])
  if (code !== 0) throw new Error('The server did not build')
}

/**
 * Starts the server as a child and passes termination signals on, so that the browser tests'
 * server still shuts down gracefully. Resolves with the server's exit code.
 */
export function runServer(env = process.env) {
  const child = spawn(process.execPath, [serverEntry], {
    stdio: 'inherit',
    cwd: root,
    env,
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal))
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}
