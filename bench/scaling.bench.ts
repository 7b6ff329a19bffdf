// Cost as the work grows: the slots route (31 days of the bench hour) and the
// staff bookings list, timed with 1,000, 10,000 and 100,000 bookings in the table, for a
// business of 5 resources and one of 50, on the embedded database and on PostgreSQL.
// What the asked window holds stays the same as the table grows: 200 bookings made through the
// API in the coming month; the rest lie in the past, one every two hours on each resource, going back
// (100,000 on 5 resources reach 4.6 years back). So a time that grows with the table is a scan
// that should have been an index; one that grows with the resources is the work itself (each
// resource's free times are computed). The plans (EXPLAIN ANALYZE) of each case's statements at
// the largest size are printed and written to --plans.
// Run: npx tsx bench/scaling.bench.ts [--sizes 1000,10000,100000] [--resources 5,50]
//        [--runs 60] [--warmup 10] [--databases pglite,postgres]
// PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../apps/server/src/db/client.ts'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs } from './bench-run.ts'
import { round } from './bookings.measures.ts'
import { type BenchIds, prepare, startApp } from './bookings.setup.ts'
import { accessLines, plansOf, rowsOf, timeCase } from './http-cases.ts'
import { benchReference } from './lists.setup.ts'

const args = benchArgs({
  sizes: '1000,10000,100000',
  resources: '5,50',
  runs: 60,
  warmup: 10,
  plans: path.join(os.tmpdir(), 'reserva-scaling-plans'),
})
const sizes = args.sizes.split(',').map(Number)
const resourceCounts = args.resources.split(',').map(Number)
const timing = { runs: args.runs, warmup: args.warmup }
const inWindow = 200
const day = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Past bookings numbered `from` to `to` - 1 of the bench hour, completed: number i on bench
 * resource i mod n, 2 × (i div n + 1) hours before a month ago, so none of them overlaps another.
 * References are drawn as in lists.setup.ts (`benchReference`).
 */
async function addPastBookings(database: Database, ids: BenchIds, from: number, to: number) {
  await database.db.execute(sql`
    insert into bookings (reference, customer_id, service_id, resource_id, start_at, end_at,
      block_start, block_end, share_key, seats, status, price_minor, currency, source, created_by,
      created_at, updated_at)
    select ${benchReference},
           c.id, ${ids.slotServiceId}, r.ids[1 + i % array_length(r.ids, 1)],
           t.at, t.at + interval '1 hour', t.at, t.at + interval '70 minutes', 'scale-' || i, 1,
           'completed', 1000, (select currency from business_settings), 'online', c.id,
           t.at - interval '3 days', t.at
      from generate_series(${from}::int, ${to - 1}::int) as i
      cross join (select array_agg(id order by name) as ids from resources
                   where name like 'Bench %') as r
      cross join lateral (select date_trunc('hour', now()) - interval '30 days'
                                 - (i / array_length(r.ids, 1) + 1) * interval '2 hours' as at) as t
      cross join (select id from users where email = 'bench1@example.test') as c
    -- A reference the server drew at random for a booking of the window may come up here too.
    on conflict (reference) do nothing`)
  // PostgreSQL's autovacuum would analyse a table this size soon after; PGlite has none.
  await database.db.execute(sql`vacuum analyze bookings`)
}

