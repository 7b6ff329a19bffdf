import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { KnownValues } from './schema-arbitrary.ts'

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * Every table of ours, schema-qualified and quoted, but the migrations' bookkeeping and the rate
 * limiters' counters: a refused attempt counts against its sender on purpose (holds, sign-ups).
 */
export async function allTables(db: Db) {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'drizzle%'
          and tablename <> 'rate_limits'
        order by 1`,
  )
  return rows.map((r) => r.name)
}

/** The number of rows of each table, read in one statement. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const parts = tables.map(
    (t) => `select '${t.replace(/'/g, "''")}' as t, count(*)::int as n from ${t}`,
  )
  const rows = await rowsOf<{ t: string; n: number }>(db, sql.raw(parts.join(' union all ')))
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]))
}

/** What exists now, by pool, for the generators to pick from (a few of each). */
export async function knownValues(db: Db, extra: KnownValues = {}): Promise<KnownValues> {
  const pools: Record<string, ReturnType<typeof sql>> = {
    services: sql`select id::text as v from services`,
    resources: sql`select id::text as v from resources`,
    users: sql`select id as v from users limit 10`,
    bookings: sql`select id::text as v from bookings order by created_at desc limit 10`,
    references: sql`select reference as v from bookings order by created_at desc limit 10`,
    quotes: sql`select id::text as v from quotes order by created_at desc limit 10`,
    holds: sql`select id::text as v from holds limit 10`,
    attachments: sql`select id::text as v from quote_attachments limit 10`,
    timeOff: sql`select id::text as v from time_off limit 10`,
    buckets: sql`select id as v from storage_buckets`,
    objects: sql`select name as v from storage_objects order by created_at desc limit 10`,
  }
  const known: Record<string, readonly string[]> = { ...extra }
  for (const [pool, query] of Object.entries(pools)) {
    known[pool] = (await rowsOf<{ v: string }>(db, query)).map((r) => r.v)
  }
  known.folders = [...new Set((known.objects ?? []).map((name) => name.split('/')[0] ?? ''))]
  return known
}
