import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import type { Database } from '../apps/server/src/db/client.ts'
import { users } from '../apps/server/src/modules/auth/auth.table.ts'
import { blockOverlaps, bookings } from '../apps/server/src/modules/bookings/bookings.table.ts'
import { countViolations } from '../apps/server/src/testing/integrity-checks.ts'
import { percentile, round } from './bench-run.ts'
import type { LoadJob, LoadResult } from './booking-load.ts'
import { type BenchIds, publicUrl } from './bookings.setup.ts'

// The parts of the bookings benchmark (bookings.bench.ts): (a) slots, (b) load and its ceiling,
// (c) the race, and the final check for collisions.

const run = promisify(execFile)

/** How long each load run lasts, and with how many connections. */
export interface LoadOptions {
  seconds: number
  connections: number
}

export { percentile, round } from './bench-run.ts'

/** (a)'s request: the slot list of the bench hour for the 31 days from two days ahead. */
export function slotsWindow(ids: BenchIds) {
  const today = Date.now()
  const from = new Date(today + 2 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(today + 32 * 86_400_000).toISOString().slice(0, 10)
  return {
    from,
    to,
    url: `${publicUrl}/api/v1/services/${ids.slotServiceId}/slots?from=${from}&to=${to}`,
  }
}

/** (a) Server time of the slots route for 31 days over 5 resources, with 200 bookings in place. */
export async function slotsBench(
  ids: BenchIds,
  app: { request: (u: string, i?: RequestInit) => Response | Promise<Response> },
  cookie: string,
) {
  const { url } = slotsWindow(ids)
  // 200 bookings spread over the month, through the API.
  const first = (await (await app.request(url)).json()) as { slots: { start: string }[] }
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
    const res = await app.request(url)
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
export async function ceiling(
  database: Database,
  ids: BenchIds,
  startAt: number,
  { seconds, connections }: LoadOptions,
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
                               and ${blockOverlaps(bookings, start, new Date(start.getTime() + 5 * 60_000))}`)
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
export async function freeStarts(base: string, serviceId: string, fromDay: number, days: number) {
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
export async function bookingLoad(
  base: string,
  cookies: string[],
  ids: BenchIds,
  starts: string[],
  { seconds, connections }: LoadOptions,
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

/** PostgreSQL's count of deadlocks it broke in this database (its statistics lag up to a second). */
async function deadlocks(database: Database) {
  // PGlite is one connection: nothing can wait for anything else.
  if (database.kind !== 'postgres') return 0
  const result = (await database.db.execute(
    sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { n: number }[] }
  return result.rows[0]?.n ?? 0
}

export async function race(
  database: Database,
  base: string,
  cookies: string[],
  ids: BenchIds,
  starts: string[],
  rounds = 20,
) {
  const winners: number[] = []
  const durations: number[] = []
  /** The slowest single request of the race: which round, how long, what it answered. */
  let slowest = { round: -1, ms: 0, status: 0 }
  const deadlocksBefore = await deadlocks(database)
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
        }).then((res) => {
          const ms = performance.now() - started
          if (ms > slowest.ms) slowest = { round: r, ms: round(ms, 0), status: res.status }
          return res.status
        }),
      ),
    )
    durations.push(performance.now() - started)
    winners.push(answers.filter((s) => s === 201).length)
    if (answers.some((s) => s !== 201 && s !== 409))
      throw new Error(`unexpected statuses ${answers}`)
  }
  // PostgreSQL publishes its statistics within a second.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const deadlocksAfter = await deadlocks(database)
  return {
    rounds,
    requestsPerRound: 50,
    winnersPerRound: [...new Set(winners)],
    roundMedianMs: round(percentile(durations, 50), 0),
    roundP95Ms: round(percentile(durations, 95), 0),
    // The slowest round too: a p95 of 20 rounds can hide one round that stalls far longer than
    // the others.
    roundMaxMs: round(Math.max(...durations), 0),
    slowestRequest: slowest,
    // Each one cost a `deadlock_timeout` (1 s by default) and a retry (`retryOnLockConflict`).
    deadlocks: deadlocksAfter - deadlocksBefore,
  }
}

/** Overlapping active bookings of one resource: none, while the exclusion constraint stands. */
export const collisions = (database: Database) =>
  countViolations(database.db, 'no two active bookings overlap on a resource')
