import { realtimeCloseCodes } from '@reserva/shared'
import { generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { expectError, testBaseUrl } from '../../testing/create-test-app.ts'
import {
  accessToken,
  authedSocket,
  opened,
  openSocket,
  useRealtimeApp,
} from '../../testing/realtime.ts'
import { testDbKind } from '../../testing/test-db.ts'

// The socket at /api/realtime, its authentication, its messages and its caps.
describe(`the realtime socket (${testDbKind})`, () => {
  const { t, server, socketOf, customer, other } = useRealtimeApp(
    {
      demo: false,
      realtime: { maxSocketsPerUser: 3, maxMessagesPerSecond: 20, authTimeoutMs: 1500 },
    },
    { customer: ['customer', 'Cat Customer'], other: ['customer', 'Otis Other'] },
  )

  /** A token signed by this server's key, with claims of our choosing. */
  const signed = async (payload: Record<string, unknown>) => {
    const api = t.auth.api as unknown as {
      signJWT(input: { body: { payload: Record<string, unknown> } }): Promise<{ token: string }>
    }
    return (await api.signJWT({ body: { payload } })).token
  }
  const sessionIdOf = async (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string

  it('refuses the upgrade from a page of another site with 403, and a plain GET with 400', async () => {
    await expect(
      opened(openSocket(server.url, { origin: 'https://evil.example' })),
    ).rejects.toThrow('HTTP 403')
    await expect(opened(openSocket(server.url, { origin: testBaseUrl }))).resolves.toBeUndefined()
    const res = await t.request('/api/realtime')
    await expectError(res, 400, 'bad_request')
  })

  it('answers a valid access token with ready, and each ping with its pong', async () => {
    const socket = await socketOf(customer)
    expect(socket.received[0]).toEqual({
      type: 'ready',
      userId: customer.userId,
      topics: ['bookings', 'quotes', 'availability'],
      expiresAt: expect.any(String),
    })
    socket.send({ type: 'ping', id: 'p-1' })
    expect(await socket.next('pong')).toEqual({ type: 'pong', id: 'p-1' })
    socket.close()
  })

  it('closes a socket whose token was signed by another key, or has expired', async () => {
    const { privateKey } = await generateKeyPair('EdDSA')
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(customer.userId)
      .setIssuer(testBaseUrl)
      .setAudience(testBaseUrl)
      .setExpirationTime('5m')
      .sign(privateKey)
    const valid = await accessToken(t, customer.cookie)
    const expired = await signed({
      sub: customer.userId,
      sid: await sessionIdOf(valid),
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    for (const token of [forged, expired, 'not-a-jwt']) {
      const socket = openSocket(server.url)
      await opened(socket)
      socket.send({ type: 'auth', token })
      expect(await socket.next('closing')).toEqual({ type: 'closing', reason: 'invalid_token' })
      expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized)
    }
  })

  it('closes a socket that does not authenticate within the time allowed', async () => {
    const socket = openSocket(server.url)
    await opened(socket)
    expect(await socket.next('closing', 4000)).toEqual({ type: 'closing', reason: 'auth_timeout' })
    expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized)
  })

  it('closes the socket when its token expires, unless a refreshed one came first', async () => {
    const sid = await sessionIdOf(await accessToken(t, customer.cookie))
    const soon = () => signed({ sub: customer.userId, sid, exp: Math.floor(Date.now() / 1000) + 2 })

    const lapsing = await authedSocket(server.url, await soon())
    const refreshed = await authedSocket(server.url, await soon())
    refreshed.send({ type: 'auth', token: await accessToken(t, customer.cookie) })
    const again = await refreshed.next('ready')
    expect(Date.parse(again.expiresAt) - Date.now()).toBeGreaterThan(10 * 60 * 1000)

    expect(await lapsing.next('closing', 5000)).toEqual({
      type: 'closing',
      reason: 'token_expired',
    })
    expect((await lapsing.closed).code).toBe(realtimeCloseCodes.unauthorized)
    refreshed.send({ type: 'ping', id: 'still-here' })
    expect(await refreshed.next('pong')).toEqual({ type: 'pong', id: 'still-here' })
    refreshed.close()
  })

  it("refuses another user's token on an open socket and keeps the socket its user's", async () => {
    const socket = await socketOf(customer)
    socket.send({ type: 'auth', token: await accessToken(t, other.cookie) })
    expect(await socket.next('error')).toMatchObject({ code: 'realtime.user_mismatch' })
    socket.send({ type: 'auth', token: 'garbage' })
    expect(await socket.next('error')).toMatchObject({ code: 'realtime.invalid_token' })
    socket.send({ type: 'ping', id: 'mine' })
    expect(await socket.next('pong')).toEqual({ type: 'pong', id: 'mine' })
    socket.close()
  })

  it('answers a message it cannot take with an error and stays open', async () => {
    const socket = openSocket(server.url)
    await opened(socket)
    socket.send({ type: 'ping', id: 'early' })
    expect(await socket.next('error')).toMatchObject({ code: 'realtime.unauthenticated' })
    socket.send({ type: 'auth', token: await accessToken(t, customer.cookie) })
    await socket.next('ready')
    for (const bad of [
      'not json',
      '[1,2]',
      { type: 'subscribe', topic: 'bookings' },
      { type: 'ping' },
      { type: 'ping', id: 'x', extra: 1 },
    ]) {
      socket.send(typeof bad === 'string' ? bad : JSON.stringify(bad))
      expect(await socket.next('error')).toMatchObject({ code: 'realtime.invalid_message' })
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    expect(await socket.next('error')).toMatchObject({ code: 'realtime.invalid_message' })
    socket.send({ type: 'ping', id: 'after' })
    expect(await socket.next('pong')).toEqual({ type: 'pong', id: 'after' })
    socket.close()
  })

  it('closes a socket that sends a frame over 16 KB (1009)', async () => {
    const socket = await socketOf(customer)
    socket.send({ type: 'ping', id: 'x'.repeat(17 * 1024) })
    expect((await socket.closed).code).toBe(1009)
  })

  it('drops messages over the rate, with one error, and takes them again once the second is over', async () => {
    const socket = await socketOf(customer)
    for (let i = 0; i < 30; i++) socket.send({ type: 'ping', id: `burst-${i}` })
    expect(await socket.next('error')).toMatchObject({ code: 'realtime.rate_limited' })
    // A ping every 100 ms: dropped (silently) while the window lasts, answered once it is over.
    let tries = 0
    await expect
      .poll(
        () => {
          socket.send({ type: 'ping', id: `later-${++tries}` })
          return socket.received.some((m) => m.type === 'pong' && m.id.startsWith('later-'))
        },
        { interval: 100, timeout: 3_000 },
      )
      .toBe(true)
    const pongs = socket.received.filter((m) => m.type === 'pong' && m.id.startsWith('burst-'))
    expect(pongs.length).toBeLessThanOrEqual(20)
    expect(socket.received.filter((m) => m.type === 'error')).toHaveLength(1)
    socket.close()
  })

  it('keeps at most the cap of sockets per user: the oldest makes room', async () => {
    const token = await accessToken(t, other.cookie)
    const sockets = []
    for (let i = 0; i < 3; i++) sockets.push(await authedSocket(server.url, token))
    const fourth = await authedSocket(server.url, token)
    const [oldest] = sockets
    expect(await oldest?.next('closing')).toEqual({ type: 'closing', reason: 'replaced' })
    expect((await oldest?.closed)?.code).toBe(realtimeCloseCodes.replaced)
    for (const socket of [...sockets.slice(1), fourth]) {
      socket.send({ type: 'ping', id: 'alive' })
      expect(await socket.next('pong')).toEqual({ type: 'pong', id: 'alive' })
      socket.close()
    }
  })

  // Last: it stops the server.
  it('tells open sockets the server is shutting down, and the shutdown does not wait for them', async () => {
    const socket = await socketOf(customer)
    const started = performance.now()
    await server.close()
    expect(performance.now() - started).toBeLessThan(3000)
    expect(await socket.next('closing')).toEqual({ type: 'closing', reason: 'shutdown' })
    expect((await socket.closed).code).toBe(1001)
  })
})
