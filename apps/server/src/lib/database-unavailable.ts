import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/client.ts'
import { databaseRetryAfterSeconds, databaseUnavailableError } from '../db/errors.ts'
import type { Logger } from './logger.ts'

/** How long the check after a failed answer waits for the database. */
const pingTimeoutMs = 1000

/**
 * Every answer passes here: a 5xx given while the database cannot be read becomes 503
 * `service_unavailable` with Retry-After, in the common error shape. `onError` classifies what it
 * is thrown (`isDatabaseUnavailable`); this is for the answers no error of ours reaches, chiefly
 * Better Auth's, which catches a failed query itself and answers 500 (at /api/auth/get-session,
 * with a code that would read as "no session"). A failed answer costs one read of a table;
 * answers that did not fail cost nothing.
 */
export function databaseUnavailable({
  database,
  logger,
}: {
  database: Pick<Database, 'ping'>
  logger: Logger
}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.status < 500 || c.res.status === 503) return
    if (await database.ping(pingTimeoutMs)) return
    ;(c.var.log ?? logger).warn(
      { method: c.req.method, path: c.req.path, status: c.res.status },
      'the database does not answer: 503 instead',
    )
    const error = databaseUnavailableError()
    // A fresh answer, not one derived from the failed one: none of its headers belong here.
    c.res = undefined
    c.res = c.json(
      { error: { code: error.code, message: error.message, details: error.details } },
      503,
      { 'Retry-After': String(databaseRetryAfterSeconds), 'Cache-Control': 'no-store' },
    )
  }
}
