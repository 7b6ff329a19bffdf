import type { Db, Tx } from './client.ts'

/** What drizzle's `.prepare(name)` answers, as far as `preparedStatement` needs it. */
interface DrizzlePrepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
}

/**
 * A statement built with drizzle's `.prepare(name)` and run by name on whichever database or
 * transaction is passed. Drizzle binds a prepared query to the session it was built on, so the
 * database's is built once per process, and a transaction's once per transaction. On PostgreSQL
 * node-postgres sends it by name, and each connection parses and plans it once; the embedded
 * database's driver runs it as an unnamed statement.
 *
 * `build` must use `sql.placeholder` for everything that varies per call. The named statement
 * needs a connection pooler in session mode, or one that supports prepared statements.
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Db | Tx) => { prepare(name: string): DrizzlePrepared<Result> },
) {
  const built = new WeakMap<Db | Tx, DrizzlePrepared<Result>>()
  return (db: Db | Tx, values: Record<string, unknown>): Promise<Result> => {
    let prepared = built.get(db)
    if (!prepared) {
      prepared = build(db).prepare(name)
      built.set(db, prepared)
    }
    return prepared.execute(values)
  }
}
