import type { WebSocketLike } from '@/lib/realtime.ts'

/**
 * A test double of the browser's WebSocket: records what the app sends and lets a test play the
 * server (open, send, close). Like the browser's, `close()` fires the close event a moment later.
 */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = []

  /** The socket opened last. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1)
    if (!socket) throw new Error('No WebSocket was opened')
    return socket
  }

  static reset() {
    FakeWebSocket.instances = []
  }

  readyState = 0
  /** Every message the app sent, parsed. */
  sent: unknown[] = []
  /** How the app closed it, if it did. */
  closedBy: { code?: number; reason?: string } | null = null
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this)
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('InvalidStateError: the socket is not open')
    this.sent.push(JSON.parse(data))
  }

  close(code?: number, reason?: string) {
    if (this.readyState >= 2) return
    this.closedBy = { code, reason }
    this.readyState = 2
    queueMicrotask(() => this.serverClose(code ?? 1005))
  }

  /** The messages of one type the app sent. */
  sentOfType(type: string) {
    return this.sent.filter((message) => (message as { type?: unknown }).type === type) as Array<
      Record<string, unknown>
    >
  }

  // The server's side.

  serverOpen() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }

  serverSend(message: unknown) {
    const data = typeof message === 'string' ? message : JSON.stringify(message)
    this.onmessage?.({ data } as MessageEvent)
  }

  serverClose(code = 1006) {
    if (this.readyState === 3) return
    this.readyState = 3
    this.onclose?.({ code, reason: '', wasClean: code !== 1006 } as CloseEvent)
  }
}

/** The server's side of a good start: the socket opens and, once `auth` came, it is `ready`. */
export function acceptLive(socket = FakeWebSocket.latest(), userId = 'user-1') {
  socket.serverOpen()
  if (socket.sentOfType('auth').length === 0) throw new Error('The app did not send auth first')
  socket.serverSend({
    type: 'ready',
    userId,
    topics: ['bookings', 'quotes', 'availability'],
    expiresAt: '2099-01-01T00:00:00.000Z',
  })
  return socket
}
