import { sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../db/client.ts'
import { clientAddress } from './client-address.ts'
import type { Clock } from './clock.ts'
import { rateLimited } from './errors.ts'

/**
 * A fixed-window counter in the rate_limits table (shared with Better Auth's limiter, under keys
 * of our own), so every server process on one database counts together. One statement: the
 * increment and the check cannot race.
 */
export async function consumeRateLimit(
  db: Db,
  {
    key,
    windowSeconds,
    max,
    now,
  }: { key: string; windowSeconds: number; max: number; now: number },
): Promise<{ allowed: boolean; retryAfter: number }> {
  const windowMs = windowSeconds * 1000
  const result = (await db.execute(sql`
    insert into rate_limits (id, key, count, last_request)
    values (gen_random_uuid()::text, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count, last_request
  `)) as unknown as { rows: { count: number; last_request: string | number }[] }
  const row = result.rows[0]
  const count = Number(row?.count ?? 1)
  const windowStart = Number(row?.last_request ?? now)
  return {
    allowed: count <= max,
    retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  }
}

/** 429 `rate_limited` with a Retry-After once `max` requests from one address arrive in a window. */
export function rateLimit({
  db,
  name,
  windowSeconds,
  max,
  trustProxy,
  clock,
}: {
  db: Db
  clock: Clock
  name: string
  windowSeconds: number
  max: number
  trustProxy: boolean
}): MiddlewareHandler {
  return async (c, next) => {
    const { allowed, retryAfter } = await consumeRateLimit(db, {
      key: `reserva:${name}:${clientAddress(c, { trustProxy })}`,
      windowSeconds,
      max,
      now: clock.now().getTime(),
    })
    if (!allowed) {
      c.header('Retry-After', String(retryAfter))
      throw rateLimited(retryAfter)
    }
    await next()
  }
}

/**
 * How long a counter row can matter: the longest window any limiter uses is 12 hours (fresh holds
 * of one time: six hold lengths of at most 120 minutes); Better Auth's are minutes. A row untouched
 * for longer counts nothing: the next request would start a new window anyway.
 */
export const rateLimitRowLifetimeMs = 86_400_000

/**
 * Deletes up to `limit` counters untouched for `rateLimitRowLifetimeMs` (a scheduled job), rows
 * another transaction is counting on skipped. Answers how many went.
 */
export async function deleteStaleRateLimits(
  db: Db,
  { now, limit = 1000 }: { now: number; limit?: number },
) {
  const result = (await db.execute(sql`
    delete from rate_limits where id in (
      select id from rate_limits where last_request < ${now - rateLimitRowLifetimeMs}
      limit ${limit} for update skip locked
    )
    returning id
  `)) as unknown as { rows: unknown[] }
  return result.rows.length
}