/** `inWindow` bookings of the coming month through the API, spread over its free times. */
async function bookTheWindow(base: string, cookie: string, serviceId: string) {
  const window = `from=${isoDay(Date.now() + 2 * day)}&to=${isoDay(Date.now() + 32 * day)}`
  const res = await fetch(`${base}/api/v1/services/${serviceId}/slots?${window}`)
  const { slots } = (await res.json()) as { slots: { start: string }[] }
  const step = Math.max(1, Math.floor(slots.length / inWindow))
  let booked = 0
  for (let i = 0; i < slots.length && booked < inWindow; i += step) {
    const made = await fetch(`${base}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: 'http://127.0.0.1' },
      body: JSON.stringify({ serviceId, start: slots[i]?.start }),
    })
    if (made.status === 201) booked++
    else await made.arrayBuffer()
  }
  return booked
}

function cases(ids: BenchIds, resourceCount: number) {
  const now = Date.now()
  const iso = (ms: number) => new Date(ms).toISOString()
  return [
    {
      name: `slots: 31 days × ${resourceCount} resources`,
      path: `/api/v1/services/${ids.slotServiceId}/slots?from=${isoDay(now + 2 * day)}&to=${isoDay(now + 32 * day)}`,
    },
    {
      name: 'bookings: the next 7 days, 50 a page',
      path: `/api/v1/bookings?scope=all&limit=50&from=${iso(now)}&to=${iso(now + 7 * day)}`,
    },
    {
      name: 'bookings: the next 7 days of one resource',
      path: `/api/v1/bookings?scope=all&limit=50&resourceId=${ids.tinyResourceId}&from=${iso(now)}&to=${iso(now + 7 * day)}`,
    },
    {
      name: 'bookings: newest first, 50 a page',
      path: '/api/v1/bookings?scope=all&limit=50&order=desc',
    },
  ]
}

type Timed = Awaited<ReturnType<typeof timeCase>>

async function benchOne(kind: 'pglite' | 'postgres', resourceCount: number) {
  return withDatabase({ kind, max: 10 }, async (database) => {
    const ids = await prepare(database, { resourceCount })
    const { server, base, cookies } = await startApp(database)
    try {
      await database.db.execute(
        sql`update users set role = 'admin' where email = 'bench0@example.test'`,
      )
      const [admin, customer] = cookies as [string, string]
      const booked = await bookTheWindow(base, customer, ids.slotServiceId)
      const bySize: Record<number, Record<string, Timed>> = {}
      let inTable = 0
      for (const size of sizes) {
        await addPastBookings(database, ids, inTable, size - booked)
        inTable = size - booked
        const results: Record<string, Timed> = {}
        for (const c of cases(ids, resourceCount)) {
          results[c.name] = await timeCase(base, admin, c.path, timing)
          const r = results[c.name]
          console.error(
            `  ${kind} ${resourceCount} resources, ${size} bookings, ${c.name}: p50 ${r?.p50} p95 ${r?.p95} ms, CPU p95 ${r?.cpuP95} ms (${r?.answer})`,
          )
        }
        bySize[size] = results
      }
      const planText: string[] = []
      for (const c of cases(ids, resourceCount)) {
        const plans = await plansOf(database, () =>
          fetch(`${base}${c.path}`, { headers: { cookie: admin } }).then((r) => r.text()),
        )
        for (const { query, plan } of plans) {
          planText.push(`-- ${c.name}\n-- ${query}\n${plan}\n`)
          console.error(
            `  ${kind} ${resourceCount} plan ${c.name}: ${accessLines(plan).join(' | ')}`,
          )
        }
      }
      fs.mkdirSync(args.plans, { recursive: true })
      const planFile = path.join(args.plans, `${kind}-${resourceCount}.txt`)
      fs.writeFileSync(planFile, planText.join('\n'))
      const [count] = await rowsOf<{ n: number }>(
        database,
        sql`select count(*)::int as n from bookings`,
      )
      return { bookingsInWindow: booked, bookingsInTable: count?.n, bySize, planFile }
    } finally {
      await server.close()
    }
  })
}

const kinds = benchKinds(args.databases)
const report: Record<string, Awaited<ReturnType<typeof benchOne>>> = {}
const load = [os.loadavg()[0] ?? 0]
for (const kind of kinds)
  for (const resourceCount of resourceCounts) {
    console.error(`${kind}, ${resourceCount} resources…`)
    report[`${kind}, ${resourceCount} resources`] = await benchOne(kind, resourceCount)
  }
load.push(os.loadavg()[0] ?? 0)

// One row per database, resources and case; a column per table size: p50 / p95 (CPU p95) ms.
const lines = [
  `| database, resources | case | ${sizes.map((s) => `${s.toLocaleString('en')} bookings`).join(' | ')} |`,
  `|---|---|${sizes.map(() => '---:').join('|')}|`,
  ...Object.entries(report).flatMap(([label, r]) =>
    Object.keys(r.bySize[sizes[0] as number] ?? {}).map(
      (name) =>
        `| ${label} | ${name} | ${sizes
          .map((s) => {
            const t = r.bySize[s]?.[name]
            return t ? `${t.p50} / ${t.p95} (${t.cpuP95})` : '–'
          })
          .join(' | ')} |`,
    ),
  ),
]
console.error(`\n${lines.join('\n')}\n`)
console.log(
  JSON.stringify({
    benchmark: 'scaling',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage1m: load.map((l) => round(l, 1)),
    ...timing,
    report,
  }),
)
