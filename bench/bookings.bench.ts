// Booking benchmarks (issue #4 item 7), on the embedded database and on PostgreSQL:
//   (a) GET /services/:id/slots for 31 days × 5 resources × 15-minute steps: server time
//   (b) POST /bookings under autocannon, against the same transaction as plain SQL (the ceiling)
//   (c) the race: rounds of 50 simultaneous requests for one last slot
// Run: npx tsx bench/bookings.bench.ts [--seconds 10] [--connections 10]
// PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and
// drop a database of its own.

import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { pino } from 'pino'
import { createApp } from '../apps/server/src/app.ts'
import { prepareDatabase } from '../apps/server/src/bootstrap.ts'
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts'
import { createEventBus } from '../apps/server/src/lib/domain-events.ts'
import { createLocalDriver } from '../apps/server/src/lib/storage/index.ts'
import { users } from '../apps/server/src/modules/auth/auth.table.ts'
import { createAuth, publicAuthSettings } from '../apps/server/src/modules/auth/auth.ts'
import {
  resources,
  serviceResources,
  services,
  workingHours,
} from '../apps/server/src/modules/catalogue/catalogue.table.ts'
import { businessSettings } from '../apps/server/src/modules/settings/settings.table.ts'
import { createStorageService } from '../apps/server/src/modules/storage/storage.service.ts'
import { startServer } from '../apps/server/src/server.ts'
import type { LoadJob, LoadResult } from './booking-load.ts'

const run = promisify(execFile)

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
const logger = pino({ level: 'silent' })
const publicUrl = 'http://127.0.0.1'

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d

async function withDatabase<T>(kind: 'pglite' | 'postgres', work: (db: Database) => Promise<T>) {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-'))
    const db = await openPglite({ dataDir: dir })
    try {
      return await work(db)
    } finally {
      await db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!admin) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL')
  const name = `reserva_bench_${crypto.randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  const db = await openPostgres({ url: url.toString(), max: 20 })
  try {
    return await work(db)
  } finally {
    await db.close()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
}

/** The demo business plus a bench service: 5-minute slots, every day, all day, 5 resources. */
async function prepare(database: Database) {
  await prepareDatabase({ database, demo: true, logger })
  const db = database.db
  await db.update(businessSettings).set({ minNoticeMinutes: 0, horizonDays: 400 })
  const rs = await db
    .insert(resources)
    .values(
      Array.from({ length: 5 }, (_, i) => ({ name: `Bench ${i + 1}`, kind: 'staff' as const })),
    )
    .returning({ id: resources.id })
  const hours = rs.flatMap((r) =>
    Array.from({ length: 7 }, (_, d) => [
      { resourceId: r.id, weekday: d + 1, startTime: '08:00', endTime: '12:00' },
      { resourceId: r.id, weekday: d + 1, startTime: '13:00', endTime: '18:00' },
    ]).flat(),
  )
  await db.insert(workingHours).values(hours)
  const [slotService] = await db
    .insert(services)
    .values({
      name: 'Bench hour',
      durationMinutes: 60,
      bufferAfterMinutes: 10,
      slotStepMinutes: 15,
      priceMinor: 1000,
    })
    .returning({ id: services.id })
  const [tiny] = await db
    .insert(services)
    .values({ name: 'Bench five', durationMinutes: 5, slotStepMinutes: 5, priceMinor: 100 })
    .returning({ id: services.id })
  const [only] = rs
  if (!slotService || !tiny || !only) throw new Error('bench setup failed')
  await db
    .insert(serviceResources)
    .values(rs.map((r) => ({ serviceId: slotService.id, resourceId: r.id })))
  await db.insert(serviceResources).values({ serviceId: tiny.id, resourceId: only.id })
  return { slotServiceId: slotService.id, tinyServiceId: tiny.id, tinyResourceId: only.id }
}

async function startApp(database: Database) {
  const auth = createAuth({
    db: database.db,
    logger,
    config: {
      publicUrl,
      trustedOrigins: [publicUrl],
      secret: 'bench-secret-bench-secret-bench-secret-00',
      businessName: 'Bench',
      passwordPolicy: { minLength: 8, requiredClasses: [] },
      adminEmails: [],
      rateLimit: false,
    },
    onMailQueued: () => {},
  })
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-storage-'))
  const app = createApp({
    events: createEventBus({ logger }),
    storage: createStorageService({
      db: database.db,
      driver: createLocalDriver({ root: storageDir }),
      signingSecret: 'bench-secret-bench-secret-bench-secret-00',
      publicUrl,
      maxFileSize: 1024 * 1024,
    }),
    database,
    auth,
    authSettings: publicAuthSettings({
      publicUrl,
      trustedOrigins: [publicUrl],
      secret: '',
      businessName: '',
      passwordPolicy: { minLength: 8, requiredClasses: [] },
      adminEmails: [],
      rateLimit: false,
    }),
    logger,
    publicUrl,
    trustedOrigins: [publicUrl],
    onMailQueued: () => {},
  })
  const server = await startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', logger })
  const base = `http://127.0.0.1:${server.port}`
  const cookies: string[] = []
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({
        email: `bench${i}@example.test`,
        password: 'bench-password-1',
        name: `Bench ${i}`,
      }),
    })
    cookies.push(
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    )
  }
  return { app, server, base, cookies }
}

