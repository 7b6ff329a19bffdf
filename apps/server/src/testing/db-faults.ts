import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

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
