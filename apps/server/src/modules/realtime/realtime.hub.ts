import {
  type RealtimeChange,
  type RealtimeClosingReason,
  type RealtimeErrorCode,
  type RealtimeServerMessage,
  type RealtimeTopic,
  type Role,
  realtimeClientMessageSchema,
  realtimeCloseCodes,
  realtimeLimits,
  realtimeServerMessageSchema,
  realtimeTiming,
  realtimeTopicSchema,
} from '@reserva/shared'
import { WebSocket, WebSocketServer } from 'ws'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { isStaff } from '../auth/roles.ts'
import { createAddressCap } from './realtime.address-cap.ts'
import { createCoalescer } from './realtime.coalesce.ts'
import { type RealtimeLimits, serverRealtimeLimits, slowCloseGraceMs } from './realtime.limits.ts'
import { type SocketAccess, socketAccess, socketsAccess } from './realtime.repository.ts'
import type { TokenVerifier } from './realtime.tokens.ts'

/** A change as the domain reports it: the customer it concerns decides who may see it. */
export interface Change {
  topic: RealtimeTopic
  event: RealtimeChange['event']
  id: string
  /** The booking's or quote's customer; null for what every signed-in user may see. */
  customerId: string | null
}

interface Client {
  ws: WebSocket
  /** The client's address, as `clientAddress` believes it: unauthenticated sockets are capped by it. */
  address: string
  user?: { id: string; sessionId: string; role: Role; expiresAt: number }
  authTimer?: NodeJS.Timeout
  expiryTimer?: NodeJS.Timeout
  /** Messages in the current one-second window, for the rate cap. */
  window: { startedAt: number; count: number }
  /** Messages are handled one after the other: a `ping` sent right after `auth` waits for it. */
  queue: Promise<void>
}

const allTopics = realtimeTopicSchema.options

/**
 * The sockets of this process (DESIGN §5): authenticates them with the access JWT,
 * keeps each within its caps, closes it when its token expires or its user lost access, and
 * delivers changes to the sockets allowed to see them. How changes reach `deliver` (the bus in
 * one process, LISTEN/NOTIFY across several) is realtime.forwarding.ts's business.
 */
