import type { RealtimeChange } from '@reserva/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { acceptLive, FakeWebSocket } from '@/testing/fake-web-socket.ts'
import { createRealtimeClient, PONG_TIMEOUT_MS, type RealtimeState } from './realtime.ts'

const ready = {
  type: 'ready',
  userId: 'u1',
  topics: ['bookings', 'quotes', 'availability'],
  expiresAt: '2026-03-01T09:15:00.000Z',
}
const change: RealtimeChange = {
  type: 'change',
  topic: 'bookings',
  event: 'booking.created',
  id: 'b1',
}

/** A started client, the states it went through, and what it handed on. */
function setup({ tokens = ['token-1'] }: { tokens?: Array<string | null> } = {}) {
  const client = createRealtimeClient({
    WebSocket: FakeWebSocket,
    url: () => 'ws://reserva.test/api/realtime',
  })
  const states: RealtimeState[] = [client.getState()]
  client.subscribe(() => states.push(client.getState()))
  const changes: RealtimeChange[] = []
  const onConnected = vi.fn()
  let next = 0
  client.start({
    getToken: async () => tokens[Math.min(next++, tokens.length - 1)] ?? null,
    onChange: (message) => changes.push(message),
    onConnected,
  })
  return { client, states, changes, onConnected }
}

/** Lets the client fetch its token and open the next socket. */
const settle = () => vi.advanceTimersByTimeAsync(0)

