// Resident memory of the server as `npm start` runs it, on PGlite and on PostgreSQL: the peak during
// a first start with the demo (fresh data directory or scratch database), what it holds after
// `--idle` seconds with nothing to do, and the peak while the load bench's journeys, sign-ups and
// live sockets run against it for `--load` seconds (bench/memory-load.ts, a process of its own).
// The server's process (and any child it starts) is sampled every `--every` ms from /proc; the
// kernel's own high-water mark (VmHWM) of the process is read at the end of each phase too.
// Run: node bench/memory.bench.mjs [--idle 60] [--load 300] [--databases pglite,postgres]
//      node bench/memory.bench.mjs --idle 10 --load 30          # a quick look
// PostgreSQL: postgres://postgres@127.0.0.1:5432 (BENCH_DATABASE_URL or TEST_DATABASE_URL to
// change it); a scratch database is created and dropped.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildServerIfStale, buildWebIfStale } from '../scripts/lib.mjs'
import { freePort, serverEnv } from './server-process.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '60' },
    load: { type: 'string', default: '300' },
    every: { type: 'string', default: '100' },
    databases: { type: 'string', default: 'pglite,postgres' },
    /** Load generator's options, as load.bench.ts takes them. */
    users: { type: 'string', default: '400' },
    sockets: { type: 'string', default: '1000' },
  },
})
const idleSeconds = Number(values.idle)
const loadSeconds = Number(values.load)
const everyMs = Number(values.every)
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres'
/** MB; undefined: no target. */
const targets = {
  pglite: { firstStart: 400, idle: 200, load: 300 },
  postgres: { firstStart: undefined, idle: 120, load: undefined },
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const mb = (kb) => Math.round(kb / 1024)

/** Every process's parent, from /proc. */
function parents() {
  const map = new Map()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      map.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {} // gone in the meantime
  }
  return map
}
/** A field of /proc/<pid>/status in kB (VmRSS, VmHWM); 0 once the process is gone. */
function statusKb(pid, field) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`))
    return Number(line?.match(/(\d+)/)?.[1] ?? 0)
  } catch {
    return 0
  }
}
const commandLine = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
  } catch {
    return ''
  }
}

/**
 * The server's processes under `npm start`'s: npm runs `sh -c 'node scripts/start.mjs'`, and that
 * node process is the server (start.mjs imports the bundle). npm and sh are not the server.
 */
function serverPids(npmPid) {
  const parentOf = parents()
  const below = (pid) => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p))
      if (p === npmPid) return true
    return false
  }
  return [...parentOf.keys()].filter(
    (pid) => below(pid) && !/^(\/bin\/)?sh /.test(commandLine(pid)),
  )
}

/** Samples the server's resident memory (all its processes) every `everyMs` into `samples`. */
function sampler(npmPid) {
  const samples = []
  let pids = []
  let refreshed = 0
  const timer = setInterval(() => {
    // The process list changes rarely; reading all of /proc every sample would cost more.
    if (performance.now() - refreshed > 1000 || pids.length === 0) {
      pids = serverPids(npmPid)
      refreshed = performance.now()
    }
    const kb = pids.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0)
    if (kb > 0) samples.push({ at: performance.now(), kb })
  }, everyMs)
  return {
    samples,
    pids: () => pids,
    /** Highest of the samples from `from` on, and the processes' high-water marks. */
    peakSince: (from) => Math.max(0, ...samples.filter((s) => s.at >= from).map((s) => s.kb)),
    hwmKb: () => pids.reduce((sum, pid) => sum + statusKb(pid, 'VmHWM'), 0),
    stop: () => clearInterval(timer),
  }
}

async function healthy(port, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`)
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await sleep(50)
  }
}

async function runPsql(query) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(query)
  await client.end()
}

/** Runs the load bench's generator against `origin` for `seconds`; resolves with its summary. */
function runLoad(origin, smtpPort, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/memory-load.ts',
        '--origin',
        origin,
        '--smtp',
        String(smtpPort),
        '--seconds',
        String(seconds),
        '--users',
        values.users,
        '--sockets',
        values.sockets,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim().split('\n').at(-1)) : reject(new Error(`load: ${code}`)),
    )
  })
}

async function measure(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-memory-bench-'))
  const port = await freePort()
  // The load's customers confirm their addresses from the mails, which the load process receives.
  const smtpPort = await freePort()
  const env = {
    ...serverEnv({ dataDir, port, logLevel: 'warn' }),
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
  }
  let dropDatabase = async () => {}
  if (kind === 'postgres') {
    const name = `reserva_memory_${crypto.randomBytes(4).toString('hex')}`
    await runPsql(`create database ${name}`)
    dropDatabase = () => runPsql(`drop database if exists ${name} with (force)`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    Object.assign(env, { DATABASE_URL: url.toString(), DEMO: '1' })
  }
  const started = performance.now()
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: 'ignore', detached: true })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const memory = sampler(child.pid)
  try {
    await healthy(port, child)
    const healthyAt = performance.now()
    // The first start's work goes on after it answers: the start notice's password checks, and
    // the timed jobs' first runs a second later.
    await sleep(5000)
    const firstStart = {
      seconds: Math.round((healthyAt - started) / 100) / 10,
      peakMb: mb(Math.max(memory.peakSince(started), memory.hwmKb())),
    }
    await sleep(Math.max(0, healthyAt + idleSeconds * 1000 - performance.now()))
    const idleFrom = performance.now() - 1000
    const idleMb = mb(
      memory.samples.filter((s) => s.at >= idleFrom).reduce((a, s, _, l) => a + s.kb / l.length, 0),
    )
    const loadFrom = performance.now()
    const loadSummary =
      loadSeconds > 0 ? await runLoad(`http://127.0.0.1:${port}`, smtpPort, loadSeconds) : ''
    const load = {
      peakMb: loadSeconds > 0 ? mb(memory.peakSince(loadFrom)) : undefined,
      afterMb: mb(memory.samples.at(-1)?.kb ?? 0),
      hwmMb: mb(memory.hwmKb()),
    }
    return { kind, firstStart, idleMb, load, loadSummary, processes: memory.pids().length }
  } finally {
    memory.stop()
    process.kill(-child.pid, 'SIGINT')
    await exited
    await dropDatabase()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await buildWebIfStale()
await buildServerIfStale()
const loadAtStart = os.loadavg()[0]
const results = []
for (const kind of values.databases.split(',')) {
  results.push(await measure(kind))
  console.error(JSON.stringify(results.at(-1)))
}
const verdict = (value, target) =>
  target === undefined || value === undefined ? '' : value <= target ? ' ✓' : ` ✗ (≤ ${target})`
console.log(
  JSON.stringify({
    benchmark: 'memory',
    idleSeconds,
    loadSeconds,
    results,
    loadAverage1m: [loadAtStart, os.loadavg()[0]].map((l) => Math.round(l * 100) / 100),
    node: process.version,
  }),
)
console.log('\n| Database | First start peak (MB) | After idle (MB) | Peak under load (MB) |')
console.log('| --- | --- | --- | --- |')
for (const r of results) {
  const t = targets[r.kind]
  console.log(
    `| ${r.kind} | ${r.firstStart.peakMb}${verdict(r.firstStart.peakMb, t.firstStart)} | ${r.idleMb}${verdict(r.idleMb, t.idle)} | ${r.load.peakMb ?? '–'}${verdict(r.load.peakMb, t.load)} |`,
  )
}
