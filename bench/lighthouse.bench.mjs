// Lighthouse (its default mobile settings: a mid-range phone, slow 4G and a 4× slower CPU, all
// simulated) on the public pages a first visitor opens, against the built app served by `npm start`
// on a fresh temporary data directory (demo data), in Debian's Chromium.
// Run: node bench/lighthouse.bench.mjs [runs] [--save=<dir>]     (default 3 runs a page)
//   runs          each page is audited this many times; the run with the median performance
//                 score is reported (performance varies from run to run on a shared machine)
//   --save=<dir>  also writes each reported run's HTML report there
//   --base=<url>  audits a server already running there instead of starting `npm start` (to
//                 compare two builds side by side, each served from its own checkout)
//   --pages=<list>  only these of the pages, comma-separated (e.g. --pages=/signin)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { buildServerIfStale, buildWebIfStale, root } from '../scripts/lib.mjs'
import { freePort, serverEnv } from './server-process.mjs'

const args = process.argv.slice(2)
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3)
const saveDir = args.find((a) => a.startsWith('--save='))?.slice('--save='.length)
const givenBase = args.find((a) => a.startsWith('--base='))?.slice('--base='.length)
const allPages = ['/', '/book', '/signin']
const pages =
  args
    .find((a) => a.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',')
    .filter((page) => allPages.includes(page)) ?? allPages
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
/** The metrics behind the performance score, by the short name they are printed with. */
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
}
const loadAtStart = os.loadavg()

let base = givenBase
let dataDir
let server
let serverExited
if (!base) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-lighthouse-'))
  await buildWebIfStale()
  await buildServerIfStale()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  // `npm start` as people run it, in its own process group so that stopping it stops the server.
  server = spawn('npm', ['start'], {
    cwd: root,
    env: serverEnv({ dataDir, port, logLevel: 'warn' }),
    stdio: 'ignore',
    detached: true,
  })
  serverExited = new Promise((resolve) => server.on('exit', resolve))
}

let chrome
try {
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  const results = []
  for (const page of pages) {
    const audited = []
    for (let run = 0; run < runs; run++) {
      const { lhr, report } = await lighthouse(
        `${base}${page}`,
        { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: categories },
        undefined,
      )
      audited.push({ lhr, report })
    }
    // A run Lighthouse could not finish (no paint seen in time on a busy machine: a runtimeError,
    // performance scored null) is shown as its error and left out of the median.
    const failed = audited.filter((a) => a.lhr.categories.performance.score === null)
    const scored = audited
      .filter((a) => a.lhr.categories.performance.score !== null)
      .sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score)
    if (scored.length === 0)
      throw new Error(`every run of ${page} failed: ${failed[0]?.lhr.runtimeError?.code}`)
    const { lhr, report } = scored[Math.floor(scored.length / 2)]
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true })
      const name = page === '/' ? 'home' : page.slice(1)
      fs.writeFileSync(path.join(saveDir, `${name}.html`), report)
    }
    results.push({
      page,
      scores: Object.fromEntries(
        categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
      ),
      performanceRuns: audited.map((a) =>
        a.lhr.categories.performance.score === null
          ? (a.lhr.runtimeError?.code ?? 'failed')
          : Math.round(a.lhr.categories.performance.score * 100),
      ),
      metrics: Object.fromEntries(
        Object.entries(metrics).map(([name, id]) => [
          name,
          Number(lhr.audits[id].numericValue.toFixed(name === 'CLS' ? 3 : 0)),
        ]),
      ),
      // What keeps a category under 100: every scored audit that did not pass.
      failing: categories.flatMap((c) =>
        lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].score})`),
      ),
      lighthouse: lhr.lighthouseVersion,
      browser: lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0],
    })
  }
  console.log(
    JSON.stringify({
      benchmark: 'lighthouse',
      runs,
      results,
      cpus: os.cpus().length,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
    }),
  )
  for (const r of results) {
    const scores = categories.map((c) => `${c} ${r.scores[c]}`).join(', ')
    const shown = Object.entries(r.metrics)
      .map(([name, value]) => `${name} ${value}${name === 'CLS' ? '' : ' ms'}`)
      .join(', ')
    console.log(`${r.page.padEnd(8)} ${scores} (performance runs: ${r.performanceRuns.join(' ')})`)
    console.log(`         ${shown}`)
    for (const f of r.failing) console.log(`         not passed: ${f}`)
  }
  console.log(
    `load average (1, 5, 15 min): ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at start, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end, on ${os.cpus().length} cores`,
  )
} finally {
  await chrome?.kill()
  if (server) {
    process.kill(-server.pid, 'SIGINT')
    await serverExited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
