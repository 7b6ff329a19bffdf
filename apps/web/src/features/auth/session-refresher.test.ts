import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { fakeJwt } from '@/testing/auth-fixtures.ts'
import { fakeLocks } from '@/testing/fake-tabs.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { getAccessToken } from './api/session.ts'
import {
  type AccessToken,
  createSessionRefresher,
  isRetryableError,
  jwtExpiresAt,
  type Locks,
  REFRESH_TICK_MS,
  retryAfterMs,
} from './session-refresher.ts'

const offline = () => new ApiError({ code: 'network_error', message: 'offline', status: 0 })
const gateway = (status: number) =>
  new ApiError({ code: 'unexpected_response', message: 'gateway', status })
const sessionGone = () =>
  new ApiError({ code: 'auth.session_missing', message: 'Auth session missing!', status: 401 })
const tooMany = (retryAfter?: number) =>
  new ApiError({
    code: 'rate_limited',
    message: 'Too many attempts.',
    status: 429,
    details: retryAfter === undefined ? undefined : { retryAfter },
  })
const errorAnswer = (code: string, status: number, details?: unknown) =>
  jsonResponse({ error: { code, message: code, details } }, status)

/** A refresher whose fetches are recorded with the fake clock's time since the test began. */
function setup(fetchToken: () => Promise<string>, { locks }: { locks?: Locks } = {}) {
  const startedAt = Date.now()
  const calls: number[] = []
  const onRefreshed = vi.fn()
  const onSessionEnded = vi.fn()
  const refresher = createSessionRefresher({
    fetchToken: () => {
      calls.push(Date.now() - startedAt)
      return fetchToken()
    },
    onRefreshed,
    onSessionEnded,
    locks,
  })
  return { refresher, calls, onRefreshed, onSessionEnded }
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
    const { refresher, calls, onSessionEnded, onRefreshed } = setup(async () => {
      throw offline()
    })
    refresher.start(held)

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    // Tries at 0, then waits of 200, 400, 800, 1600, 3200, 6400, 12800 ms. The next wait
    // (25.6 s, at 25.4 s) would start after 30 s, so the eighth failure ends this round.
    expect(calls).toEqual([0, 200, 600, 1400, 3000, 6200, 12600, 25400])
    expect(onSessionEnded).not.toHaveBeenCalled()
    expect(onRefreshed).not.toHaveBeenCalled()
    expect(refresher.current).toEqual(held)
    expect(refresher.running).toBe(true)
    refresher.stop()
  })

  it('goes on trying at the next tick after a round of retries ran out, and recovers when the network is back', async () => {
    let online = false
    const token = fakeJwt()
    const { refresher, calls, onSessionEnded, onRefreshed } = setup(async () => {
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
    expect(onSessionEnded).not.toHaveBeenCalled()
    refresher.stop()
  })

  it.each([429, 500, 502, 503, 504])('retries a %i the same way', async (status) => {
    const token = fakeJwt()
    let failures = 3
    const { refresher, calls, onRefreshed, onSessionEnded } = setup(async () => {
      if (failures-- > 0) throw gateway(status)
      return token
    })
    refresher.start()

    await vi.advanceTimersByTimeAsync(2_000)

    expect(calls).toEqual([0, 200, 600, 1400])
    expect(onRefreshed).toHaveBeenCalledTimes(1)
    expect(onSessionEnded).not.toHaveBeenCalled()
    refresher.stop()
  })

  it('keeps the session through a real fetch that cannot reach the server (the api-client’s network_error)', async () => {
    const fetchMock = stubFetch({
      '/api/auth/token': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const { refresher, onSessionEnded } = setup(getAccessToken)
    const held = { token: fakeJwt(30), expiresAt: Date.now() + 30_000 }
    refresher.start(held)

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    expect(fetchMock).toHaveBeenCalledTimes(8)
    expect(onSessionEnded).not.toHaveBeenCalled()
    expect(refresher.current).toEqual(held)
    refresher.stop()
  })

  it.each([
    ['429', () => errorAnswer('rate_limited', 429)],
    ['503', () => errorAnswer('service_unavailable', 503)],
    [
      'an error page from a proxy (502)',
      () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    ],
  ])(
    'keeps the session through %s answered by a real fetch, retrying until the token comes',
    async (_, refusal) => {
      let refusals = 4
      const fetchMock = stubFetch({
        '/api/auth/token': () => (refusals-- > 0 ? refusal() : jsonResponse({ token: fakeJwt() })),
      })
      const { refresher, calls, onRefreshed, onSessionEnded } = setup(getAccessToken)
      const held = { token: fakeJwt(60), expiresAt: Date.now() + 60_000 }
      refresher.start(held)

      await vi.advanceTimersByTimeAsync(2_999)
      expect(calls).toEqual([0, 200, 600, 1400])
      expect(refresher.current).toEqual(held)
      await vi.advanceTimersByTimeAsync(1)

      expect(fetchMock).toHaveBeenCalledTimes(5)
      expect(onSessionEnded).not.toHaveBeenCalled()
      expect(onRefreshed).toHaveBeenCalledTimes(1)
      expect(refresher.current?.expiresAt).toBeGreaterThan(held.expiresAt)
      refresher.stop()
    },
  )

  it('waits at least as long as a 429 asks before the next try (its Retry-After)', async () => {
    let refusals = 2
    stubFetch({
      '/api/auth/token': () =>
        refusals-- > 0
          ? errorAnswer('rate_limited', 429, { retryAfter: 5 })
          : jsonResponse({ token: fakeJwt() }),
    })
    const { refresher, calls, onRefreshed } = setup(getAccessToken)
    refresher.start()

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    expect(calls).toEqual([0, 5_000, 10_000])
    expect(onRefreshed).toHaveBeenCalledTimes(1)
    refresher.stop()
  })

  it('keeps the session through a refusal that is not about it (403), and asks again at the next tick', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let refusals = 1
    stubFetch({
      '/api/auth/token': () =>
        refusals-- > 0 ? errorAnswer('forbidden', 403) : jsonResponse({ token: fakeJwt() }),
    })
    const { refresher, calls, onRefreshed, onSessionEnded } = setup(getAccessToken)
    const held = { token: fakeJwt(60), expiresAt: Date.now() + 60_000 }
    refresher.start(held)

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)
    expect(calls).toEqual([0])
    expect(refresher.current).toEqual(held)
    expect(warn).toHaveBeenCalledWith('The access token could not be refreshed', expect.anything())

    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([0, REFRESH_TICK_MS])
    expect(onRefreshed).toHaveBeenCalledTimes(1)
    expect(onSessionEnded).not.toHaveBeenCalled()
    refresher.stop()
  })

  it('does not start another round when the tab is shown again after one ran out, until the next tick', async () => {
    let online = false
    const { refresher, calls } = setup(async () => {
      if (!online) throw offline()
      return fakeJwt()
    })
    refresher.start({ token: fakeJwt(60), expiresAt: Date.now() + 60_000 })
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1_000)
    expect(calls).toHaveLength(8)

    online = true
    refresher.check()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(8)

    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls.at(-1)).toBe(REFRESH_TICK_MS)
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
    const { refresher, calls, onSessionEnded } = setup(getAccessToken)
    refresher.start()

    await vi.advanceTimersByTimeAsync(3 * REFRESH_TICK_MS)

    expect(calls).toEqual([0])
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
    expect(onSessionEnded.mock.calls[0]?.[0]).toMatchObject({
      code: 'auth.session_missing',
      status: 401,
    })
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
    const { refresher, calls, onSessionEnded } = setup(async () => {
      throw offline()
    })
    refresher.start()
    await vi.advanceTimersByTimeAsync(700)
    expect(calls).toEqual([0, 200, 600])

    refresher.stop()
    await vi.advanceTimersByTimeAsync(5 * REFRESH_TICK_MS)

    expect(calls).toHaveLength(3)
    expect(onSessionEnded).not.toHaveBeenCalled()
  })
})

