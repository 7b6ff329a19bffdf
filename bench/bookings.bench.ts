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

const { seconds, connections, databases, runs, warmup } = benchArgs({
  seconds: 10,
  connections: 10,
  runs: 1,
  warmup: 0,
})
const loadOptions = { seconds, connections }

/** (a), (b) and (c) on a fresh database of `kind`, with the check for collisions. */
const measure = (kind: 'pglite' | 'postgres') =>
  withDatabase({ kind, max: 20 }, async (database) => {
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
      // chosen for empty tables.
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
type Measured = Awaited<ReturnType<typeof measure>>

/** Flat out, the share of the plain-SQL ceiling each database is to keep. */
const minimumRatio = { postgres: 0.5, pglite: 0.35 } as const

/**
 * The targets, each with what a run measured: the slots p95 at most 5 ms; flat out, at least
 * `minimumRatio` of the ceiling's rate, every answer a 201; paced at half the ceiling, that rate
 * kept (within 5 %), every answer a 201 and a p99 of at most 50 ms; one winner in every race
 * round; no collisions.
 */
const targets = (
  kind: 'pglite' | 'postgres',
  m: Measured,
): { target: string; value: unknown; ok: boolean }[] => [
  { target: 'slots p95 ≤ 5 ms', value: m.slots.p95Ms, ok: m.slots.p95Ms <= 5 },
  {
    target: `ratio ≥ ${minimumRatio[kind]}`,
    value: m.bookings.ratioToCeiling,
    ok: m.bookings.ratioToCeiling >= minimumRatio[kind],
  },
  {
    target: 'flat out all 201',
    value: m.bookings.non2xx + m.bookings.errors,
    ok: m.bookings.non2xx === 0 && m.bookings.errors === 0,
  },
  {
    target: 'paced rate kept',
    value: `${m.atHalfCeiling.rps}/${m.atHalfCeiling.targetRps}`,
    ok: m.atHalfCeiling.rps >= 0.95 * m.atHalfCeiling.targetRps,
  },
  {
    target: 'paced all 201',
    value: m.atHalfCeiling.non2xx + m.atHalfCeiling.errors,
    ok: m.atHalfCeiling.non2xx === 0 && m.atHalfCeiling.errors === 0,
  },
  { target: 'paced p99 ≤ 50 ms', value: m.atHalfCeiling.p99Ms, ok: m.atHalfCeiling.p99Ms <= 50 },
  {
    target: 'race one winner',
    value: m.race.winnersPerRound.join(','),
    ok: m.race.winnersPerRound.length === 1 && m.race.winnersPerRound[0] === 1,
  },
  { target: 'no collisions', value: m.collisions, ok: m.collisions === 0 },
]

// `--runs N` repeats the whole benchmark (each database in turn, each run on fresh databases) and
// ends with how many runs met each target: on a machine whose speed changes by the minute, one run
// proves little either way. `--warmup N` runs it N times first, printed as warm-up and counted
// apart: a process's first run pays for its JIT and for PGlite's WebAssembly being compiled again
// by the optimizing tier as it gets hot, which a server that has been up for a minute has done.
const report: Record<string, unknown> = { ...machine(), seconds, connections, runs, warmup }
const verdicts: { kind: string; counted: boolean; target: string; value: unknown; ok: boolean }[] =
  []
for (let run = 1 - warmup; run <= runs; run++) {
  const counted = run >= 1
  const name = counted ? String(run) : `warm-up ${run + warmup}`
  for (const kind of benchKinds(databases)) {
    const measured = await measure(kind)
    report[runs === 1 && warmup === 0 ? kind : `${kind} ${name}`] = measured
    console.log(JSON.stringify({ run: counted ? run : name, [kind]: measured }))
    for (const verdict of targets(kind, measured)) verdicts.push({ kind, counted, ...verdict })
  }
}
console.log(JSON.stringify(report, null, 2))
for (const counted of warmup > 0 ? [false, true] : [true]) {
  const count = counted ? runs : warmup
  for (const kind of new Set(verdicts.map((v) => v.kind))) {
    const ofKind = verdicts.filter((v) => v.kind === kind && v.counted === counted)
    const what = counted ? 'targets met in' : 'warm-up, not counted:'
    console.log(`\n${kind}: ${what} ${count} run${count === 1 ? '' : 's'}`)
    for (const target of new Set(ofKind.map((v) => v.target))) {
      const rows = ofKind.filter((v) => v.target === target)
      const met = rows.filter((v) => v.ok).length
      console.log(`  ${target.padEnd(18)} ${met}/${count}  ${rows.map((v) => v.value).join('  ')}`)
    }
  }
}