export function createRealtimeHub({
  db,
  verify,
  logger,
  limits: given = {},
  clock,
}: {
  db: Db
  /** Tokens and sessions expire by it. */
  clock: Clock
  verify: TokenVerifier
  logger: Logger
  limits?: Partial<RealtimeLimits>
}) {
  const limits: RealtimeLimits = {
    ...realtimeLimits,
    ...serverRealtimeLimits,
    authTimeoutMs: realtimeTiming.authTimeoutMs,
    ...given,
  }
  // Larger frames are refused by ws itself: it closes the socket with 1009 before reading them.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes })
  const clients = new Map<WebSocket, Client>()
  /** Authenticated sockets by user, oldest first. */
  const byUser = new Map<string, Set<Client>>()
  const unauthenticated = createAddressCap(limits.maxUnauthenticatedPerAddress)

  /** A message, or its JSON already encoded once for many sockets (sent as a text frame). */
  type Outgoing = RealtimeServerMessage | string | Buffer
  const encoded = (message: Outgoing) =>
    typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message)
  const write = (client: Client, message: Outgoing) => {
    if (client.ws.readyState !== WebSocket.OPEN) return
    client.ws.send(encoded(message), { binary: false })
  }
  /**
   * Sends unless the socket already holds `maxBufferedBytes` unsent (its client stopped reading):
   * then it is closed instead, and what waited is dropped with it, so that memory stays bounded.
   */
  const send = (client: Client, message: Outgoing) => {
    if (client.ws.readyState !== WebSocket.OPEN) return
    const text = encoded(message)
    if (client.ws.bufferedAmount + text.length <= limits.maxBufferedBytes)
      return write(client, text)
    logger.warn(
      { userId: client.user?.id, bufferedBytes: client.ws.bufferedAmount },
      'realtime socket closed: its client stopped reading',
    )
    closeWith(client, 'too_slow', realtimeCloseCodes.tooSlow)
    // The close frame waits behind what is buffered; a client that never reads it is cut.
    setTimeout(() => client.ws.terminate(), slowCloseGraceMs).unref()
  }
  const error = (client: Client, code: RealtimeErrorCode, message: string) =>
    send(client, { type: 'error', code, message })

  /** `closing` goes out even past the buffer bound: it is the last message. */
  const closeWith = (client: Client, reason: RealtimeClosingReason, code: number) => {
    write(client, { type: 'closing', reason })
    forget(client)
    client.ws.close(code, reason)
  }

  function forget(client: Client) {
    clearTimeout(client.authTimer)
    clearTimeout(client.expiryTimer)
    if (clients.has(client.ws) && !client.user) unauthenticated.remove(client.address)
    clients.delete(client.ws)
    if (client.user) byUser.get(client.user.id)?.delete(client)
    if (client.user && byUser.get(client.user.id)?.size === 0) byUser.delete(client.user.id)
  }

  const ready = (client: Client) => {
    if (!client.user) return
    send(client, {
      type: 'ready',
      userId: client.user.id,
      topics: [...allTopics],
      expiresAt: new Date(client.user.expiresAt).toISOString(),
    })
  }

  async function authenticate(client: Client, token: string) {
    const claims = await verify(token)
    const first = !client.user
    if (!claims) {
      // A refresh that failed leaves the socket on its current token until that one expires.
      if (first) return closeWith(client, 'invalid_token', realtimeCloseCodes.unauthorized)
      return error(client, 'realtime.invalid_token', 'The token was refused.')
    }
    if (client.user && claims.userId !== client.user.id) {
      return error(client, 'realtime.user_mismatch', 'This socket belongs to another user.')
    }
    const access = await socketAccess(db, { ...claims, now: clock.now() })
    if (!clients.has(client.ws)) return // closed while we were reading
    if (!access.ok) return closeWith(client, access.reason, realtimeCloseCodes.unauthorized)

    clearTimeout(client.authTimer)
    clearTimeout(client.expiryTimer)
    client.user = { ...claims, id: claims.userId, role: access.role }
    client.expiryTimer = setTimeout(
      () => closeWith(client, 'token_expired', realtimeCloseCodes.unauthorized),
      Math.max(0, claims.expiresAt - clock.now().getTime()),
    )
    if (first) {
      unauthenticated.remove(client.address)
      const mine = byUser.get(claims.userId) ?? new Set()
      byUser.set(claims.userId, mine)
      mine.add(client)
      for (const old of mine) {
        if (mine.size <= limits.maxSocketsPerUser) break
        closeWith(old, 'replaced', realtimeCloseCodes.replaced)
      }
    }
    ready(client)
  }

  async function handle(client: Client, raw: string) {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return error(client, 'realtime.invalid_message', 'A message is one JSON object.')
    }
    const result = realtimeClientMessageSchema.safeParse(parsed)
    if (!result.success) {
      return error(client, 'realtime.invalid_message', 'Not a message this server takes.')
    }
    const message = result.data
    if (message.type === 'auth') return authenticate(client, message.token)
    if (!client.user) {
      return error(client, 'realtime.unauthenticated', 'Send auth with a token first.')
    }
    send(client, { type: 'pong', id: message.id })
  }

  /** Whether `client` may take one more message now (at most `maxMessagesPerSecond`). */
  function withinRate(client: Client) {
    // A window's length is a duration, measured on the monotonic clock.
    const now = performance.now()
    if (now - client.window.startedAt >= 1000) client.window = { startedAt: now, count: 0 }
    client.window.count++
    if (client.window.count <= limits.maxMessagesPerSecond) return true
    // One error per window: a flood is not answered with a flood.
    if (client.window.count === limits.maxMessagesPerSecond + 1) {
      error(client, 'realtime.rate_limited', 'Too many messages; some were dropped.')
    }
    return false
  }

  /** Who may see `change`: staff all of it, a customer what is theirs, everyone availability. */
  const maySee = (user: NonNullable<Client['user']>, change: Change) =>
    change.customerId === null || isStaff(user) || change.customerId === user.id

  function fanOut(change: Change) {
    const message = realtimeServerMessageSchema.parse({
      type: 'change',
      topic: change.topic,
      event: change.event,
      id: change.id,
    })
    // Encoded once: ws sends the same bytes on every socket rather than a copy for each.
    const bytes = Buffer.from(JSON.stringify(message))
    for (const client of clients.values()) {
      if (client.user && maySee(client.user, change)) send(client, bytes)
    }
  }
  /** Closes `client` if it lost access; tells it its new topics if its role changed. */
  function apply(client: Client, access: SocketAccess) {
    const user = client.user
    if (!user || !clients.has(client.ws)) return
    if (!access.ok) closeWith(client, access.reason, realtimeCloseCodes.unauthorized)
    else if (access.role !== user.role) {
      user.role = access.role
      ready(client)
    }
  }

  /**
   * Reads every authenticated socket's access again and applies it. When it cannot be read, the
   * sockets are closed as at a shutdown: they come back through `auth`, which reads it.
   */
  async function recheckAll() {
    const checked = [...clients.values()].filter((client) => client.user)
    if (checked.length === 0) return
    let answers: Map<string, SocketAccess>
    try {
      answers = await socketsAccess(db, {
        sockets: checked.map((client) => ({
          userId: client.user?.id ?? '',
          sessionId: client.user?.sessionId ?? '',
        })),
        now: clock.now(),
      })
    } catch (err) {
      logger.error({ err }, 'realtime access re-check failed; closing the sockets it was for')
      for (const client of checked) if (clients.has(client.ws)) closeWith(client, 'shutdown', 1011)
      return
    }
    for (const client of checked) {
      const access = client.user && answers.get(client.user.sessionId)
      if (access) apply(client, access)
    }
  }
  const recheckTimer = setInterval(() => void recheckAll(), limits.recheckIntervalMs).unref()

  const coalescer = createCoalescer({ coalesceMs: limits.coalesceMs, fanOut })

  return {
    /** For `serve({ websocket: { server } })`. */
    wss,
    limits,
    /** How many coalescing windows are open: a change in one is still to be sent, or may be. */
    openWindows: coalescer.openWindows,

    /** Whether `address` may open another socket now (it is below its unauthenticated cap). */
    mayOpen: unauthenticated.mayOpen,

    open(ws: WebSocket, address: string) {
      const client: Client = {
        ws,
        address,
        window: { startedAt: performance.now(), count: 0 },
        queue: Promise.resolve(),
      }
      // The upgrade's own check lets through those that were in flight together; this one counts.
      if (!unauthenticated.mayOpen(address)) {
        write(client, { type: 'closing', reason: 'too_many_sockets' })
        ws.close(realtimeCloseCodes.tryAgainLater, 'too_many_sockets')
        return
      }
      client.authTimer = setTimeout(
        () => closeWith(client, 'auth_timeout', realtimeCloseCodes.unauthorized),
        limits.authTimeoutMs,
      )
      clients.set(ws, client)
      unauthenticated.add(address)
    },

    message(ws: WebSocket, data: unknown) {
      const client = clients.get(ws)
      if (!client || !withinRate(client)) return
      if (typeof data !== 'string') {
        return error(client, 'realtime.invalid_message', 'Messages are text frames of JSON.')
      }
      client.queue = client.queue
        .then(() => handle(client, data))
        .catch((err: unknown) => {
          logger.error({ err }, 'realtime message failed')
          if (clients.has(ws)) closeWith(client, 'shutdown', 1011)
        })
    },

    closed(ws: WebSocket) {
      const client = clients.get(ws)
      if (client) forget(client)
    },

    /**
     * Sends `change` to every socket of this process allowed to see it; public ones coalesced
     * (realtime.coalesce.ts).
     */
    deliver: coalescer.deliver,

    /** Bytes waiting to be sent on this process's sockets (what clients have not read yet). */
    bufferedBytes() {
      let total = 0
      for (const ws of clients.keys()) total += ws.bufferedAmount
      return total
    },

    /**
     * Better Auth says `userId`'s sessions, role or ban changed: each of their sockets is checked
     * again, closed if it lost access, and told its new topics if the role changed.
     */
    async recheck(userId: string) {
      for (const client of [...(byUser.get(userId) ?? [])]) {
        const user = client.user
        if (!user) continue
        apply(
          client,
          await socketAccess(db, { userId, sessionId: user.sessionId, now: clock.now() }),
        )
      }
    },

    /**
     * Every socket of this process checked again (`recheck` for all): after the LISTEN
     * connection came back, as access notices sent while it was down are lost, and every
     * `recheckIntervalMs`. Resolves once each socket lost, kept or changed its access.
     */
    recheckAll,

    /** How many sockets are open (authenticated or not). */
    size: () => clients.size,

    /** Tells every socket the server is going away and closes it. */
    close() {
      clearInterval(recheckTimer)
      coalescer.close()
      for (const client of [...clients.values()]) closeWith(client, 'shutdown', 1001)
      // A client that does not answer the close frame would hold the shutdown for ws's 30 s.
      setTimeout(() => {
        for (const ws of wss.clients) ws.terminate()
      }, 2000).unref()
      wss.close()
    },
  }
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>