/** (a) Server time of the slots route for 31 days over 5 resources, with 200 bookings in place. */
async function slotsBench(
  ids: Awaited<ReturnType<typeof prepare>>,
  app: { request: (u: string, i?: RequestInit) => Response | Promise<Response> },
  cookie: string,
) {
  const today = new Date()
  const from = new Date(today.getTime() + 2 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(today.getTime() + 32 * 86_400_000).toISOString().slice(0, 10)
  // 200 bookings spread over the month, through the API.
  const first = (await (
    await app.request(
      `${publicUrl}/api/v1/services/${ids.slotServiceId}/slots?from=${from}&to=${to}`,
    )
  ).json()) as { slots: { start: string }[] }
  const pick = first.slots
    .filter((_, i) => i % Math.max(1, Math.floor(first.slots.length / 200)) === 0)
    .slice(0, 200)
  for (const slot of pick) {
    await app.request(`${publicUrl}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ serviceId: ids.slotServiceId, start: slot.start }),
    })
  }
  const times: number[] = []
  let count = 0
  for (let i = 0; i < 230; i++) {
    const started = performance.now()
    const res = await app.request(
      `${publicUrl}/api/v1/services/${ids.slotServiceId}/slots?from=${from}&to=${to}`,
    )
    const body = (await res.json()) as { slots: unknown[] }
    if (i >= 30) times.push(performance.now() - started)
    count = body.slots.length
  }
  return {
    slots: count,
    bookingsInRange: pick.length,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    runs: times.length,
  }
}

/** The booking transaction as plain SQL: the ceiling for (b). */
async function ceiling(
  database: Database,
  ids: Awaited<ReturnType<typeof prepare>>,
  startAt: number,
) {
  const [customer] = await database.db.select({ id: users.id }).from(users).limit(1)
  let next = startAt
  const latencies: number[] = []
  let done = 0
  const deadline = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = new Date(next)
      next += 5 * 60_000
      const started = performance.now()
      const id = crypto.randomUUID()
      await database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select timezone, min_notice_minutes, horizon_days, currency, require_confirmation from business_settings where id = 1`,
        )
        await tx.execute(sql`select * from services where id = ${ids.tinyServiceId}`)
        await tx.execute(sql`select 1 from bookings where resource_id = ${ids.tinyResourceId} and status in ('pending','confirmed')
                               and block_start < ${new Date(start.getTime() + 5 * 60_000)} and block_end > ${start}`)
        await tx.execute(sql`insert into bookings (id, reference, customer_id, service_id, resource_id, start_at, end_at, block_start, block_end,
                               share_key, seats, status, price_minor, currency, source, created_by)
                             values (${id}, ${`RSV-${crypto.randomBytes(5).toString('hex').toUpperCase()}`}, ${customer?.id}, ${ids.tinyServiceId}, ${ids.tinyResourceId},
                               ${start}, ${new Date(start.getTime() + 5 * 60_000)}, ${start}, ${new Date(start.getTime() + 5 * 60_000)},
                               ${id}, 1, 'confirmed', 100, 'GBP', 'online', ${customer?.id})`)
        await tx.execute(
          sql`insert into audit_log (actor_id, action, entity, entity_id) values (${customer?.id}, 'booking.created', 'booking', ${id})`,
        )
        await tx.execute(
          sql`insert into outbox (kind, "to", subject, text) values ('booking_confirmed', 'bench@example.test', 'Booked', 'Booked')`,
        )
      })
      latencies.push(performance.now() - started)
      done++
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  return {
    rps: round(done / seconds, 0),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    transactions: done,
  }
}

