// Lists at scale: every list page and search of the staff workspaces, through
// the HTTP API as an admin, on 10,000 bookings and 5,000 people, on the embedded database and on
// PostgreSQL, against 50 ms at p95.
// Run: npx tsx bench/lists.bench.ts [--runs 200] [--warmup 20] [--databases pglite,postgres]
// PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and
// drop a database of its own.

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs, machine } from './bench-run.ts'
import { prepare, startApp } from './bookings.setup.ts'
import { accessLines, plansOf, timeCase } from './http-cases.ts'
import { fill, pick } from './lists.setup.ts'

const args = benchArgs({
  bookings: 10_000,
  people: 5000,
  runs: 200,
  warmup: 20,
  /** Only the cases whose name contains this. */
  only: '',
  /** Where to write the plans (EXPLAIN ANALYZE) of the slowest statements, one file per database. */
  plans: path.join(os.tmpdir(), 'reserva-lists-plans'),
})
const { bookings: bookingCount, people: peopleCount, runs, warmup } = args
const targetMs = 50

type Case = { name: string; path: string; cookie: 'admin' | 'customer' }

function cases(ids: Awaited<ReturnType<typeof pick>>): Case[] {
  const day = 86_400_000
  const now = Date.now()
  const iso = (ms: number) => new Date(ms).toISOString()
  const staff = (name: string, query: string, limit = 50) => ({
    name: `bookings: ${name}`,
    path: `/api/v1/bookings?scope=all&limit=${limit}${query}`,
    cookie: 'admin' as const,
  })
  const people = (name: string, query: string) => ({
    name: `people: ${name}`,
    path: `/api/v1/admin/people?limit=25${query}`,
    cookie: 'admin' as const,
  })
  const audit = (name: string, query: string) => ({
    name: `audit: ${name}`,
    path: `/api/v1/admin/audit?limit=50${query}`,
    cookie: 'admin' as const,
  })
  const monthAgo = `&from=${iso(now - 60 * day)}&to=${iso(now - 30 * day)}`
  const all: Case[] = [
    staff('first page', ''),
    staff('first page, 200 rows (the default limit)', '', 200),
    staff('deep page (offset 9,000)', '&offset=9000'),
    staff('search by reference', `&search=${ids.reference}`),
    staff('search by customer name fragment', '&search=ilva'),
    staff('search by e-mail fragment', `&search=${ids.emailFragment}`),
    staff('status pending', '&status=pending'),
    staff('status cancelled or declined, newest first', '&status=cancelled,declined&order=desc'),
    staff('one service', `&serviceId=${ids.service}`),
    staff('one resource', `&resourceId=${ids.resource}`),
    staff('the next 7 days', `&from=${iso(now)}&to=${iso(now + 7 * day)}`),
    staff('sorted by customer', '&sort=customer'),
    staff('sorted by status, descending', '&sort=status&order=desc'),
    { name: "bookings: a customer's own", path: '/api/v1/bookings', cookie: 'customer' },
    people('first page', ''),
    people('deep page (offset 4,900)', '&offset=4900'),
    people('search by name fragment', '&search=kowal'),
    people('search by e-mail fragment', '&search=grace.hall'),
    people('role operator', '&role=operator'),
    people('requested role operator', '&requestedRole=operator'),
    people('status banned', '&status=banned'),
    people('sorted by name', '&sort=name&order=asc'),
    audit('first page', ''),
    audit('by actor (an operator)', `&actorId=${ids.operator}`),
    audit('entity user', '&entity=user'),
    audit('action booking.cancel', '&action=booking.cancel'),
    audit('action prefix user.', '&action=user.'),
    audit('a month, 30 to 60 days ago', monthAgo),
    {
      name: 'audit: CSV of bookings, a month (about 2,000 rows)',
      path: `/api/v1/admin/audit.csv?entity=booking${monthAgo}`,
      cookie: 'admin',
    },
  ]
  return all.filter((c) => c.name.includes(args.only))
}

