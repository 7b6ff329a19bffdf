import type { OpenAPIHono } from '@hono/zod-openapi'
import type { ErrorBody } from '@reserva/shared'
import { isAPIError } from 'better-auth/api'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  databaseUnavailableError,
  dataExceptionError,
  isDatabaseUnavailable,
  isDataException,
  sqlState,
} from './db/errors.ts'
import { AppError } from './lib/errors.ts'
import type { AppEnv } from './lib/http.ts'
import type { Logger } from './lib/logger.ts'
import { toOurErrorShape } from './modules/auth/auth.routes.ts'
import { storageBasePath } from './modules/storage/storage.service.ts'

/** An error as every route answers it: `{ error: { code, message, details? } }`. */
export function errorJson(c: Context, status: number, body: ErrorBody['error']) {
  // The storage API answers as Supabase's storage does, for storage-js: `statusCode` and
  // `message` at the top as well. No top-level `code`: storage-js's `exists` takes a 404
  // without one for "not there", and the stable code stays where every client reads it.
  if (c.req.path.startsWith(`${storageBasePath}/`)) {
    return c.json(
      { statusCode: String(status), error: body, message: body.message },
      status as ContentfulStatusCode,
    )
  }
  return c.json({ error: body }, status as ContentfulStatusCode)
}

/**
 * What the app answers for a path nothing serves and for anything a route throws: our errors with
 * their status and code, the database's refusals as 503 or 400, Better Auth's and Hono's in our
 * shape, anything else as a logged 500 that says nothing of its cause.
 */
export function answerErrors(app: OpenAPIHono<AppEnv>, logger: Logger) {
  app.notFound((c) => errorJson(c, 404, { code: 'not_found', message: 'Not found' }))

  app.onError((thrown, c) => {
    let error = thrown
    if (isDatabaseUnavailable(thrown)) {
      ;(c.var.log ?? logger).warn(
        { sqlState: sqlState(thrown), err: thrown, method: c.req.method, route: c.req.routePath },
        'the database does not answer',
      )
      error = databaseUnavailableError()
    } else if (isDataException(thrown)) {
      // The last line of defence: a schema let through a value the database refuses.
      ;(c.var.log ?? logger).warn(
        { sqlState: sqlState(thrown), method: c.req.method, route: c.req.routePath },
        'database refused a value from the request; a schema is missing a bound',
      )
      error = dataExceptionError()
    }
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter
      if ((error.status === 429 || error.status === 503) && typeof retryAfter === 'number')
        c.header('Retry-After', String(retryAfter))
      return errorJson(c, error.status, {
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      })
    }
    if (isAPIError(error)) {
      // Better Auth refusing a call our own route made for someone (e.g. a weak password).
      return toOurErrorShape(
        new Response(JSON.stringify(error.body ?? {}), {
          status: error.statusCode,
          headers: { 'content-type': 'application/json' },
        }),
      )
    }
    if (error instanceof HTTPException) {
      // Hono's own (e.g. a malformed JSON body): keep the status, give it our shape.
      const status = error.status
      const code =
        status === 413
          ? 'request.too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'bad_request'
      const fallback = status === 413 ? 'The request body is too large.' : 'Bad request'
      if (status < 500) return errorJson(c, status, { code, message: error.message || fallback })
    }
    ;(c.var.log ?? logger).error({ err: error }, 'unhandled error')
    return errorJson(c, 500, {
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    })
  })
}
