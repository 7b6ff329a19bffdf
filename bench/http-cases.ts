// Timing API requests the way a bench's cases need it (lists.bench.ts, scaling.bench.ts): wall
// and CPU time per request, what the answer held, and the plans of the statements a request ran.

import { sql } from 'drizzle-orm'
import type { Database } from '../apps/server/src/db/client.ts'
import { percentile, round } from './bookings.measures.ts'

type Rows<T> = { rows: T[] }
export const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows

/**
 * `runs` timed GETs of `path` (after `warmup` untimed ones) with the session `cookie`: wall time
 * and this process's CPU time (the server runs in it) at p50/p95/p99, and the last answer's size.
 */
export async function timeCase(
  base: string,
  cookie: string,
  path: string,
  { runs, warmup }: { runs: number; warmup: number },
) {
  // The first request after a long pause (a table filled meanwhile) may find its kept-alive
  // connection closed by the server: that one is sent again, untimed.
  await fetch(`${base}${path}`, { headers: { cookie } })
    .catch(() => fetch(`${base}${path}`, { headers: { cookie } }))
    .then((res) => res.arrayBuffer())
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
export async function plansOf(database: Database, request: () => Promise<unknown>) {
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
export const accessLines = (plan: string) =>
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
