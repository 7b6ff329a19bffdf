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
  run: (options) =>
    run(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(out, `${name}.json`)}`,
      ],
      { cwd: path.join(root, dir), ...options },
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
    run: async (options) => {
      code = await run(process.execPath, [path.join(root, script)], options)
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
    run: (options) =>
      run('npx', ['playwright', 'test'], {
        ...options,
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
const chosen = suites.filter((suite) => wanted.length === 0 || wanted.includes(suite.name))
// Some server tests start the whole app as `npm start` would, and the browser tests need it:
// build the web app and the server once, up front.
if (chosen.some((suite) => ['server', 'e2e', 'budget'].includes(suite.name))) {
  await buildWebIfStale()
  await buildServerIfStale()
}

/**
 * Runs one suite; `quiet` writes its output to .test-output/<name>.log, shown when it ends, so that
 * two suites running side by side do not interleave their lines.
 */
async function runSuite(suite, { quiet = false } = {}) {
  const started = performance.now()
  let code
  if (quiet) {
    const log = path.join(out, `${suite.name}.log`)
    const fd = fs.openSync(log, 'w')
    code = await suite.run({ stdio: ['ignore', fd, fd] })
    fs.closeSync(fd)
    console.log(`\n━━ ${suite.name} ━━\n${fs.readFileSync(log, 'utf8')}`)
  } else {
    console.log(`\n━━ ${suite.name} ━━`)
    code = await suite.run({})
  }
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
  return { suite, counts, seconds }
}

// The server suite waits much of its time on PostgreSQL, spawned servers and the disk, and the
// browser suite on Chromium and its server: on a 2-core machine each alone leaves about half the
// processor idle. The server suite runs beside the others, which run one after another; its
// output comes as it runs, theirs when each ends.
const beside = chosen.find((suite) => suite.name === 'server')
const inTurn = chosen.filter((suite) => suite !== beside)
const results = await Promise.all([
  beside ? runSuite(beside).then((result) => [result]) : [],
  (async () => {
    const done = []
    for (const suite of inTurn) done.push(await runSuite(suite, { quiet: Boolean(beside) }))
    return done
  })(),
])
const totals = { passed: 0, failed: 0, skipped: 0 }
const lines = []
for (const { suite, counts, seconds } of results
  .flat()
  .sort((a, b) => suites.indexOf(a.suite) - suites.indexOf(b.suite))) {
  for (const key of Object.keys(totals)) totals[key] += counts[key]
  lines.push(
    `${suite.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${seconds} s`,
  )
}

console.log(`\n${lines.join('\n')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exitCode = totals.failed > 0 ? 1 : 0
