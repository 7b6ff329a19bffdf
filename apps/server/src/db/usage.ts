import type {
  PGlite,
  PGliteOptions,
  QueryOptions,
  Results,
  Transaction,
} from '@electric-sql/pglite'
import pg from 'pg'

/** How busy the database's connections are and how long its statements take (for /metrics). */
export interface DatabaseUsage {
  /** The connections there may be, are open, of which idle, and the calls waiting for one. */
  connections(): { max: number; open: number; idle: number; waiting: number }
  /** Hands each statement's time in seconds to `listener`, until the answer is called. */
  onStatement(listener: (seconds: number) => void): () => void
}

/** Whoever listens to statement times; `since(started)` tells them of one begun at `started`. */
export function statementTimes() {
  const listeners = new Set<(seconds: number) => void>()
  return {
    listen(listener: (seconds: number) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** `started` is a `performance.now()`: durations, not the time of day (decision 034). */
    since(started: number) {
      if (listeners.size === 0) return
      const seconds = (performance.now() - started) / 1000
      for (const listener of listeners) listener(seconds)
    },
  }
}
export type StatementTimes = ReturnType<typeof statementTimes>

/**
 * node-postgres's client, timing each statement: the pool makes its connections with it through
 * its documented `Client` option. The call goes to node-postgres's own `query` unchanged; only
 * its answer (a promise, or the callback the pool passes) is watched. A call answered otherwise
 * (a submittable, such as a cursor; Reserva has none) is not timed.
 */
export const timedPgClient = (times: StatementTimes) =>
  class TimedClient extends pg.Client {
    override query(...args: unknown[]): never {
      const started = performance.now()
      const last = args.length - 1
      const callback = args[last]
      if (typeof callback === 'function') {
        args[last] = (...answer: unknown[]) => {
          times.since(started)
          return callback(...answer)
        }
      }
      const result: unknown = Reflect.apply(super.query, this, args)
      if (result instanceof Promise) {
        const done = () => times.since(started)
        result.then(done, done)
      }
      return result as never
    }
  }

/** A PGlite transaction whose statements are timed; everything goes to `tx` itself. */
const timedTransaction = (tx: Transaction, times: StatementTimes): Transaction => ({
  async query(query, params, options) {
    const started = performance.now()
    try {
      return await tx.query(query, params, options)
    } finally {
      times.since(started)
    }
  },
  sql: (strings, ...params) => tx.sql(strings, ...params),
  exec: (query, options) => tx.exec(query, options),
  rollback: () => tx.rollback(),
  listen: (channel, callback) => tx.listen(channel, callback),
  get closed() {
    return tx.closed
  },
})

/**
 * PGlite, timing each statement Drizzle's pglite driver gives it (its `query`, on the database or
 * on a transaction) and counting the calls under way: PGlite is one connection, busy while a
 * statement or a transaction runs, and the others wait. Made with `new` and `waitReady`, as
 * PGlite documents besides `create`. A class over the PGlite class given, which the server loads
 * only when it opens an embedded database (db/client.ts `loadPglite`).
 */
export function timedPGliteClass(Base: typeof PGlite) {
  return class TimedPGlite extends Base {
    readonly #times: StatementTimes
    #underWay = 0

    constructor(dataDir: string, options: PGliteOptions, times: StatementTimes) {
      super(dataDir, options)
      this.#times = times
    }

    /** Statements and transactions begun and not yet answered: one runs, the rest wait. */
    get underWay() {
      return this.#underWay
    }

    override async query<T>(
      query: string,
      params?: unknown[],
      options?: QueryOptions,
    ): Promise<Results<T>> {
      const started = performance.now()
      this.#underWay++
      try {
        return await super.query<T>(query, params, options)
      } finally {
        this.#underWay--
        this.#times.since(started)
      }
    }

    override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      this.#underWay++
      try {
        return await super.transaction((tx) => callback(timedTransaction(tx, this.#times)))
      } finally {
        this.#underWay--
      }
    }
  }
}

export type TimedPGlite = InstanceType<ReturnType<typeof timedPGliteClass>>
