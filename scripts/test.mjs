// npm test: every test in the repository, then one summary line "N passed, N failed".
//   npm test                  all suites
//   npm test -- server web    only the named suites (shared, budget, sizes, history, interfaces,
//                             server, web, e2e)
// The server suite runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
import fs from 'node:fs'
import path from 'node:path'
import { buildServerIfStale, buildWebIfStale, root, run } from './lib.mjs'

const out = path.join(root, '.test-output')
fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out, { recursive: true })

const vitest = (name, dir) => ({
  name,
  run: () =>
    run(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(out, `${name}.json`)}`,
      ],
      { cwd: path.join(root, dir) },
    ),
  count: () => {
    const r = JSON.parse(fs.readFileSync(path.join(out, `${name}.json`), 'utf8'))
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    }
  },
})

/** A script that checks one rule and exits non-zero when it is broken: one check, passed or failed. */
const check = (name, script) => {
  let code = 1
  return {
    name,
    run: async () => {
      code = await run(process.execPath, [path.join(root, script)])
      return code
    },
    count: () => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }),
  }
}

const suites = [
  vitest('shared', 'packages/shared'),
  // The JavaScript budget of the web build, no source file over 400 lines, and no comment that
  // tells the history of a benchmark run.
  check('budget', 'scripts/js-budget.mjs'),
  check('sizes', 'scripts/source-size.mjs'),
  check('history', 'scripts/source-history.mjs'),
  // Libraries used only through what they document: no internal imports, no run-time V8 flags.
  check('interfaces', 'scripts/public-interfaces.mjs'),
  vitest('server', 'apps/server'),
  vitest('web', 'apps/web'),
  {
    name: 'e2e',
    run: () =>
      run('npx', ['playwright', 'test'], {
        cwd: path.join(root, 'apps/web'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'e2e.json') },
      }),
    count: () => {
      const { stats } = JSON.parse(fs.readFileSync(path.join(out, 'e2e.json'), 'utf8'))
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        skipped: stats.skipped,
      }
    },
  },
]

const wanted = process.argv.slice(2)
// Some server tests start the whole app as `npm start` would, and the browser tests need it:
// build the web app and the server once, up front.
if (wanted.length === 0 || wanted.some((w) => w === 'server' || w === 'e2e' || w === 'budget')) {
  await buildWebIfStale()
  await buildServerIfStale()
}
const totals = { passed: 0, failed: 0, skipped: 0 }
const lines = []
for (const suite of suites) {
  if (wanted.length > 0 && !wanted.includes(suite.name)) continue
  console.log(`\n━━ ${suite.name} ━━`)
  const started = performance.now()
  const code = await suite.run()
  const seconds = Math.round((performance.now() - started) / 1000)
  let counts
  try {
    counts = suite.count()
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 }
    console.error(`${suite.name}: the runner exited ${code} without a report`)
  }
  // A runner that failed without a failing test (a crash, a type error in a config) still fails.
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  for (const key of Object.keys(totals)) totals[key] += counts[key]
  lines.push(
    `${suite.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${seconds} s`,
  )
}

console.log(`\n${lines.join('\n')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exitCode = totals.failed > 0 ? 1 : 0
