import type { RealtimeServerMessage } from '@reserva/shared'
import { realtimePath, realtimeServerMessageSchema } from '@reserva/shared'
import { expect } from 'vitest'
import WebSocket from 'ws'
import { startServer } from '../server.ts'
import { type Role, type SignedUp, signUpAs } from './auth-helpers.ts'
import type { TestApp } from './create-test-app.ts'
import { createTestApp, testBaseUrl } from './create-test-app.ts'
import { useFixture } from './fixture.ts'

/** A test app made with `realtime` served on an ephemeral port, WebSocket included. */
export async function serveTestApp(t: TestApp) {
  if (!t.realtime) throw new Error('createTestApp({ realtime: {} }) first')
  const server = await startServer({
    fetch: t.app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    logger: t.logger,
    websocket: t.realtime.hub.wss,
    onClosing: () => t.realtime?.hub.close(),
  })
  return {
    url: `ws://127.0.0.1:${server.port}${realtimePath}`,
    hub: t.realtime.hub,
    close: () => server.close(),
  }
}

/**
 * Inside a `describe`: a test app with the realtime socket (`realtime`: its limits) served on an
 * ephemeral port, with people signed up in the order given, each with a role and a name; made
 * before the first test and closed after the last. Fields read through, as `useFixture`'s do:
 * `const { t, server, hub, socketOf, customer } = useRealtimeApp({ realtime: {} }, people)`.
 */
export function useRealtimeApp<Key extends string>(
  options: Parameters<typeof createTestApp>[0] & { realtime: object },
  people: Record<Key, [Role, string]>,
) {
  return useFixture(
    async () => {
      const t = await createTestApp(options)
      let server: Awaited<ReturnType<typeof serveTestApp>> | undefined
      try {
        server = await serveTestApp(t)
        const made = {} as Record<Key, SignedUp>
        for (const [key, [role, name]] of Object.entries<[Role, string]>(people))
          made[key as Key] = await signUpAs(t, role, name)
        /** A socket authenticated as `person`, after its `ready`. */
        const { url } = server
        const socketOf = async (person: SignedUp) =>
          authedSocket(url, await accessToken(t, person.cookie))
        return { t, server, hub: server.hub, socketOf, ...made }
      } catch (error) {
        await server?.close()
        await t.close()
        throw error
      }
    },
    async ({ t, server }) => {
      await server.close()
      await t.close()
    },
  )
}

/** The access JWT of a signed-in user, as the web app gets it. */
export async function accessToken(t: TestApp, cookie: string): Promise<string> {
  const res = await t.request('/api/auth/token', { headers: { cookie } })
  if (res.status !== 200) throw new Error(`no token: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

export interface TestSocket {
  ws: WebSocket
  /** Everything the server sent so far, parsed (and checked against the contract). */
  received: RealtimeServerMessage[]
  send(message: unknown): void
  /** The first message (from now on, or already received and not yet taken) that matches. */
  next<T extends RealtimeServerMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>>
  closed: Promise<{ code: number; reason: string }>
  close(): void
}

/**
 * Opens a socket to `url` as a browser at `origin` would (none: as a script); `from`: as a client
 * at that address behind the proxy the test app trusts.
 */
export function openSocket(
  url: string,
  { origin = testBaseUrl, from }: { origin?: string | null; from?: string } = {},
) {
  const ws = new WebSocket(url, {
    ...(origin ? { origin } : {}),
    ...(from ? { headers: { 'x-forwarded-for': from } } : {}),
  })
  const received: RealtimeServerMessage[] = []
  const taken = new Set<RealtimeServerMessage>()
  const waiters = new Set<() => void>()
  ws.on('message', (data, isBinary) => {
    // A browser hands a binary frame to the page as a Blob, which the app does not read as JSON.
    if (isBinary) throw new Error(`the server sent a binary frame: ${String(data)}`)
    received.push(realtimeServerMessageSchema.parse(JSON.parse(String(data))))
    for (const wake of waiters) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  const socket: TestSocket = {
    ws,
    received,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (type, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find((m) => m.type === type && !taken.has(m))
          if (!found) return
          taken.add(found)
          waiters.delete(look)
          clearTimeout(timer)
          resolve(found as never)
        }
        const timer = setTimeout(() => {
          waiters.delete(look)
          reject(new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(received)}`))
        }, timeoutMs)
        waiters.add(look)
        look()
      }),
    closed,
    close: () => ws.close(),
  }
  return socket
}

/** Resolves when the socket is open; rejects with the HTTP status if the upgrade was refused. */
export function opened(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.ws.once('open', () => resolve())
    socket.ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`HTTP ${res.statusCode}`)),
    )
    socket.ws.once('error', reject)
  })
}

/** A socket authenticated with `token`, after its `ready`. */
export async function authedSocket(url: string, token: string, origin?: string) {
  const socket = openSocket(url, origin ? { origin } : {})
  await opened(socket)
  socket.send({ type: 'auth', token })
  await socket.next('ready')
  return socket
}

/** The changes a new booking is heard as: the booking itself, and its resource's taken time. */
export const bookingCreatedChanges = (booking: { id: string; resource: { id: string } }) => ({
  created: { type: 'change', topic: 'bookings', event: 'booking.created', id: booking.id },
  taken: {
    type: 'change',
    topic: 'availability',
    event: 'availability.changed',
    id: booking.resource.id,
  },
})

/** The `change` messages a socket has received so far. */
export const changesHeard = (socket: TestSocket) =>
  socket.received.filter(
    (m): m is Extract<RealtimeServerMessage, { type: 'change' }> => m.type === 'change',
  )

/** Pings and waits for the pong: what the server sent before it has arrived by then. */
export async function settled(socket: TestSocket) {
  const id = `sync-${Math.random()}`
  socket.send({ type: 'ping', id })
  await expect.poll(() => socket.received.some((m) => m.type === 'pong' && m.id === id)).toBe(true)
}