describe('refreshers of several tabs sharing a lock', () => {
  /** Two tabs' refreshers; a token one of them fetches reaches the other as a message would. */
  function twoTabs(fetchToken: () => Promise<string>) {
    const locks = fakeLocks()
    const tabs: ReturnType<typeof setup>[] = []
    const share = (token: AccessToken) => {
      for (const tab of tabs) tab.refresher.adopt(token)
    }
    for (let i = 0; i < 2; i++) {
      const tab = setup(fetchToken, { locks })
      tab.onRefreshed.mockImplementation((token: AccessToken) => queueMicrotask(() => share(token)))
      tabs.push(tab)
    }
    return tabs as [ReturnType<typeof setup>, ReturnType<typeof setup>]
  }

  it('ask the server once when their ticks fire together', async () => {
    let requests = 0
    const [here, there] = twoTabs(async () => {
      requests++
      return fakeJwt(120)
    })
    const held = { token: fakeJwt(120), expiresAt: Date.now() + 120_000 }
    here.refresher.start(held)
    there.refresher.start(held)

    // Each tick finds 90 s left of the token the last one fetched.
    await vi.advanceTimersByTimeAsync(4 * REFRESH_TICK_MS)

    expect(requests).toBe(4)
    expect(there.refresher.current).toEqual(here.refresher.current)
    here.refresher.stop()
    there.refresher.stop()
  })

  it('leave a failing server to the tab that holds the lock: the other does not retry too', async () => {
    let requests = 0
    const [here, there] = twoTabs(async () => {
      requests++
      throw tooMany()
    })
    const held = { token: fakeJwt(60), expiresAt: Date.now() + 60_000 }
    here.refresher.start(held)
    there.refresher.start(held)

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    // One round of eight tries, from one tab.
    expect(requests).toBe(8)
    expect(here.onSessionEnded).not.toHaveBeenCalled()
    expect(there.onSessionEnded).not.toHaveBeenCalled()
    here.refresher.stop()
    there.refresher.stop()
  })

  it('make a tab that needs a token now wait for the refresh under way, then take its token', async () => {
    const answers: ((token: string) => void)[] = []
    const [here, there] = twoTabs(() => new Promise<string>((resolve) => answers.push(resolve)))
    const held = { token: fakeJwt(60), expiresAt: Date.now() + 60_000 }
    here.refresher.start(held)
    await vi.advanceTimersByTimeAsync(0)
    expect(answers).toHaveLength(1)

    const waiting = there.refresher.getToken()
    await vi.advanceTimersByTimeAsync(0)
    const fresh = fakeJwt()
    answers[0]?.(fresh)

    await expect(waiting).resolves.toBe(fresh)
    expect(answers).toHaveLength(1)
    here.refresher.stop()
    there.refresher.stop()
  })

  it('stop waiting for the lock when stopped (a sign-out does not wait for another tab)', async () => {
    const [here, there] = twoTabs(() => new Promise<string>(() => {}))
    here.refresher.start({ token: fakeJwt(60), expiresAt: Date.now() + 60_000 })
    await vi.advanceTimersByTimeAsync(0)
    const waiting = there.refresher.getToken()
    await vi.advanceTimersByTimeAsync(0)

    await there.refresher.halt()

    await expect(waiting).resolves.toBeNull()
    here.refresher.stop()
  })
})

describe('isRetryableError', () => {
  it('is true for no answer, 429 and every 5xx, and false otherwise', () => {
    expect(isRetryableError(offline())).toBe(true)
    expect(isRetryableError(tooMany())).toBe(true)
    for (const status of [500, 502, 503, 504]) expect(isRetryableError(gateway(status))).toBe(true)
    expect(isRetryableError(sessionGone())).toBe(false)
    expect(isRetryableError(gateway(403))).toBe(false)
    expect(isRetryableError(new Error('bug'))).toBe(false)
  })
})

describe('retryAfterMs', () => {
  it('reads the seconds a 429 asks to wait, and is 0 otherwise', () => {
    expect(retryAfterMs(tooMany(7))).toBe(7_000)
    expect(retryAfterMs(tooMany())).toBe(0)
    expect(retryAfterMs(gateway(503))).toBe(0)
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
