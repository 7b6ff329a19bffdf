import crypto from 'node:crypto'

/**
 * How long this process answers "who is asking" for a session token without asking Better Auth
 * (and the database) again: docs/decisions/014-session-cache.md.
 */
export const sessionCacheMs = 5_000
/** Past this many tokens the oldest are dropped: a memory bound, not a lifetime. */
const maxEntries = 10_000

interface Entry<T> {
  userId: string
  value: T
  until: number
}

/**
 * Sessions looked up in this process, by a hash of the request's credentials (the session cookie
 * or the bearer token), each for at most `ttlMs` and never past the session's own expiry. Whatever
 * may end or change a user's access (sign-out, revoked session, ban, role or user change: Better
 * Auth's hooks, `onAccessChanged`) calls `forget(userId)`, here and, through the realtime NOTIFY,
 * in every other process. A look-up that started before a `forget` is not stored: it may have
 * read the row as it was before the change.
 */
export function createSessionCache<T>({
  ttlMs = sessionCacheMs,
  now = Date.now,
}: {
  ttlMs?: number
  now?: () => number
} = {}) {
  const entries = new Map<string, Entry<T>>()
  let forgets = 0
  return {
    /** A mark to hand back to `set`: which `forget`s had happened when the look-up began. */
    mark: () => forgets,
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.until > now()) return entry.value
      entries.delete(key)
      return undefined
    },
    set(
      key: string,
      mark: number,
      {
        userId,
        value,
        expiresAt,
      }: Omit<Entry<T>, 'until'> & {
        expiresAt: Date
      },
    ) {
      if (mark !== forgets) return
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, { userId, value, until: Math.min(now() + ttlMs, expiresAt.getTime()) })
    },
    /** Forgets `userId`'s sessions; without a user, every session. */
    forget(userId?: string) {
      forgets++
      if (userId === undefined) {
        entries.clear()
        return
      }
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key)
    },
  }
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>

/**
 * The cache key of a request's credentials: a hash of its bearer token and of its session-token
 * cookies (`reserva.session_token`, `__Secure-reserva.session_token`), which are all Better Auth
 * reads to find a session; undefined when it carries neither.
 */
export function credentialsKey(headers: Headers): string | undefined {
  const authorization = headers.get('authorization') ?? ''
  const tokens = (headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.slice(0, pair.indexOf('=')).endsWith('.session_token'))
    .sort()
  if (!authorization && tokens.length === 0) return undefined
  return crypto
    .createHash('sha256')
    .update(`${authorization}\n${tokens.join('; ')}`)
    .digest('base64url')
}
