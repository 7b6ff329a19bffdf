import { isApiError } from '@/lib/api-client.ts'

// The seed's auto-refresh, kept for the access JWT (DESIGN §4; research seed-semantics A.2):
// check every 30 s, refresh when 90 s or less remain, retry network failures and 502/503/504
// with a backoff from 200 ms doubling, only while a retry still starts within 30 s of the first
// try, and never sign out because the network failed.

/** How often the token's expiry is checked. */
export const REFRESH_TICK_MS = 30_000
/** A token with this much time left, or less, is refreshed. */
export const REFRESH_MARGIN_MS = 90_000
/** The first retry waits this long; each later one twice as long as the one before. */
export const RETRY_BASE_MS = 200

const RETRYABLE_STATUSES = [502, 503, 504]

/** A failure that asking again may fix: no answer at all, or a gateway that could not get one. */
export const isRetryableError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 0 || RETRYABLE_STATUSES.includes(error.status))

/** The expiry (ms since the epoch) in a JWT's payload; the client does not verify the token. */
export function jwtExpiresAt(token: string): number {
  const payload = token.split('.')[1]
  if (!payload) throw new Error('Not a JWT')
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const { exp } = JSON.parse(atob(padded)) as { exp?: unknown }
  if (typeof exp !== 'number') throw new Error('The JWT has no exp')
  return exp * 1000
}

export type AccessToken = { token: string; expiresAt: number }

type RefresherOptions = {
  /** Asks the server for a new token (GET /api/auth/token); throws an ApiError on failure. */
  fetchToken: () => Promise<string>
  onRefreshed: (token: AccessToken) => void
  /** A failure that retrying cannot fix (the session is gone): the caller signs out. */
  onFatal: (error: unknown) => void
  now?: () => number
}

export type SessionRefresher = ReturnType<typeof createSessionRefresher>

/**
 * Keeps an access token fresh while started. Concurrent refreshes share one request. After
 * retryable failures run out, the current token (if any) is kept and the next tick tries again.
 */
export function createSessionRefresher({
  fetchToken,
  onRefreshed,
  onFatal,
  now = Date.now,
}: RefresherOptions) {
  let current: AccessToken | null = null
  let ticker: ReturnType<typeof setInterval> | undefined
  let inFlight: Promise<AccessToken | null> | null = null
  // Bumped by stop(): a refresh that started before must not report into a stopped refresher.
  let generation = 0

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

  const needsRefresh = () => current === null || current.expiresAt - now() <= REFRESH_MARGIN_MS

  async function refreshWithRetries(run: number): Promise<AccessToken | null> {
    const startedAt = now()
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(RETRY_BASE_MS * 2 ** (attempt - 1))
      if (run !== generation) return null
      try {
        const token = await fetchToken()
        if (run !== generation) return null
        current = { token, expiresAt: jwtExpiresAt(token) }
        onRefreshed(current)
        return current
      } catch (error) {
        if (run !== generation) return null
        if (!isRetryableError(error)) {
          stop()
          onFatal(error)
          return null
        }
        const nextWait = RETRY_BASE_MS * 2 ** attempt
        // Retry only if the next try still starts within one tick of the first.
        if (now() + nextWait - startedAt >= REFRESH_TICK_MS) return null
      }
    }
  }

  /** Refreshes now, or joins the refresh already under way. */
  function refresh(): Promise<AccessToken | null> {
    if (!inFlight) {
      const run = generation
      inFlight = refreshWithRetries(run).finally(() => {
        if (run === generation) inFlight = null
      })
    }
    return inFlight
  }

  function tick() {
    if (ticker !== undefined && needsRefresh()) void refresh()
  }

  function stop() {
    generation++
    inFlight = null
    if (ticker !== undefined) clearInterval(ticker)
    ticker = undefined
  }

  return {
    /** Starts ticking; checks at once (next turn of the event loop) and then every tick. */
    start(initial: AccessToken | null = null) {
      stop()
      current = initial
      ticker = setInterval(tick, REFRESH_TICK_MS)
      setTimeout(tick, 0)
    },
    stop() {
      stop()
      current = null
    },
    /**
     * Stops ticking, keeping the token, and waits for a refresh already sent to come back (its
     * answer is dropped): after it no token request of this refresher is on the wire.
     */
    async halt() {
      const pending = inFlight
      stop()
      await pending?.catch(() => null)
    },
    /** Checks now, e.g. when the tab becomes visible again. */
    check: tick,
    refresh,
    /** Takes a token another tab fetched, so this one does not ask for its own. */
    adopt(token: AccessToken) {
      if (current === null || token.expiresAt > current.expiresAt) current = token
    },
    /** A token with more than the margin left, refreshing first if needed; null if none can be had. */
    async getToken(): Promise<string | null> {
      if (!needsRefresh() && current) return current.token
      return (await refresh())?.token ?? null
    },
    get current() {
      return current
    },
    get running() {
      return ticker !== undefined
    },
  }
}