async function benchOne(kind: 'pglite' | 'postgres') {
  return withDatabase({ kind, max: 10 }, async (database) => {
    await prepare(database)
    const filled = await fill(database, { bookingCount, peopleCount })
    const { server, base, cookies } = await startApp(database)
    try {
      // The bench customer (bench1, signed up by startApp) has every 80th booking.
      await database.db.execute(sql`
        update bookings set customer_id = u.id, created_by = u.id
          from users u
         where u.email = 'bench1@example.test' and bookings.share_key ~ '^bench-[0-9]*0$'
           and substr(bookings.share_key, 7)::int % 80 = 0`)
      await database.db.execute(
        sql`update users set role = 'admin' where email = 'bench0@example.test'`,
      )
      const ids = await pick(database)
      const cookie = { admin: cookies[0] as string, customer: cookies[1] as string }
      const results: Record<string, Awaited<ReturnType<typeof timeCase>>> = {}
      for (const c of cases(ids)) {
        results[c.name] = await timeCase(base, cookie[c.cookie], c.path, { runs, warmup })
        const r = results[c.name]
        console.error(
          `  ${kind} ${r && r.p95 <= targetMs ? 'ok  ' : 'SLOW'} ${c.name}: p50 ${r?.p50} p95 ${r?.p95} p99 ${r?.p99} ms, CPU p50 ${r?.cpuP50} p95 ${r?.cpuP95} ms (${r?.answer})`,
        )
      }
      fs.mkdirSync(args.plans, { recursive: true })
      const planFile = path.join(args.plans, `${kind}.txt`)
      const planText: string[] = []
      for (const c of cases(ids)) {
        const plans = await plansOf(database, () =>
          fetch(`${base}${c.path}`, { headers: { cookie: cookie[c.cookie] } }).then((r) =>
            r.text(),
          ),
        )
        for (const { query, plan } of plans) {
          planText.push(`-- ${c.name}\n-- ${query}\n${plan}\n`)
          console.error(`  ${kind} plan ${c.name}: ${accessLines(plan).join(' | ')}`)
        }
      }
      fs.writeFileSync(planFile, planText.join('\n'))
      return { ...filled, results, planFile }
    } finally {
      await server.close()
    }
  })
}

const kinds = benchKinds(args.databases)
const report: Record<string, Awaited<ReturnType<typeof benchOne>>> = {}
for (const kind of kinds) {
  console.error(`${kind}: filling…`)
  report[kind] = await benchOne(kind)
}

// The table: one row per case, p50 / p95 / p99 per database, and the verdict.
const names = Object.keys(Object.values(report)[0]?.results ?? {})
const lines = [
  `| case | ${kinds.map((k) => `${k} p50 / p95 / p99 (CPU p95) ms`).join(' | ')} | answer |`,
  `|---|${kinds.map(() => '---:').join('|')}|---|`,
  ...names.map((name) => {
    const cells = kinds.map((k) => {
      const r = report[k]?.results[name]
      return r ? `${r.p50} / ${r.p95} / ${r.p99} (CPU ${r.cpuP95})` : '–'
    })
    return `| ${name} | ${cells.join(' | ')} | ${report[kinds[0] ?? 'pglite']?.results[name]?.answer} |`
  }),
]
console.error(`\n${lines.join('\n')}\n`)
const misses = kinds.flatMap((k) =>
  Object.entries(report[k]?.results ?? {})
    .filter(([, r]) => r.p95 > targetMs)
    .map(([name, r]) => `${k} ${name} (${r.p95} ms)`),
)
console.error(
  misses.length === 0
    ? `PASS: every case within ${targetMs} ms at p95 on ${kinds.join(' and ')}`
    : `FAIL: ${misses.length} case(s) over ${targetMs} ms at p95: ${misses.join('; ')}`,
)
console.log(
  JSON.stringify({
    ...machine(),
    runs,
    warmup,
    report,
  }),
)
process.exitCode = misses.length === 0 ? 0 : 1
