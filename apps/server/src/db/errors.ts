import { commonError, invalidRequest } from '../lib/errors.ts'

/**
 * The SQLSTATE of a database error, wherever it sits: node-postgres and PGlite put it on the
 * error as `code`; Drizzle wraps theirs in a DrizzleQueryError whose `cause` is the original.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * SQLSTATE class 22, "data exception": the database refused a value (22021 a byte sequence it
 * cannot store such as NUL, 22P05 an unsupported Unicode escape in jsonb, 22007/22008 a bad or
 * out-of-range date, 22003 a number out of range, 22001 a string too long…). The value came from
 * the request, so the answer is a 400; the schemas in packages/shared are meant to refuse such
 * values first, so reaching this means one of them is missing a bound.
 */
export function isDataException(error: unknown): boolean {
  const state = sqlState(error)
  if (!state) return false
  // 23502 a NULL where a value is needed, 23514 a CHECK (a length, a role) refused: also a value
  // from the request that nothing stopped before the database did.
  return state.startsWith('22') || state === '23502' || state === '23514'
}

/** The 400 a data exception becomes: never a 500 for bad input. */
export const dataExceptionError = () => invalidRequest()

/**
 * SQLSTATEs that say the database is not there to answer, rather than that a statement is wrong:
 * class 08 (connection exception), 57P01–57P03 (shut down, crashed, not accepting connections
 * yet), 53300 (too many connections), 3D000 (no such database: renamed or dropped away), and
 * 42P01 / 3F000 (no such table or schema: a database recreated empty, or never migrated; every
 * table the code names is made by the migrations, which tests run on both databases).
 */
const unavailableStates = /^(08...|57P0[123]|53300|3D000|42P01|3F000)$/
/** Node's errors for a server that cannot be reached at all. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
])
/**
 * What node-postgres and PGlite say, without a code, when there is no connection to use: a
 * connection that dropped or timed out, a pool or a PGlite that was closed.
 */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/

/**
 * Whether `error` (or what it wraps) says the database cannot be reached or is not the one
 * the server was migrated on: then the answer is 503 with Retry-After, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (unavailableStates.test(code) || unreachableCodes.has(code)))
      return true
    if (typeof message === 'string' && unavailableMessages.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5

/** 503 `service_unavailable`, with `retryAfter` for the Retry-After header. */
export const databaseUnavailableError = () =>
  commonError('service_unavailable', 'The database does not answer. Please try again shortly.', {
    retryAfter: databaseRetryAfterSeconds,
  })

/**
 * The constraint refusals the code answers on purpose (PostgreSQL's appendix A). A statement that
 * trips one is an answer, not a bug: the caller turns it into its own error (409 slot taken…).
 */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505'
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503'
export const isCheckViolation = (error: unknown) => sqlState(error) === '23514'
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01'

/**
 * PostgreSQL aborted the transaction to break a deadlock (40P01) or a serialization failure
 * (40001): running it again is the cure.
 */
export function isLockConflict(error: unknown) {
  const state = sqlState(error)
  return state === '40P01' || state === '40001'
}

/**
 * Runs `transaction` again when PostgreSQL aborted it to break a lock conflict. Two transactions
 * inserting overlapping rows at once can each end up waiting for the other inside an exclusion
 * constraint's check (it looks for conflicts after writing its own index entry), and the database
 * then kills one of them, after `deadlock_timeout` (1 s). Holds and bookings take advisory locks
 * first so that this does not happen (`lockAll`, `lockBookingTime`); this is the net beneath them.
 * The retry sees the winner's committed row and answers as usual (409 slot taken). After
 * `attempts` tries, `exhausted()` is thrown: a clean 409, never a 500.
 */
export async function retryOnLockConflict<T>(
  transaction: () => Promise<T>,
  { attempts = 4, exhausted }: { attempts?: number; exhausted: () => Error },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction()
    } catch (error) {
      if (!isLockConflict(error)) throw error
      if (attempt >= attempts) throw exhausted()
      // A little random wait, so the two that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}
