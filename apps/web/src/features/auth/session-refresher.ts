import { isApiError } from '@/lib/api-client.ts'

// The seed's auto-refresh, kept for the access JWT (DESIGN §4; research seed-semantics A.2):
// check every 30 s, refresh when 90 s or less remain, retry failures that asking again may fix
// with a backoff from 200 ms doubling, only while a retry still starts within 30 s of the first
// try, and never sign out unless the server says the session is gone.

/** How often the token's expiry is checked. */
export const REFRESH_TICK_MS = 30_000
/** A token with this much time left, or less, is refreshed. */
export const REFRESH_MARGIN_MS = 90_000
/** The first retry waits this long; each later one twice as long as the one before. */
export const RETRY_BASE_MS = 200

/**
 * A failure that asking again may fix: no answer at all, too many requests (429), or a server or
 * gateway that could not answer (5xx).
 */
export const isRetryableError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500)

/** The server's word that the session is gone (401): the only failure that ends it. */
export const endsSession = (error: unknown): boolean => isApiError(error) && error.status === 401

/**
 * How long a 429 asks to be left alone, in ms (its Retry-After, which the server repeats in the
 * error's `details.retryAfter`, in seconds); 0 for any other failure or when it does not say.
 */
export function retryAfterMs(error: unknown): number {
  if (!isApiError(error) || error.status !== 429) return 0
  const details = error.details
  const seconds =
    typeof details === 'object' && details !== null && 'retryAfter' in details
      ? details.retryAfter
      : undefined
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 0
}

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

/** How a round of tries ended: with the answer, with the last failure, or stopped (null). */
export type RetryOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown } | null

/**
 * Calls `attempt` until it answers. A failure that asking again may fix is tried again after 200,
 * 400, 800 … ms (at least as long as a 429 asks), while the next try still starts within one tick
 * of the first; any other failure ends the round at once. `stopped` is asked after every wait and
 * answer: once true, the round ends with null and its answer is dropped.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { now = Date.now, stopped = () => false }: { now?: () => number; stopped?: () => boolean } = {},
): Promise<RetryOutcome<T>> {
  const startedAt = now()
  let wait = 0
  for (let tries = 0; ; tries++) {
    if (tries > 0) await new Promise<void>((resolve) => setTimeout(resolve, wait))
    if (stopped()) return null
    try {
      const value = await attempt()
      return stopped() ? null : { ok: true, value }
    } catch (error) {
      if (stopped()) return null
      if (!isRetryableError(error)) return { ok: false, error }
      wait = Math.max(RETRY_BASE_MS * 2 ** tries, retryAfterMs(error))
      if (now() + wait - startedAt >= REFRESH_TICK_MS) return { ok: false, error }
    }
  }
}

/** The Web Locks API (`navigator.locks`), as far as the refresher uses it. */
export type Locks = Pick<LockManager, 'request'>

/** The lock a tab holds while it refreshes the token for every tab. */
export const REFRESH_LOCK = 'reserva.auth.refresh'

type RefresherOptions = {
  /** Asks the server for a new token (GET /api/auth/token); throws an ApiError on failure. */
  fetchToken: () => Promise<string>
  onRefreshed: (token: AccessToken) => void
  /** The server said the session is gone (401): the caller signs out. */
  onSessionEnded: (error: unknown) => void
  now?: () => number
  /**
   * Shared by this browser's tabs of the app: a refresh holds the lock `REFRESH_LOCK` while it
   * asks, so that the tabs whose ticks fire together ask the server once, and the others take the
   * token it got (the caller passes it on to them, and they to `adopt`). Null: each tab asks for
   * itself.
   */
  locks?: Locks | null
}

export type SessionRefresher = ReturnType<typeof createSessionRefresher>

/**
 * Keeps an access token fresh while started. Concurrent refreshes share one request. After
 * retryable failures run out, the current token (if any) is kept and the next tick tries again.
 */
