// npm run test:clock: the unit suites at moments and in time zones where a test that reads the
// machine's date, weekday, hour or zone would fail (decision 034). Each run is wrapped in
// Debian's `faketime`, which moves the process's clock to the moment and lets it run on from
// there; the monotonic clock (timers) is left alone. One line a run; exits non-zero on a failure.
//   npm run test:clock            every run
//   npm run test:clock -- web     only the web runs (or: server)
//   npm run test:clock -- server 2026-12-31 Pacific/Kiritimati
//                                 only the runs that match every word: suite, day or zone
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServerIfStale, root } from './lib.mjs'

const moments = [
  // A Sunday; London's clocks go forward at 01:00 UTC.
  '2027-03-28 00:30:00',
  // Thirty seconds before a new year (and month, and week of the year).
  '2026-12-31 23:59:30',
  // A leap day.
  '2028-02-29 12:00:00',
  // A minute before London's clocks go back.
  '2026-10-25 00:59:00',
]

/** The web suite everywhere; the server (PGlite) at the first two moments, as the issue asks. */
const runs = [
  ...moments.map((at) => ({ suite: 'web', at, tz: 'UTC' })),
  // Local dates a day ahead of UTC (it is already 2027 in Kiritimati) and a day behind it.
  { suite: 'web', at: moments[1], tz: 'Pacific/Kiritimati' },
  { suite: 'web', at: moments[3], tz: 'America/Los_Angeles' },
  ...moments.slice(0, 2).map((at) => ({ suite: 'server', at, tz: 'UTC' })),
]

const suites = {
  web: { cwd: 'apps/web', args: [] },
  server: { cwd: 'apps/server', args: ['--project', 'server:unit', '--project', 'server:pglite'] },
}

const faketime = '/usr/bin/faketime'
if (!fs.existsSync(faketime)) {
  console.error('faketime is not installed: apt-get install faketime (.ci/run does it).')
  process.exit(1)
}

/** The environment of a run: the clock at `at` (UTC), running on, in zone `tz`; PGlite only. */
function fakedEnv(tz) {
  const env = { ...process.env, TZ: tz, FAKETIME_DONT_FAKE_MONOTONIC: '1' }
  delete env.TEST_DATABASE_URL
  return env
}

/** Refuses to go on unless a child under faketime really reads the moment asked for. */
function checkFaked({ at, tz }) {
  const wanted = Date.parse(`${at.replace(' ', 'T')}Z`)
  const child = spawnSync(
    faketime,
    [`${at} UTC`, process.execPath, '-e', 'process.stdout.write(String(Date.now()))'],
    { env: fakedEnv(tz), encoding: 'utf8' },
  )
  const seen = Number(child.stdout)
  if (!(Math.abs(seen - wanted) < 60_000)) {
    console.error(`faketime did not move the clock to ${at} UTC (the child read ${child.stdout}).`)
    process.exit(1)
  }
}

function runOne({ suite, at, tz }) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-clock-')), 'report.json')
  const { cwd, args } = suites[suite]
  const vitest = path.join(root, 'node_modules/.bin/vitest')
  const argv = [`${at} UTC`, vitest, 'run', ...args, '--reporter=dot']
  argv.push('--reporter=json', `--outputFile.json=${out}`)
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(faketime, argv, {
      cwd: path.join(root, cwd),
      env: fakedEnv(tz),
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('exit', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000)
      let passed = 0
      let failed = 0
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8'))
        passed = report.numPassedTests
        failed = report.numFailedTests
      } catch {
        failed = Math.max(failed, 1)
      }
      if (code !== 0) failed = Math.max(failed, 1)
      resolve({ passed, failed, seconds })
    })
  })
}

const wanted = process.argv.slice(2)
const chosen = runs.filter((r) =>
  wanted.every((word) => word === r.suite || word === r.tz || r.at.startsWith(word)),
)
if (chosen.some((r) => r.suite === 'server')) await buildServerIfStale()

const lines = []
for (const r of chosen) {
  checkFaked(r)
  const { passed, failed, seconds } = await runOne(r)
  const line = `${r.suite} at ${r.at} UTC, TZ=${r.tz}: ${passed} passed, ${failed} failed, ${seconds} s`
  lines.push({ line, failed })
  console.log(`\n${line}\n`)
}
console.log('\nnpm run test:clock:')
for (const { line } of lines) console.log(line)
process.exit(lines.some((l) => l.failed > 0) ? 1 : 0)
