import { type Logger, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rawRows } from '../db/raw-rows.ts'

const listeners = new Set<(query: string) => void>()

/** Drizzle's query log for test databases (`createTestDatabase`): hands each statement on. */
export const statementLogger: Logger = {
  logQuery(query) {
    for (const listener of listeners) listener(query)
  },
}

/** The text of each statement any test database sends from now on, until `stop` is called. */
export function recordStatements() {
  const statements: string[] = []
  const listener = (query: string) => statements.push(query)
  listeners.add(listener)
  return {
    statements: () => [...statements],
    stop: () => listeners.delete(listener),
  }
}

/**
 * On PostgreSQL, the text of every statement prepared (sent by name) on any of the pool's
 * connections: all of them are taken at once, and each reads its own `pg_prepared_statements`.
 */
export async function preparedOnEveryConnection(database: Database): Promise<Set<string>> {
  const { max } = database.usage.connections()
  const texts = new Set<string>()
  let arrived = 0
  let allHeld = () => {}
  const held = new Promise<void>((resolve) => {
    allHeld = resolve
  })
  await Promise.all(
    Array.from({ length: max }, () =>
      database.db.transaction(async (tx) => {
        const rows = await rawRows<{ statement: string }>(
          tx,
          sql`select statement from pg_prepared_statements`,
        )
        for (const { statement } of rows) texts.add(statement)
        arrived += 1
        if (arrived === max) allHeld()
        // Held until every connection is: none is read twice, and none is left out.
        await held
      }),
    ),
  )
  return texts
}