export function createSessionRefresher({
  fetchToken,
  onRefreshed,
  onSessionEnded,
  now = Date.now,
  locks = null,
}: RefresherOptions) {
  let current: AccessToken | null = null
  let ticker: ReturnType<typeof setInterval> | undefined
  let inFlight: Promise<AccessToken | null> | null = null
  // Bumped by stop(): a refresh that started before must not report into a stopped refresher.
  let generation = 0
  // Aborted by stop(): a refresh still waiting for the lock gives up waiting.
  let waiting = new AbortController()
  // Set when a round's retries ran out: until the next tick, a check (the tab shown again) does
  // not start another round against a server that has just failed a whole round.
  let resting = false
  // A 429 asked to be left alone until then: ticks and checks do not ask before it.
  let quietUntil = 0

  const needsRefresh = () => current === null || current.expiresAt - now() <= REFRESH_MARGIN_MS

  async function refreshWithRetries(run: number): Promise<AccessToken | null> {
    const outcome = await withRetries(
      async () => {
        const token = await fetchToken()
        return { token, expiresAt: jwtExpiresAt(token) }
      },
      { now, stopped: () => run !== generation },
    )
    if (!outcome) return null
    if (outcome.ok) {
      current = outcome.value
      resting = false
      onRefreshed(current)
      return current
    }
    const { error } = outcome
    if (endsSession(error)) {
      stop()
      onSessionEnded(error)
      return null
    }
    // The session stands, with the token it has (if any); the next tick asks again.
    resting = true
    quietUntil = now() + retryAfterMs(error)
    if (!isRetryableError(error)) console.warn('The access token could not be refreshed', error)
    return null
  }

  /**
   * One round under the tabs' lock. `tick`: skipped when another tab holds it (that tab's token
   * comes as a message); `need`: waits for it, then asks only if no fresh token came meanwhile;
   * `force`: waits for it and asks in any case.
   */
  async function lockedRound(run: number, kind: 'tick' | 'need' | 'force') {
    const round = () =>
      kind !== 'force' && !needsRefresh() ? Promise.resolve(current) : refreshWithRetries(run)
    if (!locks) return round()
    if (kind === 'tick') {
      return locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
        lock ? round() : current,
      )
    }
    try {
      return await locks.request(REFRESH_LOCK, { signal: waiting.signal }, round)
    } catch (error) {
      if (run !== generation) return null
      throw error
    }
  }

  /** Refreshes now, or joins the refresh already under way. */
  function refresh(kind: 'tick' | 'need' | 'force' = 'force'): Promise<AccessToken | null> {
    if (!inFlight) {
      const run = generation
      inFlight = lockedRound(run, kind).finally(() => {
        if (run === generation) inFlight = null
      })
    }
    return inFlight
  }

  function tick() {
    if (ticker === undefined || now() < quietUntil || !needsRefresh()) return
    resting = false
    void refresh('tick')
  }

  function stop() {
    generation++
    inFlight = null
    waiting.abort()
    waiting = new AbortController()
    if (ticker !== undefined) clearInterval(ticker)
    ticker = undefined
  }

  return {
    /** Starts ticking; checks at once (next turn of the event loop) and then every tick. */
    start(initial: AccessToken | null = null) {
      stop()
      current = initial
      resting = false
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
    /**
     * Checks now, e.g. when the tab becomes visible again; not while a round that failed rests
     * until the next tick.
     */
    check() {
      if (!resting) tick()
    },
    /** Fetches a new token now (waiting for another tab's refresh to end first). */
    refresh: () => refresh('force'),
    /** Takes a token another tab fetched, so this one does not ask for its own. */
    adopt(token: AccessToken) {
      if (current === null || token.expiresAt > current.expiresAt) current = token
    },
    /** A token with more than the margin left, refreshing first if needed; null if none can be had. */
    async getToken(): Promise<string | null> {
      if (!needsRefresh() && current) return current.token
      return (await refresh('need'))?.token ?? null
    },
    get current() {
      return current
    },
    get running() {
      return ticker !== undefined
    },
  }
}
