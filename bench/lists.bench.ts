// Lists at scale (issue #12 item 9): every list page and search of the staff workspaces, through
// the HTTP API as an admin, on 10,000 bookings and 5,000 people, on the embedded database and on
// PostgreSQL, against 50 ms at p95.
// Run: npx tsx bench/lists.bench.ts [--runs 200] [--warmup 20] [--databases pglite,postgres]
// PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and
// drop a database of its own.

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../apps/server/src/db/client.ts'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs, machine } from './bench-run.ts'
import { percentile, round } from './bookings.measures.ts'
import { prepare, startApp } from './bookings.setup.ts'

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

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows

const firstNames =
  `Anna Ben Chloe David Emma Felix Grace Hugo Isla Jack Katie Liam Maria Noah Olivia
  Paul Quinn Rosa Sam Tara Umar Vera Will Xenia Yusuf Zoe Amir Bea Carlos Dana Elif Finn Greta Hana
  Ivan Jonas Kofi Lena Mateo Nadia`.split(/\s+/)
const lastNames =
  `Smith Jones Taylor Brown Wilson Evans Thomas Johnson Roberts Walker Wright Robinson
  Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson Clarke Clark Turner Hill
  Scott Cooper Morris Ward Moore King Watson Baker Harrison Morgan Patel Young Allen Mitchell James
  Anderson Phillips Lee Bell Parker Davis Silva Kowalski`.split(/\s+/)
const textArray = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`)

/**
 * The bookings bench's business (demo services and resources plus its own) and, by SQL:
 * `peopleCount` people (customers; every 97th an operator; every 53rd banned, half of those for a
 * month; every 59th customer asking to be an operator; a third with a phone number), signed up
 * over the past year; `bookingCount` bookings over every service and resource, from 240 days ago
 * to about four months ahead, in every status that fits their time; an audit row for each booking's creation and for each later change, and for the people's
 * role changes and bans.
 */
async function fill(database: Database) {
  const started = performance.now()
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified, role, banned, ban_reason, ban_expires,
      phone_number, created_at, updated_at)
    select 'bench-user-' || i, f || ' ' || l,
           lower(f || '.' || l || i || '@' || (array['example.com','mail.test','post.example','inbox.test'])[1 + i % 4]),
           i % 5 <> 0,
           case when i % 97 = 0 then 'operator' else 'customer' end,
           i % 53 = 0,
           case when i % 53 = 0 then 'Repeated no-shows' end,
           case when i % 106 = 0 then now() + interval '30 days' end,
           case when i % 3 = 0 then '+4420' || lpad(i::text, 8, '0') end,
           now() - i * interval '105 minutes', now() - i * interval '100 minutes'
      from generate_series(1, ${peopleCount}::int) as i,
           lateral (select (${textArray(firstNames)})[1 + i % ${firstNames.length}] as f,
                           (${textArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}] as l) as n`)
  await database.db.execute(sql`
    insert into profiles (id, full_name, requested_role, timezone)
    select u.id, u.name,
           case when u.role = 'customer' and i % 59 = 0 then 'operator' end,
           case when i % 4 = 0 then 'Europe/London' end
      from generate_series(1, ${peopleCount}::int) as i
      join users u on u.id = 'bench-user-' || i`)
  // References as the server draws them (RSV- and six of its 31 letters), distinct: i times a
  // number prime to 31⁶, modulo 31⁶, written in base 31.
  await database.db.execute(sql`
    insert into bookings (reference, customer_id, service_id, resource_id, start_at, end_at,
      block_start, block_end, share_key, seats, status, price_minor, currency, source, created_by,
      created_at, updated_at)
    select 'RSV-' || (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ',
                        1 + ((i::bigint * 104729 + 4242) % 887503681 / (31::bigint ^ k)::bigint % 31)::int, 1), '' order by k desc)
                        from generate_series(0, 5) as k),
           c.id, s.ids[1 + i % array_length(s.ids, 1)], r.ids[1 + i % array_length(r.ids, 1)],
           t.at, t.at + interval '1 hour', t.at, t.at + interval '1 hour', 'bench-' || i, 1,
           case when t.at < now()
                then (array['completed','completed','completed','cancelled','no_show','declined','completed','confirmed'])[1 + (i * 7) % 8]
                else (array['confirmed','confirmed','pending','cancelled','confirmed','declined','pending'])[1 + (i * 3) % 7] end,
           4500 + (i % 5) * 1000, (select currency from business_settings),
           (array['online','online','online','staff','quote'])[1 + i % 5], c.id,
           t.at - (1 + i % 30) * interval '1 day', t.at - (i % 30) * interval '1 day'
      from generate_series(1, ${bookingCount}::int) as i
      cross join (select array_agg(id order by name) as ids from services) as s
      cross join (select array_agg(id order by name) as ids from resources) as r
      cross join lateral (select date_trunc('hour', now()) - interval '240 days'
                                 + (i / array_length(r.ids, 1)) * interval '7 hours' as at) as t
      cross join lateral (select 'bench-user-' || (1 + (i * 7919) % ${peopleCount}) as id) as c`)
  const staff = sql`(select array_agg(id order by id) from users where role in ('operator', 'admin'))`
  await database.db.execute(sql`
    insert into audit_log (at, actor_id, action, entity, entity_id, data)
    select b.created_at, b.customer_id, 'booking.created', 'booking', b.id::text,
           jsonb_build_object('reference', b.reference, 'source', b.source, 'status', 'pending')
      from bookings b
    union all
    select least(b.created_at + interval '1 day', now()),
           case when b.status = 'cancelled' then b.customer_id
                else st.ids[1 + abs(hashtext(b.id::text)) % array_length(st.ids, 1)] end,
           'booking.' || case b.status when 'confirmed' then 'confirm' when 'declined' then 'decline'
                          when 'cancelled' then 'cancel' else 'confirm' end,
           'booking', b.id::text, jsonb_build_object('reference', b.reference)
      from bookings b, (select ${staff} as ids) as st
     where b.status <> 'pending'
    union all
    select b.end_at, st.ids[1 + abs(hashtext(b.id::text)) % array_length(st.ids, 1)],
           'booking.' || case b.status when 'no_show' then 'no-show' else 'complete' end,
           'booking', b.id::text, jsonb_build_object('reference', b.reference)
      from bookings b, (select ${staff} as ids) as st
     where b.status in ('completed', 'no_show')
    union all
    select u.created_at + interval '2 days', (select id from users where email = 'bench0@example.test'),
           case when u.banned then 'user.banned' else 'user.role_changed' end, 'user', u.id,
           case when u.banned then jsonb_build_object('reason', u.ban_reason)
                else jsonb_build_object('from', 'customer', 'to', u.role) end
      from users u where u.banned or u.role = 'operator'`)
  const fillMs = Math.round(performance.now() - started)
  // PostgreSQL's autovacuum would analyse tables this size soon after; PGlite has none.
  await database.db.execute(sql`vacuum analyze`)
  const [counts] = await rowsOf<Record<string, number>>(
    database,
    sql`select (select count(*)::int from bookings) as bookings,
               (select count(*)::int from users) as people,
               (select count(*)::int from audit_log) as audit`,
  )
  return { fillMs, ...counts }
}

