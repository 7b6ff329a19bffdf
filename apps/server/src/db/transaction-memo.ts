import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client.ts'

/**
 * Rows a transaction has already read or written, kept for later steps of the same transaction so
 * that they need not ask the database again (a booking's mail is written from the row its insert
 * returned and the settings its re-check read). Only a transaction remembers: outside one every
 * read goes to the database. Whoever changes a remembered row in the transaction forgets it there.
 */
export function transactionMemo<T>() {
  const held = new WeakMap<Tx, Map<string, T>>()
  const isTx = (db: Db | Tx): db is Tx => db instanceof PgTransaction
  return {
    get: (db: Db | Tx, key: string) => (isTx(db) ? held.get(db)?.get(key) : undefined),
    set(db: Db | Tx, key: string, value: T) {
      if (!isTx(db)) return
      const rows = held.get(db) ?? new Map<string, T>()
      rows.set(key, value)
      held.set(db, rows)
    },
    forget: (db: Db | Tx, key: string) => {
      if (isTx(db)) held.get(db)?.delete(key)
    },
  }
}
