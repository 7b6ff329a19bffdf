// Statistics benchmark: each figure of GET /api/v1/admin/statistics on 100,000 bookings (and 10,000
// quotes), on the embedded database and on PostgreSQL, with the plans of the statements.
// Run: npx tsx bench/statistics.bench.ts [--bookings 100000] [--runs 20] [--databases pglite,postgres]
// PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and
// drop a database of its own.

import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { pino } from 'pino'
import { prepareDatabase } from '../apps/server/src/bootstrap.ts'
import type { Database } from '../apps/server/src/db/client.ts'
import { users } from '../apps/server/src/modules/auth/auth.table.ts'
import {
  scheduleOverrides,
  timeOff,
  workingHours,
} from '../apps/server/src/modules/availability/availability.table.ts'
import { resources, services } from '../apps/server/src/modules/catalogue/catalogue.table.ts'
import { businessSettings } from '../apps/server/src/modules/settings/settings.table.ts'
import {
  bookingBucketsQuery,
  quoteFunnelQuery,
  resourceUse,
} from '../apps/server/src/modules/statistics/statistics.repository.ts'
import { getStatistics } from '../apps/server/src/modules/statistics/statistics.service.ts'
import { withDatabase } from './bench-databases.ts'
import { benchArgs, nearestRank as percentile } from './bench-run.ts'

const args = benchArgs({
  bookings: 100_000,
  quotes: 10_000,
  runs: 20,
  /** Where to write the EXPLAIN ANALYZE output, one file per database. */
  plans: path.join(os.tmpdir(), 'reserva-statistics-plans'),
})
const { bookings: bookingCount, quotes: quoteCount, runs } = args
const logger = pino({ level: 'silent' })
const targetMs = 200

const round = (n: number) => Math.round(n * 10) / 10

/**
 * The demo business plus 5 bench resources open 08:00–18:00 on weekdays, a few overrides and
 * holidays, and `bookingCount` bookings from 2025-01-01 on: each resource's bookings follow one
 * another every 30 minutes round the clock (25 minutes long), so active ones never collide;
 * statuses, sources and prices vary deterministically.
 */
async function fill(database: Database) {
  await prepareDatabase({ database, demo: true, logger })
  const db = database.db
  await db.update(businessSettings).set({ timezone: 'Europe/London', currency: 'EUR' })
  const rs = await db
    .insert(resources)
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `Bench ${i + 1}` })))
    .returning({ id: resources.id })
  await db.insert(workingHours).values(
    rs.flatMap((r) =>
      [1, 2, 3, 4, 5].map((weekday) => ({
        resourceId: r.id,
        weekday,
        startTime: '08:00',
        endTime: '18:00',
      })),
    ),
  )
  await db.insert(scheduleOverrides).values(
    rs.flatMap((r, i) => [
      {
        resourceId: r.id,
        date: `2025-12-${String(24 + i).padStart(2, '0')}`,
        startTime: null,
        endTime: null,
      },
      {
        resourceId: r.id,
        date: `2025-06-${String(10 + i).padStart(2, '0')}`,
        startTime: '10:00',
        endTime: '14:00',
      },
    ]),
  )
  await db.insert(timeOff).values(
    rs.map((r, i) => ({
      resourceId: r.id,
      startsAt: new Date(`2025-08-${String(1 + i).padStart(2, '0')}T00:00:00Z`),
      endsAt: new Date(`2025-08-${String(15 + i).padStart(2, '0')}T00:00:00Z`),
    })),
  )
  const [service] = await db
    .insert(services)
    .values({ name: 'Bench half hour', durationMinutes: 25, priceMinor: 4500 })
    .returning({ id: services.id })
  const customerId = crypto.randomUUID()
  await db
    .insert(users)
    .values({ id: customerId, name: 'Bench Customer', email: 'bench@example.test' })
  const resourceIds = sql.raw(`array[${rs.map((r) => `'${r.id}'::uuid`).join(',')}]`)
  const started = performance.now()
  // In chunks, so that PGlite's one connection is not held by one enormous statement.
  const chunk = 20_000
  for (let offset = 0; offset < bookingCount; offset += chunk) {
    const last = Math.min(bookingCount, offset + chunk) - 1
    await db.execute(sql`
      insert into bookings (reference, customer_id, service_id, resource_id, start_at, end_at,
        block_start, block_end, share_key, seats, status, price_minor, currency, source, created_by)
      select 'BEN-' || i, ${customerId}, ${service?.id}::uuid, (${resourceIds})[1 + i % 5],
             s, s + interval '25 minutes', s, s + interval '25 minutes', 'bench-' || i,
             1 + (i % 7 = 0)::int,
             (array['completed','completed','confirmed','confirmed','pending','cancelled','no_show','declined','completed','confirmed'])[1 + (i * 7) % 10],
             case when i % 13 = 0 then null else 2000 + (i % 9) * 500 end,
             case when i % 101 = 0 then 'GBP' else 'EUR' end,
             (array['online','online','online','staff','quote'])[1 + i % 5],
             ${customerId}
        from generate_series(${offset}::int, ${last}::int) as i,
             lateral (select timestamptz '2025-01-01 00:00:00Z' + (i / 5) * interval '30 minutes' as s) as t`)
  }
  await db.execute(sql`
    insert into quotes (reference, customer_id, title, details, status, offer_price_minor,
      offer_currency, offer_valid_until, offer_service_id, offered_at, booking_id, created_at)
    select 'QBEN-' || i, ${customerId}, 'Bench quote', 'Details', st,
           case when st in ('offered','accepted','declined','expired') then 30000 + i % 50 * 100 end,
           case when st in ('offered','accepted','declined','expired') then 'EUR' end,
           case when st in ('offered','accepted','declined','expired') then c + interval '14 days' end,
           case when st in ('offered','accepted','declined','expired') then ${service?.id}::uuid end,
           case when st in ('offered','accepted','declined','expired') then c + interval '1 day' end,
           case when st = 'accepted' then (select id from bookings order by start_at limit 1) end,
           c
      from generate_series(1, ${quoteCount}::int) as i,
           lateral (select (array['requested','offered','accepted','accepted','declined','expired','rejected','withdrawn'])[1 + i % 8] as st,
                           timestamptz '2025-01-01 00:00:00Z' + i * interval '1 hour' * 1.3 as c) as t`)
  const fillMs = Math.round(performance.now() - started)
  // The fill wrote each day's sums many times in a few large transactions, whose old row
  // versions no page pruning could drop. PostgreSQL's autovacuum clears them; PGlite has none,
  // but there bookings change one per transaction and pruning keeps up (see below).
  await db.execute(sql`vacuum analyze`)
  // As people use it: 1,000 bookings confirmed → completed, one transaction each, with the
  // triggers; then the figures are timed on what that left.
  const confirmed = (
    (await db.execute(
      sql`select id from bookings where status = 'confirmed' order by md5(id::text) limit 1000`,
    )) as unknown as { rows: { id: string }[] }
  ).rows
  const changeStarted = performance.now()
  for (const { id } of confirmed) {
    await db.execute(sql`update bookings set status = 'completed' where id = ${id}::uuid`)
  }
  const changeMs = round((performance.now() - changeStarted) / confirmed.length)
  const [count] = (
    (await db.execute(
      sql`select count(*)::int as n, min(start_at) as first, max(start_at) as last from bookings`,
    )) as unknown as {
      rows: { n: number; first: string; last: string }[]
    }
  ).rows
  return { fillMs, msPerBookingChange: changeMs, ...count }
}

