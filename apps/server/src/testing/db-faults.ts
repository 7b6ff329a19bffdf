import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { inject } from 'vitest'
import type { Database, Db } from '../db/client.ts'
import { withAdmin } from './postgres-admin.ts'

/**
 * Makes the next `times` inserts into `table` fail the way PostgreSQL fails a transaction it
 * aborts to break a deadlock (40P01) or a serialization conflict (40001), on either database.
 * A real deadlock needs two sessions in just the wrong order; this one is certain. A sequence
 * counts the attempts, since it does not roll back with the failed transaction.
 */
export async function failNextInserts(
  db: Db,
  { table, times, code }: { table: 'holds' | 'bookings'; times: number; code: '40P01' | '40001' },
) {
  const name = `test_fault_${crypto.randomBytes(4).toString('hex')}`
  await db.execute(sql.raw(`create sequence ${name}`))
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if nextval('${name}') <= ${times} then
          raise exception 'injected by a test' using errcode = '${code}';
        end if;
        return new;
      end $$`),
  )
  await db.execute(
    sql.raw(`create trigger ${name} before insert on ${table}
      for each row execute function ${name}()`),
  )
  return {
    /** How many inserts the trigger has seen (failed or let through). */
    async attempts() {
      const result = (await db.execute(
        sql.raw(`select case when is_called then last_value else 0 end as n from ${name}`),
      )) as unknown as { rows: { n: number | string }[] }
      return Number(result.rows[0]?.n ?? 0)
    },
    async remove() {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`))
      await db.execute(sql.raw(`drop function ${name}()`))
      await db.execute(sql.raw(`drop sequence ${name}`))
    },
  }
}

/**
 * Takes the test app's database away as an outage would: PGlite is closed; PostgreSQL's
 * database is renamed away (its connections cut first), so that every new connection is refused
 * (3D000). `restore()` brings PostgreSQL's back under its name; a closed PGlite stays closed.
 */
export async function takeDatabaseAway(database: Database): Promise<{ restore(): Promise<void> }> {
  if (database.kind === 'pglite' || !database.url) {
    await database.close()
    return { restore: async () => {} }
  }
  const { adminUrl } = inject('postgresTemplate')
  const name = new URL(database.url).pathname.slice(1)
  const away = `${name}_away`
  const cutAndRename = (from: string, to: string) =>
    withAdmin(adminUrl, async (c) => {
      await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [from],
      )
      await c.query(`alter database ${from} rename to ${to}`)
    })
  await cutAndRename(name, away)
  return { restore: () => cutAndRename(away, name) }
}

/** Empties the database as if it had been dropped and made again: no tables, no migrations. */
export async function emptyDatabase(db: Db) {
  await db.execute(sql.raw('drop schema drizzle cascade'))
  await db.execute(sql.raw('drop schema public cascade'))
  await db.execute(sql.raw('create schema public'))
}
