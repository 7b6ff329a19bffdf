import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

type TableCounts = { name: string; vacuum: boolean; analyze: boolean }

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has no background processes and so no
 * autovacuum: each table of the app's schema that changed enough since it was last analyzed
 * (more than 50 rows and a tenth of it, autovacuum's defaults) is analyzed, and one with enough
 * dead rows (50 and a fifth) is vacuumed as well. Without it the planner's figures stay those of
 * the first minutes, when every table was nearly empty, and a named statement keeps the plan it
 * chose then, which slows every booking as the tables grow. Answers what it did.
 */
export async function maintainTables(db: Db): Promise<{ analyzed: string[]; vacuumed: string[] }> {
  // This session's counts are sent to the statistics only now and then; the next idle moment.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const { rows } = (await db.execute(sql`
    select relname as name,
           n_dead_tup > 50 + 0.2 * n_live_tup as vacuum,
           n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
      from pg_stat_user_tables
     where schemaname = 'public'
     order by relname`)) as unknown as { rows: TableCounts[] }
  const analyzed: string[] = []
  const vacuumed: string[] = []
  for (const table of rows) {
    if (table.vacuum) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`)
      vacuumed.push(table.name)
      analyzed.push(table.name)
    } else if (table.analyze) {
      await db.execute(sql`analyze ${sql.identifier(table.name)}`)
      analyzed.push(table.name)
    }
  }
  return { analyzed, vacuumed }
}
