// node trace-page.mjs <url> [rate] — long tasks (trace) of a page load with the CPU slowed, each broken down by the CPU profile.
import { chromium } from 'playwright'
const url = process.argv[2]
const rate = Number(process.argv[3] ?? 4)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(5000)
const { profile } = await cdp.send('Profiler.stop')
const trace = JSON.parse((await browser.stopTracing()).toString())
await browser.close()
const events = trace.traceEvents
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
const count = (m) => events.filter((x) => x.pid === m.pid && x.tid === m.tid).length
const main = mains.sort((a, b) => count(b) - count(a))[0]
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid)
const nav = onMain.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0].ts
const fcp = onMain.find((e) => e.name === 'firstContentfulPaint')?.ts
const tasks = onMain.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50_000)
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const short = (cf) => `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`
let t = profile.startTime
const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t, d: (profile.timeDeltas[i + 1] ?? 0) / 1000 } })
const rootFrame = (id) => { let chain = []; let x = id; while (x !== undefined) { chain.push(nodes.get(x)); x = parent.get(x) } chain.reverse(); return chain.filter((n) => n.callFrame.url).slice(0, 3).map((n) => short(n.callFrame)).join(' > ') }
console.log(`FCP ${fcp ? ((fcp - nav) / 1000).toFixed(0) : '?'} ms; long tasks (>50 ms): ${tasks.length}; blocking after FCP ${tasks.filter((x) => !fcp || x.ts > fcp).reduce((s, x) => s + x.dur / 1000 - 50, 0).toFixed(0)} ms`)
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([f, c]) => `   ${c.toFixed(1)}ms ${f}`).join('\n')
for (const task of tasks) {
  const inTask = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur)
  const self = new Map(); const roots = new Map()
  for (const s of inTask) { const n = nodes.get(s.id); const k = short(n.callFrame); self.set(k, (self.get(k) ?? 0) + s.d); const r = rootFrame(s.id); roots.set(r, (roots.get(r) ?? 0) + s.d) }
  console.log(`\n=== task ${(task.dur / 1000).toFixed(0)} ms at ${((task.ts - nav) / 1000).toFixed(0)} ms`)
  console.log(' roots:\n' + top(roots, 6)); console.log(' self:\n' + top(self, 6))
}
