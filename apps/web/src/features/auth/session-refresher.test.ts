import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { fakeJwt } from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { getAccessToken } from './api/session.ts'
import {
  createSessionRefresher,
  isRetryableError,
  jwtExpiresAt,
  REFRESH_TICK_MS,
} from './session-refresher.ts'

const offline = () => new ApiError({ code: 'network_error', message: 'offline', status: 0 })
const gateway = (status: number) =>
  new ApiError({ code: 'unexpected_response', message: 'gateway', status })
const sessionGone = () =>
  new ApiError({ code: 'auth.session_missing', message: 'Auth session missing!', status: 401 })

/** A refresher whose fetches are recorded with the fake clock's time since the test began. */
function setup(fetchToken: () => Promise<string>) {
  const startedAt = Date.now()
  const calls: number[] = []
  const onRefreshed = vi.fn()
  const onFatal = vi.fn()
  const refresher = createSessionRefresher({
    fetchToken: () => {
      calls.push(Date.now() - startedAt)
      return fetchToken()
    },
    onRefreshed,
    onFatal,
  })
  return { refresher, calls, onRefreshed, onFatal }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the access token refresher', () => {
  it('checks every 30 s and refreshes only once 90 s or less remain', async () => {
    const { refresher, calls, onRefreshed } = setup(async () => fakeJwt(15 * 60))
    refresher.start({ token: fakeJwt(15 * 60), expiresAt: Date.now() + 15 * 60_000 })

    // 15 minutes = 900 s. The tick at 780 s sees 120 s left: no refresh yet.
    await vi.advanceTimersByTimeAsync(780_000)
    expect(calls).toEqual([])

    // The tick at 810 s sees exactly 90 s left.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(calls).toEqual([810_000])
    expect(onRefreshed).toHaveBeenCalledTimes(1)

    // The new token has 15 minutes again, so the next ticks leave it alone.
    await vi.advanceTimersByTimeAsync(5 * REFRESH_TICK_MS)
    expect(calls).toHaveLength(1)
    refresher.stop()
  })

  it('fetches a token at once when started without one', async () => {
    const token = fakeJwt()
    const { refresher, calls, onRefreshed } = setup(async () => token)
    refresher.start()

    await vi.advanceTimersByTimeAsync(0)

    expect(calls).toEqual([0])
    expect(onRefreshed).toHaveBeenCalledWith({ token, expiresAt: jwtExpiresAt(token) })
    expect(refresher.current?.token).toBe(token)
    refresher.stop()
  })

  it('retries a network failure after 200, 400, 800 … ms, only while a retry starts within 30 s, and never signs out for it', async () => {
    const held = { token: fakeJwt(60), expiresAt: Date.now() + 60_000 }
    const { refresher, calls, onFatal, onRefreshed } = setup(async () => {
      throw offline()
    })
    refresher.start(held)

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    // Tries at 0, then waits of 200, 400, 800, 1600, 3200, 6400, 12800 ms. The next wait
    // (25.6 s, at 25.4 s) would start after 30 s, so the eighth failure ends this round.
    expect(calls).toEqual([0, 200, 600, 1400, 3000, 6200, 12600, 25400])
    expect(onFatal).not.toHaveBeenCalled()
    expect(onRefreshed).not.toHaveBeenCalled()
    expect(refresher.current).toEqual(held)
    expect(refresher.running).toBe(true)
    refresher.stop()
  })

  it('goes on trying at the next tick after a round of retries ran out, and recovers when the network is back', async () => {
    let online = false
    const token = fakeJwt()
    const { refresher, calls, onFatal, onRefreshed } = setup(async () => {
      if (!online) throw offline()
      return token
    })
    refresher.start({ token: fakeJwt(60), expiresAt: Date.now() + 60_000 })

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)
    expect(calls).toHaveLength(8)

    online = true
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.at(-1)).toBe(REFRESH_TICK_MS)
    expect(onRefreshed).toHaveBeenCalledWith({ token, expiresAt: jwtExpiresAt(token) })
    expect(onFatal).not.toHaveBeenCalled()
    refresher.stop()
  })

  it.each([502, 503, 504])('retries a %i from a gateway the same way', async (status) => {
    const token = fakeJwt()
    let failures = 3
    const { refresher, calls, onRefreshed, onFatal } = setup(async () => {
      if (failures-- > 0) throw gateway(status)
      return token
    })
    refresher.start()

    await vi.advanceTimersByTimeAsync(2_000)

    expect(calls).toEqual([0, 200, 600, 1400])
    expect(onRefreshed).toHaveBeenCalledTimes(1)
    expect(onFatal).not.toHaveBeenCalled()
    refresher.stop()
  })

  it('keeps the session through a real fetch that cannot reach the server (the api-client’s network_error)', async () => {
    const fetchMock = stubFetch({
      '/api/auth/token': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const { refresher, onFatal } = setup(getAccessToken)
    const held = { token: fakeJwt(30), expiresAt: Date.now() + 30_000 }
    refresher.start(held)

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    expect(fetchMock).toHaveBeenCalledTimes(8)
    expect(onFatal).not.toHaveBeenCalled()
    expect(refresher.current).toEqual(held)
    refresher.stop()
  })

  it('gives up at once, stops and reports a failure that retrying cannot fix (401: the session is gone)', async () => {
    stubFetch({
      '/api/auth/token': () =>
        jsonResponse(
          { error: { code: 'auth.session_missing', message: 'Auth session missing!' } },
          401,
        ),
    })
    const { refresher, calls, onFatal } = setup(getAccessToken)
    refresher.start()

    await vi.advanceTimersByTimeAsync(3 * REFRESH_TICK_MS)

    expect(calls).toEqual([0])
    expect(onFatal).toHaveBeenCalledTimes(1)
    expect(onFatal.mock.calls[0]?.[0]).toMatchObject({ code: 'auth.session_missing', status: 401 })
    expect(refresher.running).toBe(false)
  })

  it('sends one request for callers that ask for a token at the same time', async () => {
    const token = fakeJwt()
    let resolve: (value: string) => void = () => {}
    const { refresher, calls } = setup(
      () =>
        new Promise<string>((r) => {
          resolve = r
        }),
    )

    const first = refresher.getToken()
    const second = refresher.getToken()
    resolve(token)

    expect(await first).toBe(token)
    expect(await second).toBe(token)
    expect(calls).toHaveLength(1)
    // A token with more than 90 s left is handed out without asking again.
    expect(await refresher.getToken()).toBe(token)
    expect(calls).toHaveLength(1)
  })

  it('stops retrying once stopped (signed out meanwhile)', async () => {
    const { refresher, calls, onFatal } = setup(async () => {
      throw offline()
    })
    refresher.start()
    await vi.advanceTimersByTimeAsync(700)
    expect(calls).toEqual([0, 200, 600])

    refresher.stop()
    await vi.advanceTimersByTimeAsync(5 * REFRESH_TICK_MS)

    expect(calls).toHaveLength(3)
    expect(onFatal).not.toHaveBeenCalled()
  })
})

describe('isRetryableError', () => {
  it('is true for no answer and for 502, 503 and 504, and false otherwise', () => {
    expect(isRetryableError(offline())).toBe(true)
    for (const status of [502, 503, 504]) expect(isRetryableError(gateway(status))).toBe(true)
    expect(isRetryableError(sessionGone())).toBe(false)
    expect(isRetryableError(gateway(500))).toBe(false)
    expect(isRetryableError(new Error('bug'))).toBe(false)
  })
})

describe('jwtExpiresAt', () => {
  it('reads exp from a base64url payload, in milliseconds', () => {
    const token = fakeJwt(60)
    expect(jwtExpiresAt(token)).toBe((Math.floor(Date.now() / 1000) + 60) * 1000)
  })

  it('refuses something that is not a JWT', () => {
    expect(() => jwtExpiresAt('nonsense')).toThrow()
  })
})
