import {
  type RealtimeChange,
  type RealtimeClientMessage,
  type RealtimeClosingReason,
  realtimeClientMessageSchema,
  realtimePath,
  realtimeServerMessageSchema,
  realtimeTiming,
} from '@reserva/shared'

// The live-updates socket of DESIGN §5: one per tab. It only tells what changed;
// the query cache stays the only store.

export type RealtimeState = 'connecting' | 'connected' | 'disconnecting' | 'disconnected'

/** A `pong` that has not come this long after its `ping` is missed: the socket is given up. */
export const PONG_TIMEOUT_MS = 10_000
/** From opening a socket to its `ready`; longer, and it is given up and tried again. */
export const CONNECT_TIMEOUT_MS = 10_000

/** The parts of the browser's WebSocket the client uses (tests pass a double of it). */
export type WebSocketLike = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
}
export type WebSocketConstructor = new (url: string) => WebSocketLike

export type Clock = {
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
}

const browserClock: Clock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
}

/** `ws://` or `wss://` on this page's host. */
export const defaultRealtimeUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${realtimePath}`

export type RealtimeHandlers = {
  /** A fresh access JWT, or null when there is none to be had (signed out, server away). */
  getToken: () => Promise<string | null>
  /** A `change` from the server. */
  onChange: (change: RealtimeChange) => void
  /**
   * A socket became ready: the first after start() or one after a break. Changes made before it
   * was ready (while the page loaded, or while it was down) are not replayed.
   */
  onConnected: () => void
}

type ClientOptions = {
  WebSocket?: WebSocketConstructor
  clock?: Clock
  url?: () => string
}

/** After these the server will not take this user's socket again until they sign in anew. */
const finalReasons: RealtimeClosingReason[] = ['signed_out', 'banned']

export type RealtimeClient = ReturnType<typeof createRealtimeClient>

/**
 * Connects while started: sends `auth` first, a `ping` every 25 s (no `pong` within 10 s gives
 * the socket up), reconnects after 1, 2, 5 and then every 10 s. Its state is observable with
 * React's useSyncExternalStore (`subscribe`, `getState`).
 */
export function createRealtimeClient({
  WebSocket: Socket = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket,
  clock = browserClock,
  url = defaultRealtimeUrl,
}: ClientOptions = {}) {
  let state: RealtimeState = 'disconnected'
  const listeners = new Set<() => void>()
  let handlers: RealtimeHandlers | null = null
  let socket: WebSocketLike | null = null
  /** Whether the current socket has had its `ready`. */
  let ready = false
  /** Failed attempts since the last `ready`: picks the next delay. */
  let attempt = 0
  let reconnectTimer: unknown
  let heartbeatTimer: unknown
  /** The connect timeout, then the pong timeout of the ping in flight. */
  let deadlineTimer: unknown
  let pingCount = 0
  let pendingPing: string | null = null
  let closingReason: RealtimeClosingReason | null = null
  /** Bumped by start() and stop(): a token that arrives for an older run is not used. */
  let run = 0

  function setState(next: RealtimeState) {
    if (state === next) return
    state = next
    for (const listener of listeners) listener()
  }

  function clearTimers() {
    for (const timer of [reconnectTimer, heartbeatTimer, deadlineTimer]) {
      if (timer !== undefined) clock.clearTimeout(timer)
    }
    reconnectTimer = heartbeatTimer = deadlineTimer = undefined
  }

  function send(message: RealtimeClientMessage) {
    // Checked on the way out too: a wrong message is our bug, better found here than by the server.
    const checked = realtimeClientMessageSchema.parse(message)
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(checked))
  }

  /** Lets go of the current socket without waiting for its close event. */
  function abandon(code: number, reason: string) {
    const old = socket
    socket = null
    ready = false
    pendingPing = null
    clearTimers()
    if (!old) return
    old.onopen = old.onmessage = old.onerror = null
    old.onclose = null
    old.close(code, reason)
  }

  function scheduleReconnect() {
    const delays = realtimeTiming.reconnectDelaysMs
    const delay = delays[Math.min(attempt, delays.length - 1)]!
    attempt++
    setState('disconnected')
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = undefined
      void connect()
    }, delay)
  }

  /** The socket stopped answering: drop it and try again as after any other break. */
  function giveUp(reason: string) {
    console.warn(`Live updates: ${reason}; reconnecting`)
    abandon(1000, reason)
    scheduleReconnect()
  }

  function heartbeat() {
    heartbeatTimer = clock.setTimeout(() => {
      heartbeatTimer = undefined
      pingCount++
      pendingPing = String(pingCount)
      send({ type: 'ping', id: pendingPing })
      deadlineTimer = clock.setTimeout(() => giveUp('no answer to a ping'), PONG_TIMEOUT_MS)
      heartbeat()
    }, realtimeTiming.heartbeatMs)
  }

  function onMessage(data: unknown) {
    let json: unknown
    try {
      json = JSON.parse(String(data))
    } catch {
      json = undefined
    }
    const parsed = realtimeServerMessageSchema.safeParse(json)
    if (!parsed.success) {
      console.warn('Live updates: ignored a message that is not in the contract', data)
      return
    }
    const message = parsed.data
    switch (message.type) {
      case 'ready':
        // A refreshed token is answered with `ready` too; only the first one connects.
        if (ready) return
        ready = true
        attempt = 0
        if (deadlineTimer !== undefined) clock.clearTimeout(deadlineTimer)
        deadlineTimer = undefined
        heartbeat()
        setState('connected')
        handlers?.onConnected()
        return
      case 'pong':
        if (message.id === pendingPing) {
          pendingPing = null
          if (deadlineTimer !== undefined) clock.clearTimeout(deadlineTimer)
          deadlineTimer = undefined
        }
        return
      case 'change':
        handlers?.onChange(message)
        return
      case 'closing':
        closingReason = message.reason
        return
      case 'error':
        console.warn(`Live updates: the server answered ${message.code}: ${message.message}`)
        return
    }
  }

  function onClose() {
    const reason = closingReason
    socket = null
    ready = false
    pendingPing = null
    clearTimers()
    if (!handlers) {
      setState('disconnected')
    } else if (reason && finalReasons.includes(reason)) {
      // Signed out or banned elsewhere: the auth controller learns it at its next check.
      handlers = null
      setState('disconnected')
    } else {
      scheduleReconnect()
    }
  }

  async function connect() {
    const current = run
    closingReason = null
    setState('connecting')
    let token: string | null = null
    try {
      token = (await handlers?.getToken()) ?? null
    } catch (error) {
      console.warn('Live updates: no access token', error)
    }
    if (current !== run || !handlers) return
    if (!token) {
      scheduleReconnect()
      return
    }
    if (!Socket) {
      // A browser without WebSocket: the screens work, without live updates.
      handlers = null
      setState('disconnected')
      return
    }
    const opened = new Socket(url())
    socket = opened
    deadlineTimer = clock.setTimeout(() => giveUp('no answer to connecting'), CONNECT_TIMEOUT_MS)
    opened.onopen = () => send({ type: 'auth', token })
    opened.onmessage = (event) => onMessage(event.data)
    // An error is followed by a close event, which reconnects.
    opened.onerror = () => {}
    opened.onclose = onClose
  }

  return {
    getState: () => state,

    /** For React's useSyncExternalStore. */
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },

    /** Connects with these handlers (a signed-in user); a running connection is replaced. */
    start(next: RealtimeHandlers) {
      run++
      abandon(1000, 'restarted')
      handlers = next
      attempt = 0
      void connect()
    },

    /** Closes the socket (signed out) and stays disconnected until started again. */
    stop() {
      run++
      handlers = null
      const old = socket
      clearTimers()
      if (old && (old.readyState === 0 || old.readyState === 1)) {
        setState('disconnecting')
        old.close(1000, 'signed out')
      } else {
        socket = null
        setState('disconnected')
      }
    },

    /** Sends a refreshed access JWT on the open socket, so that the server keeps it. */
    authenticate(token: string) {
      send({ type: 'auth', token })
    },
  }
}

let tabClient: RealtimeClient | undefined

/** The tab's one client, created on first use. */
export const tabRealtimeClient = (): RealtimeClient => {
  tabClient ??= createRealtimeClient()
  return tabClient
}
