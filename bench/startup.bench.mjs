// How long a start takes until /api/health answers 200, on existing data: `npm start` as people run
// it, the bundled server alone (what npm start runs), and the server run from TypeScript through
// tsx (the baseline docs/decisions/005 bundles away), in turns within one run to share the load.
// The first `npm start`, which creates the data directory (initdb, migrations, demo data), is timed
// once. Run: node bench/startup.bench.mjs [rounds] [--only=<text>] [--no-fresh]    (default 7)
//   --only=npm   times only the ways whose name contains the text (here: `npm start`);
//   --no-fresh   leaves out the first start (it still runs, untimed, to create the data).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServerIfStale, buildWebIfStale } from '../scripts/lib.mjs'
import { freePort, serverEnv } from './server-process.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 7)
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const timeFresh = !args.includes('--no-fresh')
const loadAtStart = os.loadavg()[0]

const allVariants = {
  'npm start': ['npm', ['start']],
  'node apps/server/dist/index.js': [process.execPath, ['apps/server/dist/index.js']],
  'node --import tsx apps/server/src/index.ts': [
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/index.ts'],
  ],
}

const variants = Object.fromEntries(
  Object.entries(allVariants).filter(([name]) => !only || name.includes(only)),
)

/**
 * CPU time (user + system, all threads, and children that already exited) of every process in a
 * process group, from /proc: unlike wall time it leaves out waiting for a core on a busy machine.
 */
function groupCpuMs(group) {
  if (!fs.existsSync('/proc/self/stat')) return Number.NaN
  const tick = 1000 / 100 // USER_HZ is 100 on Linux
  let total = 0
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // gone in the meantime
    }
    // After "pid (comm) ": state ppid pgrp ... utime(14) stime(15) cutime(16) cstime(17).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) !== group) continue
    total += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0)
  }
  return total * tick
}

async function timeStart(name, dataDir) {
  const [command, commandArgs] = allVariants[name]
  const port = await freePort()
  const started = performance.now()
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: serverEnv({ dataDir, port, logLevel: 'warn' }),
    stdio: 'ignore',
    detached: true,
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 10))
  }
  const ms = performance.now() - started
  const cpuMs = groupCpuMs(child.pid)
  process.kill(-child.pid, 'SIGINT')
  await exited
  return { ms, cpuMs }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-start-'))
const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]))
let fresh
try {
  // Builds first when stale, untimed: the runs measure starts with nothing to build.
  await buildWebIfStale()
  await buildServerIfStale()
  fresh = await timeStart('npm start', dataDir)
  for (let round = 0; round < rounds; round++) {
    for (const name of Object.keys(variants)) samples[name].push(await timeStart(name, dataDir))
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

const summary = Object.fromEntries(
  Object.entries(samples).map(([name, runs]) => [
    name,
    {
      medianMs: Math.round(median(runs.map((r) => r.ms))),
      maxMs: Math.round(Math.max(...runs.map((r) => r.ms))),
      cpuMedianMs: Math.round(median(runs.map((r) => r.cpuMs))),
    },
  ]),
)
const result = {
  benchmark: 'startup',
  rounds,
  freshNpmStartMs: timeFresh ? Math.round(fresh.ms) : undefined,
  existing: summary,
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1m: {
    start: Math.round(loadAtStart * 100) / 100,
    end: Math.round(os.loadavg()[0] * 100) / 100,
  },
}
console.log(JSON.stringify(result))
console.log(
  `until /api/health answers 200, on existing data, median of ${rounds} (max; CPU median):`,
)
for (const [name, s] of Object.entries(summary))
  console.log(`  ${name.padEnd(44)} ${s.medianMs} ms (max ${s.maxMs}; CPU ${s.cpuMedianMs} ms)`)
if (timeFresh)
  console.log(`first npm start on a fresh data directory: ${result.freshNpmStartMs} ms`)