/** Free 5-minute starts of the tiny service, `days` days from `fromDay` days ahead. */
async function freeStarts(base: string, serviceId: string, fromDay: number, days: number) {
  const starts: string[] = []
  for (let offset = 0; offset < days; offset += 60) {
    const from = new Date(Date.now() + (fromDay + offset) * 86_400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + (fromDay + Math.min(offset + 59, days - 1)) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const url = `${base}/api/v1/services/${serviceId}/slots?from=${from}&to=${to}`
    // A kept-alive connection the server closed while idle (during the ceiling) can reset on
    // reuse: ask again once, on a new one.
    const response = await fetch(url).catch(() => fetch(url))
    const body = (await response.json()) as { slots: { start: string }[] }
    starts.push(...body.slots.map((x) => x.start))
  }
  return starts
}

/**
 * (b) POST /bookings under autocannon; each request a different free slot, so each should succeed.
 * autocannon runs in a child process (booking-load.ts): in this one it would share the server's
 * event loop and take its time.
 */
async function bookingLoad(
  base: string,
  cookies: string[],
  ids: Awaited<ReturnType<typeof prepare>>,
  starts: string[],
  overallRate?: number,
): Promise<LoadResult> {
  const job: LoadJob = {
    url: `${base}/api/v1/bookings`,
    connections,
    seconds,
    overallRate,
    cookies,
    serviceId: ids.tinyServiceId,
    starts,
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-load-')), 'job.json')
  fs.writeFileSync(file, JSON.stringify(job))
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'booking-load.ts'),
    file,
  ])
  fs.rmSync(path.dirname(file), { recursive: true, force: true })
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as LoadResult
}

async function race(
  base: string,
  cookies: string[],
  ids: Awaited<ReturnType<typeof prepare>>,
  starts: string[],
  rounds = 20,
) {
  const winners: number[] = []
  const durations: number[] = []
  for (let r = 0; r < rounds; r++) {
    const start = starts[r]
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${base}/api/v1/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookies[i % cookies.length] as string,
            'idempotency-key': `race-${start}-${i}`,
          },
          body: JSON.stringify({ serviceId: ids.tinyServiceId, start }),
        }).then((res) => res.status),
      ),
    )
    durations.push(performance.now() - started)
    winners.push(answers.filter((s) => s === 201).length)
    if (answers.some((s) => s !== 201 && s !== 409))
      throw new Error(`unexpected statuses ${answers}`)
  }
  return {
    rounds,
    requestsPerRound: 50,
    winnersPerRound: [...new Set(winners)],
    roundMedianMs: round(percentile(durations, 50), 0),
    roundP95Ms: round(percentile(durations, 95), 0),
  }
}

async function collisions(database: Database) {
  const result = (await database.db.execute(sql`
    select count(*)::int as n from bookings a join bookings b
      on a.resource_id = b.resource_id and a.id < b.id and a.share_key <> b.share_key
     and a.status in ('pending','confirmed') and b.status in ('pending','confirmed')
     and tstzrange(a.block_start, a.block_end) && tstzrange(b.block_start, b.block_end)`)) as unknown as {
    rows: { n: number }[]
  }
  return result.rows[0]?.n ?? -1
}

const kinds = (
  [
    'pglite',
    ...((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)
      ? (['postgres'] as const)
      : []),
  ] as const
).filter((kind) => args.databases.split(',').includes(kind))
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  load: os.loadavg().map((l) => round(l, 1)),
  seconds,
  connections,
}
for (const kind of kinds) {
  report[kind] = await withDatabase(kind, async (database) => {
    const ids = await prepare(database)
    const { app, server, base, cookies } = await startApp(database)
    try {
      const day = 86_400_000
      const slots = await slotsBench(ids, app, cookies[0] as string)
      // Separate stretches of free 5-minute slots for each part, so that every request of the
      // load runs could succeed (108 a day on the tiny service's one resource).
      const ceil = await ceiling(database, ids, Math.ceil(Date.now() / day) * day + 360 * day)
      const load = await bookingLoad(
        base,
        cookies,
        ids,
        await freeStarts(base, ids.tinyServiceId, 40, 120),
      )
      const paced = await bookingLoad(
        base,
        cookies,
        ids,
        await freeStarts(base, ids.tinyServiceId, 170, 120),
        Math.max(1, Math.floor(ceil.rps / 2)),
      )
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