/** What the cases ask about: real ids, a real reference, a month of the audit log. */
async function pick(database: Database) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(database, query))[0] as T
  const service = await one<{ id: string }>(
    sql`select service_id as id from bookings group by 1 order by count(*) desc limit 1`,
  )
  const resource = await one<{ id: string }>(
    sql`select resource_id as id from bookings group by 1 order by count(*) desc limit 1`,
  )
  const booking = await one<{ reference: string; email: string }>(
    sql`select reference, u.email from bookings b join users u on u.id = b.customer_id
         where u.id like 'bench-user-%' order by start_at desc offset 4000 limit 1`,
  )
  const operator = await one<{ id: string }>(
    sql`select actor_id as id from audit_log a join users u on u.id = a.actor_id
         where u.role = 'operator' group by 1 order by count(*) desc limit 1`,
  )
  return {
    service: service.id,
    resource: resource.id,
    reference: booking.reference,
    // The address without its last digit and domain: maria.silva123@… → maria.silva12
    emailFragment: booking.email.replace(/\d@.*$/, ''),
    operator: operator.id,
  }
}

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

async function timeCase(base: string, cookie: string, path: string) {
  const once = async () => {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const res = await fetch(`${base}${path}`, { headers: { cookie } })
    const body = await res.text()
    const ms = performance.now() - started
    const used = process.cpuUsage(cpu)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`)
    return { ms, cpuMs: (used.user + used.system) / 1000, body }
  }
  for (let i = 0; i < warmup; i++) await once()
  const times: number[] = []
  const cpuTimes: number[] = []
  let last = ''
  for (let i = 0; i < runs; i++) {
    const { ms, cpuMs, body } = await once()
    times.push(ms)
    cpuTimes.push(cpuMs)
    last = body
  }
  return {
    p50: round(percentile(times, 50), 1),
    p95: round(percentile(times, 95), 1),
    p99: round(percentile(times, 99), 1),
    max: round(Math.max(...times), 1),
    cpuP50: round(percentile(cpuTimes, 50), 1),
    cpuP95: round(percentile(cpuTimes, 95), 1),
    answer: sizeOf(last),
  }
}

type Logged = { query: string; params: unknown[] }

/**
 * The statements one request of the case runs (drizzle's logger, switched on for that request),
 * leaving out the session and settings look-ups every request makes, each with its plan.
 */
async function plansOf(database: Database, request: () => Promise<unknown>) {
  const session = (database.db as unknown as { session: { logger: unknown } }).session
  const logged: Logged[] = []
  const before = session.logger
  session.logger = {
    logQuery: (query: string, params: unknown[]) => logged.push({ query, params }),
  }
  try {
    await request()
  } finally {
    session.logger = before
  }
  const plans: { query: string; plan: string }[] = []
  for (const { query, params } of logged) {
    if (/"sessions"|"business_settings"|"rate_limits"/.test(query)) continue
    // The statement again with the same parameters: $n splits it into text and values.
    const parts = query.split(/\$(\d+)/)
    const chunks = parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`,
    )
    const rows = await rowsOf<Record<string, string>>(
      database,
      sql`explain (analyze, buffers, costs off) ${sql.join(chunks)}`,
    )
    plans.push({ query, plan: rows.map((row) => Object.values(row)[0]).join('\n') })
  }
  return plans
}

/** The plan's lines that say how each table was read. */
const accessLines = (plan: string) =>
  plan
    .split('\n')
    .filter((line) => /Scan|Execution Time/.test(line))
    .map((line) => line.trim().replace(/^->\s*/, ''))

/** What one answer held, to show the case asked for something: rows, and how many matched. */
function sizeOf(body: string) {
  if (!body.startsWith('{')) return `${body.split('\r\n').length - 2} CSV rows`
  const json = JSON.parse(body) as Record<string, unknown>
  const list = Object.values(json).find(Array.isArray) as unknown[] | undefined
  return `${list?.length ?? 0} rows${typeof json.total === 'number' ? ` of ${json.total}` : ''}`
}

async function benchOne(kind: 'pglite' | 'postgres') {
  return withDatabase({ kind, max: 10 }, async (database) => {
    await prepare(database)
    const filled = await fill(database)
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
        results[c.name] = await timeCase(base, cookie[c.cookie], c.path)
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
