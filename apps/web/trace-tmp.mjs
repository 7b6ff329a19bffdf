import { chromium } from 'playwright'
const path = process.argv[2] ?? '/book'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } })
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.goto('http://localhost:3700/about') // warm server
await b.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] })
await page.goto('http://localhost:3700' + path, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
const buf = await b.stopTracing()
await b.close()
const { traceEvents } = JSON.parse(buf.toString())
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000 * 1)
const tid = (() => { const c = {}; for (const e of traceEvents) if (e.name === 'RunTask') c[e.tid] = (c[e.tid] ?? 0) + e.dur; return Object.entries(c).sort((a, b) => b[1] - a[1])[0][0] })()
const tasks = traceEvents.filter((e) => e.name === 'RunTask' && String(e.tid) === tid && e.dur > 30000).sort((a, b) => a.ts - b.ts)
const t0 = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? tasks[0]?.ts
for (const t of tasks) {
  const inside = traceEvents.filter((e) => String(e.tid) === tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur && e !== t)
  const byName = {}
  for (const e of inside) if (['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseAuthorStyleSheet', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EventDispatch', 'MajorGC', 'MinorGC', 'XHRReadyStateChange','v8.run','ResourceReceivedData', 'HitTest', 'PrePaint', 'Layerize', 'ScheduleStyleRecalculation', 'InvalidateLayout', 'UpdateLayer', 'RecalculateStyles'].includes(e.name)) byName[e.name] = (byName[e.name] ?? 0) + e.dur
  const fn = inside.filter((e) => e.name === 'FunctionCall').map((e) => (e.args?.data?.url ?? '').split('/').pop() + ':' + (e.args?.data?.functionName ?? '')).slice(0, 3)
  console.log(((t.ts - t0) / 1000).toFixed(0), 'ms task', (t.dur / 1000).toFixed(0), 'ms', Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', '), fn.join(' | '))
}
