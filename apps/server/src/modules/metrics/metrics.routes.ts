import crypto from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { isLoopbackRequest } from '../../lib/client-address.ts'
import { notFound } from '../../lib/errors.ts'
import type { AppEnv } from '../../lib/http.ts'
import type { Metrics } from './metrics.service.ts'

/** Outside /api: not part of the API, nor of its document. */
export const metricsPath = '/metrics'

/** The label of a request no route answered: the path itself would make a series per URL. */
export const unmatchedRoute = 'unmatched'

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The pattern of the route that answered (`/api/v1/bookings/:id`), never the URL. A 404 from a
 * catch-all (`/api/*`, the web app's `*`, or no route at all) is `unmatched`.
 */
function routeLabel(c: Context, status: number): string {
  const route = matchedRoutes(c)[c.req.routeIndex]
  if (!route) return unmatchedRoute
  if (status === 404 && route.path.endsWith('*')) return unmatchedRoute
  return route.path
}

/**
 * Times every answer by method, route pattern and status. The app's first middleware, so that
 * refusals by the middleware after it (origin, size, keys) and errors count too.
 */
export function measureRequests(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const end = metrics.timeRequest()
    await next()
    const status = c.res.status
    end({
      method: knownMethods.has(c.req.method) ? c.req.method : 'other',
      route: routeLabel(c, status),
      status: String(status),
    })
  }
}

/** Equal strings, compared in a time that does not tell how much of them matched. */
function sameSecret(given: string, expected: string) {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest()
  return crypto.timingSafeEqual(digest(given), digest(expected))
}

/** The token of `Authorization: Bearer <token>`, if the request has one. */
const bearerToken = (c: Context) =>
  c.req.header('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]

/**
 * GET /metrics in Prometheus's text format, for this machine or a caller with METRICS_TOKEN
 * (decision 039); anyone else is answered as if there were no such path.
 */
export function metricsRoute({
  metrics,
  trustProxy,
}: {
  metrics: Metrics
  trustProxy: boolean
}): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const given = bearerToken(c)
    const allowed =
      given !== undefined && metrics.token !== undefined
        ? sameSecret(given, metrics.token)
        : metrics.access === 'local' && isLoopbackRequest(c, { trustProxy })
    if (!allowed) throw notFound()
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    })
  }
}