async function time(work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work()
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await work()
    ms.push(performance.now() - started)
  }
  return {
    medianMs: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    maxMs: round(Math.max(...ms)),
  }
}

async function explain(database: Database, query: SQL) {
  const result = (await database.db.execute(
    sql`explain (analyze, buffers, costs off, timing on) ${query}`,
  )) as unknown as { rows: Record<string, string>[] }
  return result.rows.map((row) => Object.values(row)[0]).join('\n')
}

async function benchOne(kind: 'pglite' | 'postgres') {
  return withDatabase({ kind, max: 5 }, async (database) => {
    const filled = await fill(database)
    const db = database.db
    // A year of the data: about 87,600 of the 100,000 bookings start in 2025.
    const year = { from: '2025-01-01', to: '2025-12-31', timezone: 'Europe/London' }
    const days = { ...year, granularity: 'day' as const, currency: 'EUR' }
    const weeks = { ...days, granularity: 'week' as const }
    const figures = {
      'bookings, revenue, cancellations per day': bookingBucketsQuery(days),
      'bookings, revenue, cancellations per week': bookingBucketsQuery(weeks),
      'quote conversion': quoteFunnelQuery({ ...year, currency: 'EUR' }),
    }
    const timings: Record<string, Awaited<ReturnType<typeof time>>> = {}
    for (const [name, query] of Object.entries(figures)) {
      timings[name] = await time(() => db.execute(query))
    }
    // Open time from the slot engine's intervals, and held time inside it from the daily sums.
    timings['resource use'] = await time(() => resourceUse(db, year))
    timings['whole answer (one request)'] = await time(() =>
      getStatistics(db, { from: year.from, to: year.to, granularity: 'day' }),
    )
    fs.mkdirSync(args.plans, { recursive: true })
    const planFile = path.join(args.plans, `${kind}.txt`)
    const plans: string[] = []
    for (const [name, query] of Object.entries(figures)) {
      plans.push(`-- ${name}\n${await explain(database, query)}\n`)
    }
    fs.writeFileSync(planFile, plans.join('\n'))
    return { ...filled, timings, planFile }
  })
}

const results: Record<string, unknown> = {}
const databases = args.databases.split(',').filter(Boolean) as ('pglite' | 'postgres')[]
for (const kind of databases) {
  const result = await benchOne(kind)
  results[kind] = result
  console.error(
    `\n${kind}: ${result.n} bookings (${result.fillMs} ms to make; then a booking change took ${result.msPerBookingChange} ms), plans in ${result.planFile}`,
  )
  for (const [name, t] of Object.entries(result.timings)) {
    const mark = t.p95Ms <= targetMs ? 'ok ' : 'SLOW'
    console.error(
      `  ${mark} ${name}: median ${t.medianMs} ms, p95 ${t.p95Ms} ms, max ${t.maxMs} ms`,
    )
  }
}
console.log(
  JSON.stringify({
    node: process.version,
    cpus: os.cpus().length,
    loadAverage1m: round(os.loadavg()[0] ?? 0),
    runs,
    results,
  }),
)
