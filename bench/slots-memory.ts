/**
 * What the slots route allocates, and what its garbage costs its tail: the
 * same data and request as the slots part of bookings.bench.ts, on each database.
 * - `--requests` requests (1,000 unless told), each timed, with the collector's events
 *   (`PerformanceObserver`): how many scavenges there were, how many requests one fell in, and
 *   the median and p95 of the requests with one and of those without. The slot list's p95 is the
 *   requests a scavenge lands in once they are more than one in twenty.
 * - Then 200 requests under V8's sampling heap profiler: kilobytes allocated per request, in all
 *   and by the function that allocated them (this process's client included). With `--survivors 1`,
 *   only what a scavenge did not free (it was promoted, or still alive at the end): the objects a
 *   scavenge had to copy, which is what it costs.
 * Run from the repository root:
 * TEST_DATABASE_URL=… npx tsx bench/slots-memory.ts [--databases pglite,postgres] [--requests 1000]
 *   [--survivors 1]
 */
import { Session } from 'node:inspector/promises'
import { PerformanceObserver } from 'node:perf_hooks'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs, machine } from './bench-run.ts'
import { percentile, round, slotsBench, slotsWindow } from './bookings.measures.ts'
import { prepare, startApp } from './bookings.setup.ts'

const { databases, requests, survivors } = benchArgs({ requests: 1000, survivors: 0 })

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: HeapNode[]
}

/** Where a profile's frame lives: its package, or its file under src/. */
function place({ functionName, url, lineNumber }: HeapNode['callFrame']) {
  const where =
    url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? url.split('/src/')[1] ?? (url || 'V8')
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`
}

/** Bytes allocated by each function itself over a sampled profile. */
function bySite(head: HeapNode) {
  const sizes = new Map<string, number>()
  const walk = (node: HeapNode) => {
    const key = place(node.callFrame)
    sizes.set(key, (sizes.get(key) ?? 0) + node.selfSize)
    for (const child of node.children) walk(child)
  }
  walk(head)
  return sizes
}

const report: Record<string, unknown> = { ...machine(), requests }
for (const kind of benchKinds(databases)) {
  report[kind] = await withDatabase({ kind, max: 20 }, async (database) => {
    const ids = await prepare(database)
    const { app, server, cookies } = await startApp(database)
    try {
      // Its 200 bookings, and its 230 requests as warm-up.
      await slotsBench(ids, app, cookies[0] as string)
      const { url } = slotsWindow(ids)
      const ask = async () => (await app.request(url)).json()

      const collections: { start: number; end: number }[] = []
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          collections.push({ start: entry.startTime, end: entry.startTime + entry.duration })
        }
      })
      observer.observe({ entryTypes: ['gc'] })
      const timed: { start: number; end: number }[] = []
      for (let i = 0; i < requests; i++) {
        const start = performance.now()
        await ask()
        timed.push({ start, end: performance.now() })
      }
      // The observer is told of the last collections after a turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 50))
      observer.disconnect()
      const met = timed.map((r) => collections.some((g) => g.end > r.start && g.start < r.end))
      const ms = timed.map((r) => r.end - r.start)
      const withOne = ms.filter((_, i) => met[i])
      const without = ms.filter((_, i) => !met[i])

      const session = new Session()
      session.connect()
      await session.post('HeapProfiler.enable')
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 1024,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: survivors !== 1,
      })
      const sampled = 200
      for (let i = 0; i < sampled; i++) await ask()
      const { profile } = await session.post('HeapProfiler.stopSampling')
      session.disconnect()
      const sites = bySite(profile.head as HeapNode)
      const kb = (bytes: number) => round(bytes / sampled / 1024, 1)
      const total = [...sites.values()].reduce((a, b) => a + b, 0)
      return {
        ms: { median: round(percentile(ms, 50)), p95: round(percentile(ms, 95)) },
        collections: collections.length,
        collectionMs: round(collections.reduce((a, g) => a + g.end - g.start, 0)),
        requestsWithOne: withOne.length,
        withOneMs: { median: round(percentile(withOne, 50)), p95: round(percentile(withOne, 95)) },
        withoutMs: { median: round(percentile(without, 50)), p95: round(percentile(without, 95)) },
        [survivors === 1 ? 'survivingKbPerRequest' : 'allocatedKbPerRequest']: kb(total),
        topSitesKbPerRequest: Object.fromEntries(
          [...sites]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 12)
            .map(([site, bytes]) => [site, kb(bytes)]),
        ),
      }
    } finally {
      await server.close()
    }
  })
  console.log(JSON.stringify({ [kind]: report[kind] }))
}
console.log(JSON.stringify(report, null, 2))
