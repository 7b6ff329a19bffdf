/** What one process's live sockets may each hold and do (realtime.hub.ts). */
export interface RealtimeLimits {
  maxMessageBytes: number
  maxSocketsPerUser: number
  maxMessagesPerSecond: number
  authTimeoutMs: number
  /** Bytes waiting to be sent on one socket beyond which it is closed (`too_slow`). */
  maxBufferedBytes: number
  /** A public change (availability) reaches a socket at most once per key in this many ms. */
  coalesceMs: number
  /**
   * Sockets from one address that have not authenticated yet; one more is closed at once
   * (`too_many_sockets`). Each holds memory for up to `authTimeoutMs` without proving anything.
   */
  maxUnauthenticatedPerAddress: number
  /**
   * Every socket's access is read again this often, besides when Better Auth says a user's
   * access changed: the net beneath a notice that was lost (a LISTEN connection that dropped).
   */
  recheckIntervalMs: number
}

/**
 * The server's own limits (decision 013). A browser tab opens one socket and authenticates it within
 * milliseconds, so 20 sockets waiting for `auth` from one address leave room for an office behind
 * one NAT reconnecting at once (the refused retry after 1–2 s), not for thousands held 5 s each.
 * A minute between full re-checks bounds how long a lost access notice can go unnoticed, at two
 * statements per 500 sockets. 256 KiB is some 2,500 change messages: minutes of the
 * most a socket is sent once public changes are coalesced, while a client whose pings go
 * unanswered gives its socket up after 35 s. 500 ms keeps a slot picker within half a second of
 * the database and bounds what one socket hears of availability to two notices a second per
 * resource, whatever the rate of writes.
 */
export const serverRealtimeLimits = {
  maxBufferedBytes: 256 * 1024,
  coalesceMs: 500,
  maxUnauthenticatedPerAddress: 20,
  recheckIntervalMs: 60_000,
} as const
/** A socket closed for not reading has this long to take its close frame before it is cut. */
export const slowCloseGraceMs = 2000
