import type { Logger } from 'drizzle-orm'

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
