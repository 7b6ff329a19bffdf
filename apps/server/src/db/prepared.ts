import type { Db, Tx } from './client.ts'

/** What drizzle's `.prepare(name)` answers, as far as `preparedStatement` needs it. */
interface DrizzlePrepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
}

type TransactionRunner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>

/** The databases whose transactions each run on a connection of their own (`transaction`). */
const runners = new WeakMap<Db, TransactionRunner>()
/** A transaction's connection, as a database of its own: a prepared query on it joins `tx`. */
const connectionOf = new WeakMap<Tx, Db>()

/**
 * Makes `transaction(db, …)` run on one of the pool's connections through `connection`, a Drizzle
 * database over that connection alone (kept for as long as the connection lives). A prepared
 * query built on it runs on the transaction's connection, inside the transaction, so
 * `preparedStatement` builds it once per connection rather than once per transaction.
 */
export function transactionsOnConnections(
  db: Db,
  checkout: () => Promise<{ connection: Db; release(): void }>,
) {
  runners.set(db, async (work) => {
    const { connection, release } = await checkout()
    try {
      return await connection.transaction((tx) => {
        connectionOf.set(tx, connection)
        return work(tx)
      })
    } finally {
      release()
    }
  })
}

/**
 * `db.transaction(work)`; on PostgreSQL on a connection whose prepared queries are built already
 * (`transactionsOnConnections`). The embedded database is one connection, and its transaction
 * holds it: its prepared queries are built on the transaction.
 */
export function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const run = runners.get(db)
  return run ? run(work) : db.transaction(work)
}

/**
 * A statement built with drizzle's `.prepare(name)` and run by name on whichever database or
 * transaction is passed. Drizzle binds a prepared query to the session it was built on, so the
 * database's is built once per process, a transaction's from `transaction` once per connection,
 * and any other transaction's once per transaction. On PostgreSQL node-postgres sends it by name,
 * and each connection parses and plans it once; the embedded database's driver runs it as an
 * unnamed statement.
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
    const session = connectionOf.get(db as Tx) ?? db
    let prepared = built.get(session)
    if (!prepared) {
      prepared = build(session).prepare(name)
      built.set(session, prepared)
    }
    return prepared.execute(values)
  }
}
