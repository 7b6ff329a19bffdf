// What a browser moves to show the home page: every response of a first visit (sizes on the wire
// and decoded), then what reaches the server on a reload (from its request log: cached assets are
// not asked for, the page is revalidated). Runs the bundled server on a fresh temporary data
// directory and Debian's Chromium (as the browser tests do).
// Run: node bench/transfer.bench.mjs
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { buildServerIfStale, buildWebIfStale, root, serverEntry } from '../scripts/lib.mjs'
import { freePort, serverEnv } from './server-process.mjs'

/** Every response the page gets while `action` runs, with its sizes. */
async function responses(page, action) {
  const seen = []
  const onResponse = (response) => seen.push(response)
  page.on('response', onResponse)
  await action()
  await page.waitForLoadState('networkidle')
  // The app renders, then asks for its data and its screen's chunk: wait until that settles too.
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  return Promise.all(
    seen.map(async (response) => {
      const sizes = await response.request().sizes()
      const body = response.status() === 200 ? await response.body().catch(() => null) : null
      return {
        path: new URL(response.url()).pathname,
        status: response.status(),
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        wire: sizes.responseBodySize,
        decoded: body?.length ?? 0,
      }
    }),
  )
}

const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

await buildWebIfStale()
await buildServerIfStale()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-transfer-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: serverEnv({ dataDir, port, logLevel: 'info' }),
  stdio: ['ignore', 'pipe', 'ignore'],
})
/** The server's request log: what actually reached it. */
const served = []
let pending = ''
server.stdout.on('data', (chunk) => {
  pending += chunk
  const lines = pending.split('\n')
  pending = lines.pop() ?? ''
  for (const line of lines) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line)
    if (entry.msg === 'request') served.push(`${entry.status} ${entry.method} ${entry.path}`)
  }
})
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
})
try {
  for (;;) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  const page = await browser.newPage()
  const first = await responses(page, () => page.goto(base))
  const before = served.length
  await responses(page, () => page.reload())
  await new Promise((r) => setTimeout(r, 500)) // the last log lines
  const reload = served.slice(before)
  const result = {
    benchmark: 'transfer',
    firstVisit: {
      responses: first.length,
      wireBytes: total(first, 'wire'),
      decodedBytes: total(first, 'decoded'),
      byEncoding: Object.fromEntries(
        [...new Set(first.map((r) => r.encoding))].map((e) => [
          e,
          first.filter((r) => r.encoding === e).length,
        ]),
      ),
    },
    reloadServed: reload,
  }
  console.log(JSON.stringify(result))
  console.log('first visit of /:')
  for (const r of first.sort((a, b) => b.decoded - a.decoded))
    console.log(
      `  ${r.status} ${r.encoding.padEnd(8)} ${kb(r.wire).padStart(9)} of ${kb(r.decoded).padStart(9)}  ${r.path}`,
    )
  console.log(
    `  ${first.length} responses: ${kb(result.firstVisit.wireBytes)} on the wire, ${kb(result.firstVisit.decodedBytes)} decoded (what an uncompressed server sends)`,
  )
  console.log(`reload: ${reload.length} requests reached the server:`)
  for (const line of reload) console.log(`  ${line}`)
} finally {
  await browser.close()
  server.kill('SIGINT')
  await new Promise((resolve) => server.on('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
