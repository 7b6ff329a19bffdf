import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { rateLimited } from '../../lib/errors.ts'
import { consumeRateLimit } from '../../lib/rate-limit.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { scopeFor } from './api-key-scopes.ts'
import { invalidApiKey, outOfScope } from './api-keys.errors.ts'
import { markUsed } from './api-keys.repository.ts'
import { apiKeyOf, usableApiKey } from './api-keys.service.ts'

/** How many requests one key may make in a window (per key, over every server process). */
export interface ApiKeyRateLimit {
  max: number
  windowSeconds: number
}
export const defaultApiKeyRateLimit: ApiKeyRateLimit = { max: 300, windowSeconds: 60 }

/**
 * Who acts for a request made with a key (read by `currentUser`): its maker, an admin, on a route
 * within its scopes; nobody (a visitor) on a public route.
 */
export interface ApiKeyCaller {
  keyId: string
  user: { id: string; email: string; name: string; role: 'admin' } | null
}

const callers = new WeakMap<Context, ApiKeyCaller>()

/** The key a request was made with, once `apiKeyAuth` accepted it. */
export const apiKeyCallerOf = (c: Context) => callers.get(c)

/**
 * The route a request reached: the first matched route of its method (or of every method) that is
 * not middleware (`app.use`'s paths end in `*`).
 */
function routeOf(c: Context) {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
  return matchedRoutes(c).find(
    (route) => (route.method === method || route.method === 'ALL') && !route.path.endsWith('*'),
  )?.path
}

/**
 * `Authorization: Bearer rsv_…` on `/api/v1`: the key is looked up by its hash on every request
 * (revoking takes effect at once), counted against its rate limit, held to the route's scope
 * (api-key-scopes.ts), and each request it makes is written to the audit log with the key that
 * made it. The request then acts as the key's maker, an admin; any session cookie that came along
 * is ignored, so a cookie and a key never add up to more than the key.
 */
export function apiKeyAuth({
  db,
  clock,
  rateLimit = defaultApiKeyRateLimit,
}: {
  db: Db
  clock: Clock
  rateLimit?: ApiKeyRateLimit | undefined
}): MiddlewareHandler {
  return async (c, next) => {
    const secret = apiKeyOf(c.req.header('authorization'))
    if (secret === undefined) return next()
    const now = clock.now()
    const key = await usableApiKey(db, { secret, now })
    if (!key) throw invalidApiKey()
    const { allowed, retryAfter } = await consumeRateLimit(db, {
      key: `reserva:api-key:${key.id}`,
      windowSeconds: rateLimit.windowSeconds,
      max: rateLimit.max,
      now: now.getTime(),
    })
    if (!allowed) throw rateLimited(retryAfter)
    const used = (status: number) =>
      writeAudit(db, {
        actorId: key.owner.id,
        action: 'api_key.used',
        entity: 'api_key',
        entityId: key.id,
        data: {
          name: key.name,
          prefix: key.prefix,
          method: c.req.method,
          path: c.req.path,
          status,
        },
      })
    const path = routeOf(c)
    // A path no route serves answers its 404 as for a visitor.
    const needed = path === undefined ? 'public' : scopeFor(c.req.method, path)
    if (needed === null || (needed !== 'public' && !key.scopes.includes(needed))) {
      await used(403)
      throw outOfScope(needed)
    }
    const user =
      needed === 'public' ? null : Object.freeze({ ...key.owner, role: 'admin' as const })
    callers.set(c, { keyId: key.id, user })
    await next()
    await used(c.res.status)
    await markUsed(db, key.id, now)
  }
}

/** Better Auth's routes take no API key: a key neither signs in nor reaches account routes. */
export const refuseApiKeys: MiddlewareHandler = async (c, next) => {
  if (apiKeyOf(c.req.header('authorization')) !== undefined) throw outOfScope(null)
  await next()
}
