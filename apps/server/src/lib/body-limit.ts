import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { matchedRoutes } from 'hono/route'
import { commonError } from './errors.ts'

/** What any JSON request may carry; the largest real one (a quote request) is a few kB. */
export const jsonBodyLimit = 1024 * 1024

const inWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} kB`

/**
 * Refuses a body over `maxSize` with 413 `request.too_large` before anything reads it: a
 * declared Content-Length over the limit is refused from the header, a body without one is
 * counted as it arrives and cut at the limit. It runs before routing answers, so before the
 * session is looked up or the JSON parsed.
 *
 * `routesWithOwnLimit` names routes, as they are declared (`POST /api/v1/quotes/:id/attachments`),
 * that read a file and set their own, larger limit: the route that will answer is known here
 * (Hono has matched it), so `POST /object/sign/…` is not mistaken for the upload route it
 * resembles.
 */
export function requestBodyLimit({
  maxSize,
  routesWithOwnLimit,
}: {
  maxSize: number
  routesWithOwnLimit: string[]
}): MiddlewareHandler {
  const own = new Set(routesWithOwnLimit)
  const tooLarge = () =>
    commonError(
      'request.too_large',
      `The request body is larger than this server takes (${inWords(maxSize)}).`,
    )
  const counted = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge()
    },
  })
  return async (c, next) => {
    // Middleware is registered for ALL methods; the first route with a method is the handler.
    const route = matchedRoutes(c).find((r) => r.method !== 'ALL')
    if (route && own.has(`${route.method} ${route.path}`)) return next()
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    // A declared length is the body's length (Node's parser reads exactly that many bytes), so it
    // is judged from the header, without touching the body: Hono's `bodyLimit` reads
    // `c.req.raw.body` first, which turns @hono/node-server's light request into a full one with
    // a web stream over the socket: a booking's JSON is then read through that stream too.
    const declared = c.req.header('content-length')
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(declared, 10) > maxSize) throw tooLarge()
      return next()
    }
    // A body without a declared length (chunked) is counted as it arrives and cut at the limit.
    return counted(c, next)
  }
}
