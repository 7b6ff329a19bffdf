import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from './client.ts'

/** The rows of a raw statement: both drivers answer `execute` with `{ rows }`. */
export const rawRows = async <T>(db: Db | Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows
