import { sql } from 'drizzle-orm'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs, machine } from './bench-run.ts'
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

const { seconds, connections, databases } = benchArgs({ seconds: 10, connections: 10 })
const loadOptions = { seconds, connections }

const kinds = benchKinds(databases)
const report: Record<string, unknown> = {
  ...machine(),
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
      // Each measured part starts on analyzed tables, as a running database has them (PostgreSQL's
      // autovacuum analyzes a table after a tenth of it changed; the server does it on PGlite,
      // db/maintenance.ts). Here they grow from nothing to 15,000 rows within a minute, faster
      // than autovacuum looks (once a minute), and the named statements would keep the plans
      // chosen for empty tables (bench/RESULTS.md, 2026-11-27 thirteenth session).
      await database.db.execute(sql`analyze`)
      const ceil = await ceiling(database, ids, startAt, loadOptions)
      /** (b) over 120 days of free slots from `fromDay` days ahead, at `rate` or as fast as it goes. */
      const loadFrom = async (fromDay: number, rate?: number) => {
        const starts = await freeStarts(base, ids.tinyServiceId, fromDay, 120)
        await database.db.execute(sql`analyze`)
        return bookingLoad(base, cookies, ids, starts, loadOptions, rate)
      }
      const load = await loadFrom(40)
      const paced = await loadFrom(170, Math.max(1, Math.floor(ceil.rps / 2)))
      const raced = await race(
        database,
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