/** When each socket was opened, in ms since `t0`. */
function openedAt(t0: number, times: number[]) {
  return () => times.push(Date.now() - t0)
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') })
  FakeWebSocket.reset()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the live-updates client', () => {
  it('authenticates first with the access token and is connected once the server is ready', async () => {
    const { client, states } = setup()
    await settle()
    const socket = FakeWebSocket.latest()
    expect(socket.url).toBe('ws://reserva.test/api/realtime')
    expect(client.getState()).toBe('connecting')

    socket.serverOpen()
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }])
    expect(client.getState()).toBe('connecting')

    socket.serverSend(ready)
    expect(client.getState()).toBe('connected')
    expect(states).toEqual(['disconnected', 'connecting', 'connected'])
  })

  it('tries again after 1, 2, 5, 10 and 10 s, and from 1 s again after a success', async () => {
    setup()
    const t0 = Date.now()
    const times: number[] = []
    const record = openedAt(t0, times)
    await settle()
    record()
    for (let failure = 0; failure < 5; failure++) {
      const count = FakeWebSocket.instances.length
      FakeWebSocket.latest().serverClose(1006)
      // Step through time until the next socket opens.
      while (FakeWebSocket.instances.length === count) await vi.advanceTimersByTimeAsync(100)
      record()
    }
    expect(times).toEqual([0, 1000, 3000, 8000, 18_000, 28_000])

    acceptLive()
    const t1 = Date.now()
    FakeWebSocket.latest().serverClose(1006)
    await vi.advanceTimersByTimeAsync(999)
    expect(FakeWebSocket.instances).toHaveLength(6)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeWebSocket.instances).toHaveLength(7)
    expect(Date.now() - t1).toBe(1000)
  })

  it('pings every 25 s and, when a pong does not come within 10 s, closes and reconnects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, states } = setup()
    await settle()
    const socket = acceptLive()

    await vi.advanceTimersByTimeAsync(25_000)
    const [ping] = socket.sentOfType('ping')
    expect(ping).toBeDefined()
    socket.serverSend({ type: 'pong', id: ping?.id })
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS)
    expect(client.getState()).toBe('connected')

    await vi.advanceTimersByTimeAsync(25_000 - PONG_TIMEOUT_MS)
    expect(socket.sentOfType('ping')).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS - 1)
    expect(client.getState()).toBe('connected')
    await vi.advanceTimersByTimeAsync(1)
    expect(socket.closedBy).not.toBeNull()
    expect(client.getState()).toBe('disconnected')
    expect(warn).toHaveBeenCalledWith('Live updates: no answer to a ping; reconnecting')

    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeWebSocket.instances).toHaveLength(2)
    acceptLive()
    expect(states).toEqual([
      'disconnected',
      'connecting',
      'connected',
      'disconnected',
      'connecting',
      'connected',
    ])
  })

  it('says each socket became ready, the first included, so that the screen refetches what changed before', async () => {
    const { onConnected } = setup()
    await settle()
    const first = FakeWebSocket.latest()
    first.serverOpen()
    expect(onConnected).not.toHaveBeenCalled()
    first.serverSend(ready)
    // The page loaded before its socket was ready: what changed in between is fetched again.
    expect(onConnected).toHaveBeenCalledTimes(1)

    first.serverClose(1006)
    await vi.advanceTimersByTimeAsync(1000)
    const socket = FakeWebSocket.latest()
    socket.serverOpen()
    expect(onConnected).toHaveBeenCalledTimes(1)
    socket.serverSend(ready)
    expect(onConnected).toHaveBeenCalledTimes(2)

    // A refreshed token is answered with `ready` as well: that is no new connection.
    socket.serverSend(ready)
    expect(onConnected).toHaveBeenCalledTimes(2)
  })

  it('hands on each change and sends a refreshed token on the open socket', async () => {
    const { client, changes } = setup()
    await settle()
    const socket = acceptLive()
    socket.serverSend(change)
    expect(changes).toEqual([change])

    client.authenticate('token-2')
    expect(socket.sentOfType('auth')).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'auth', token: 'token-2' },
    ])
  })

  it('ignores and logs a message that is not in the contract, and stays connected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, changes } = setup()
    await settle()
    const socket = acceptLive()

    socket.serverSend('not json')
    socket.serverSend({ type: 'change', topic: 'invoices', event: 'booking.created', id: 'x' })
    socket.serverSend({ type: 'surprise' })
    expect(changes).toEqual([])
    expect(warn).toHaveBeenCalledTimes(3)
    expect(client.getState()).toBe('connected')

    socket.serverSend(change)
    expect(changes).toEqual([change])
  })

  it('closes the socket when stopped and stays disconnected', async () => {
    const { client, states } = setup()
    await settle()
    const socket = acceptLive()

    client.stop()
    expect(client.getState()).toBe('disconnecting')
    expect(socket.closedBy?.code).toBe(1000)
    await settle()
    expect(client.getState()).toBe('disconnected')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(FakeWebSocket.instances).toHaveLength(1)
    expect(states.slice(-2)).toEqual(['disconnecting', 'disconnected'])
  })

  it('does not reconnect once the server said the user signed out, but does when their token expired', async () => {
    const { client } = setup({ tokens: ['token-1', 'token-2'] })
    await settle()
    let socket = acceptLive()
    socket.serverSend({ type: 'closing', reason: 'token_expired' })
    socket.serverClose(4401)
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeWebSocket.instances).toHaveLength(2)

    socket = FakeWebSocket.latest()
    socket.serverOpen()
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-2' }])
    socket.serverSend(ready)
    socket.serverSend({ type: 'closing', reason: 'signed_out' })
    socket.serverClose(4401)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(FakeWebSocket.instances).toHaveLength(2)
    expect(client.getState()).toBe('disconnected')
  })

  it('reconnects and has the screen refetch after the server closed it for not reading (too_slow)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, onConnected } = setup({ tokens: ['token-1', 'token-2'] })
    await settle()
    const socket = acceptLive()
    socket.serverSend({ type: 'closing', reason: 'too_slow' })
    socket.serverClose(4413)
    // In the contract: nothing was ignored as unknown.
    expect(warn).not.toHaveBeenCalled()
    expect(client.getState()).toBe('disconnected')

    await vi.advanceTimersByTimeAsync(1000)
    const again = FakeWebSocket.latest()
    again.serverOpen()
    expect(again.sent).toEqual([{ type: 'auth', token: 'token-2' }])
    again.serverSend(ready)
    expect(client.getState()).toBe('connected')
    // What was dropped with the closed socket is fetched again (the first `ready` was the 1st).
    expect(onConnected).toHaveBeenCalledTimes(2)
  })

  it('waits and tries again when no token can be had', async () => {
    setup({ tokens: [null, 'token-1'] })
    await settle()
    expect(FakeWebSocket.instances).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeWebSocket.instances).toHaveLength(1)
  })

  it('gives up a socket that never becomes ready and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = setup()
    await settle()
    FakeWebSocket.latest().serverOpen()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(FakeWebSocket.latest().closedBy).not.toBeNull()
    expect(client.getState()).toBe('disconnected')
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeWebSocket.instances).toHaveLength(2)
  })
})
