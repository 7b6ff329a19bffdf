import type { Db, Tx } from './client.ts'

/** What drizzle's `.prepare(name)` answers, as far as `preparedStatement` needs it. */
interface DrizzlePrepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
}

/**
 * The parts of a prepared query that do not depend on the connection: its text, its parameters
 * (placeholders among them), and how its rows are mapped. Drizzle's node-postgres driver, which
 * runs both databases (decision 019), keeps them under these names (drizzle-orm 0.45:
 * `NodePgPreparedQuery`); `preparedStatement` checks that they are there.
 */
interface Template {
  queryString: string
  params: unknown[]
  fields: unknown
  customResultMapper: unknown
  joinsNotNullableMap: unknown
  _isResponseInArrayMode: boolean
}

type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): { joinsNotNullableMap?: unknown; execute(values?: Record<string, unknown>): Promise<unknown> }
}

/**
 * A statement built by drizzle once per process and run, by name, on whichever database or
 * transaction is passed (issue #11 item 4). `db.select(…).prepare(name)` alone binds the statement
 * to the pool: it cannot run inside a transaction, and building it for each transaction costs the
 * query builder's time again, which was a quarter of the server's CPU in a booking. Here the text
 * and the row mapping are kept, and each call makes drizzle's light prepared-query object on the
 * session of `db` (a transaction's connection, or the pool), which sends the statement by name:
 * the database parses and plans it once per connection (PGlite has one, decision 019).
 *
 * `build` must use `sql.placeholder` for everything that varies per call. The named statement
 * needs a connection pooler in session mode, or one that supports prepared statements
 * (bench/RESULTS.md, the slots section of 02:02).
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Db) => { prepare(name: string): DrizzlePrepared<Result> },
) {
  let template: Template | undefined
  return (db: Db | Tx, values: Record<string, unknown>): Promise<Result> => {
    if (!template) {
      const built = build(db as Db).prepare(name) as unknown as Template
      if (typeof built.queryString !== 'string' || !Array.isArray(built.params)) {
        throw new Error(`drizzle's prepared query changed shape: ${name} cannot be reused`)
      }
      template = built
    }
    const session = (db as unknown as { _: { session: Session } })._.session
    const query = session.prepareQuery(
      { sql: template.queryString, params: template.params },
      template.fields,
      name,
      template._isResponseInArrayMode,
      template.customResultMapper,
    )
    query.joinsNotNullableMap = template.joinsNotNullableMap
    return query.execute(values) as Promise<Result>
  }
}
