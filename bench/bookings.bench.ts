// Booking benchmarks (issue #4 item 7), on the embedded database and on PostgreSQL:
//   (a) GET /services/:id/slots for 31 days × 5 resources × 15-minute steps: server time
//   (b) POST /bookings under autocannon, against the same transaction as plain SQL (the ceiling)
//   (c) the race: rounds of 50 simultaneous requests for one last slot
// Run: npx tsx bench/bookings.bench.ts [--seconds 10] [--connections 10]
// PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and
// drop a database of its own.
import os from 'node:os'
import { parseArgs } from 'node:util'
import { benchKinds, withDatabase } from './bench-databases.ts'
import {
  bookingLoad,
  ceiling,
  collisions,
  freeStarts,
  race,
  round,
  slotsBench,
} from './bookings.measures.ts'
import { prepare, startApp } from './bookings.setup.ts'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Which databases, e.g. `--databases postgres` to profile one. Default: every one available. */
    databases: { type: 'string', default: 'pglite,postgres' },
  },
})
const seconds = Number(args.seconds)
const connections = Number(args.connections)
const loadOptions = { seconds, connections }

const kinds = benchKinds(args.databases)
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  load: os.loadavg().map((l) => round(l, 1)),
  seconds,
  connections,
}
for (const kind of kinds) {
  report[kind] = await withDatabase({ kind, max: 20 }, async (database) => {
    const ids = await prepare(database)
    const { app, server, base, cookies } = await startApp(database)
    try {
      const day = 86_400_000
      const slots = await slotsBench(ids, app, cookies[0] as string)
      // Separate stretches of free 5-minute slots for each part, so that every request of the
      // load runs could succeed (108 a day on the tiny service's one resource).
      const startAt = Math.ceil(Date.now() / day) * day + 360 * day
      const ceil = await ceiling(database, ids, startAt, loadOptions)
      /** (b) over 120 days of free slots from `fromDay` days ahead, at `rate` or as fast as it goes. */
      const loadFrom = async (fromDay: number, rate?: number) => {
        const starts = await freeStarts(base, ids.tinyServiceId, fromDay, 120)
        return bookingLoad(base, cookies, ids, starts, loadOptions, rate)
      }
      const load = await loadFrom(40)
      const paced = await loadFrom(170, Math.max(1, Math.floor(ceil.rps / 2)))
      const raced = await race(
        base,
        cookies,
        ids,
        await freeStarts(base, ids.tinyServiceId, 300, 2),
      )
      return {
        slots,
        ceiling: ceil,
        bookings: { ...load, ratioToCeiling: round(load.rps / ceil.rps) },
        atHalfCeiling: { targetRps: Math.floor(ceil.rps / 2), ...paced },
        race: raced,
        collisions: await collisions(database),
      }
    } finally {
      await server.close()
    }
  })
  console.log(JSON.stringify({ [kind]: report[kind] }))
}
console.log(JSON.stringify(report, null, 2))
