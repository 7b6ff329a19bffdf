import type pg from 'pg'

/** What drizzle sends to open a transaction (drizzle-orm 0.45, `NodePgSession.transaction`). */
const BEGIN = 'begin'

type QueryConfig = { text?: unknown; name?: unknown }

function isBegin(config: unknown, values: unknown): boolean {
  if (typeof config !== 'object' || config === null) return false
  const { text, name } = config as QueryConfig
  return (
    text === BEGIN && !name && (values === undefined || (Array.isArray(values) && !values.length))
  )
}

const noop = () => {}

/**
 * Sends a transaction's BEGIN in the same write as its first statement, instead of waiting for
 * its answer first (issue #11 item 4, docs/decisions/022); and generally, every query made in one
 * turn of the event loop in one write (a write at commit, `writeAtCommit`, goes with the COMMIT).
 * On this machine a write to PostgreSQL's socket costs the server more CPU than anything else in a
 * booking (bench/RESULTS.md). PGlite's pool uses it too: its connection (`PgliteConnection`) is
 * corked as a socket is, and each write is then one call into PGlite (docs/decisions/030).
 *
 * `client` must be in node-postgres's pipeline mode (`pipeline: true`), which sends a query at once
 * rather than after the previous one's answer. The socket is corked from a turn's first query
 * until the next turn. BEGIN is answered as done at once; its real answer comes first, in order:
 * should it fail (the connection is gone), the statement that went with it fails with that error,
 * and the transaction ends there.
 */
export function pipelineBegin(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown> | undefined
  const socket = (client as unknown as { connection: { stream: NodeJS.WritableStream } }).connection
    .stream as unknown as { cork(): void; uncork(): void }
  let corked = false
  const uncork = () => {
    corked = false
    socket.uncork()
  }
  let begun: Promise<unknown> | undefined
  client.query = ((...args: unknown[]) => {
    if (!corked) {
      corked = true
      socket.cork()
      setImmediate(uncork)
    }
    const [config, values, callback] = args
    if (callback === undefined && typeof values !== 'function' && isBegin(config, values)) {
      const answer = send(config, values) as Promise<pg.QueryResult>
      answer.catch(noop)
      begun = answer
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] })
    }
    const before = begun
    begun = undefined
    const result = send(...args)
    if (!before || !result) return result
    return Promise.all([before, result]).then(([, answer]) => answer)
  }) as typeof client.query
}
