import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { customerProfile, customerSession, fakeJwt } from '@/testing/auth-fixtures.ts'
import { errorBody, recordEvents, remember } from '@/testing/fake-auth-server.ts'
import { fakeChannels, fakeLocks } from '@/testing/fake-tabs.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { type AuthController, createAuthController } from './auth-controller.ts'
import { REFRESH_TICK_MS } from './session-refresher.ts'

// The modules the controller loads on demand, loaded before the clock is faked: their first
// load waits on real I/O, which a fake clock's advance does not wait for.
beforeAll(async () => {
  await Promise.all([
    import('@/lib/auth-schemas.ts'),
    import('@/lib/error-from-answer.ts'),
    import('./api/session.ts'),
    import('./api/profile.ts'),
    import('./auth-actions.ts'),
  ])
})

type Answer = () => Response

const tooMany = (retryAfter = 1) =>
  jsonResponse(
    { error: { code: 'rate_limited', message: 'Too many attempts.', details: { retryAfter } } },
    429,
  )
const unavailable = () => jsonResponse(errorBody('service_unavailable'), 503)
const gone = () => jsonResponse(errorBody('auth.session_missing', 'Auth session missing!'), 401)
const session = () => jsonResponse(customerSession)
const token =
  (seconds = 15 * 60) =>
  () =>
    jsonResponse({ token: fakeJwt(seconds) })

/**
 * The auth endpoints, each answering from its list in turn (the last answer again once the list
 * is used up) after `latency` ms, with every request recorded as "path at ms since the test began".
 */
function server(answers: { getSession?: Answer[]; token?: Answer[]; latency?: number }) {
  const startedAt = Date.now()
  const requests: string[] = []
  const next = (path: string, list: Answer[]) => async () => {
    requests.push(`${path} at ${Date.now() - startedAt}`)
    const answer = list.length > 1 ? list.shift() : list[0]
    if (!answer) throw new Error(`No answer for ${path}`)
    if (answers.latency) await new Promise((resolve) => setTimeout(resolve, answers.latency))
    return answer()
  }
  stubFetch({
    '/api/auth/get-session': next('get-session', answers.getSession ?? [session]),
    '/api/auth/token': next('token', answers.token ?? [token()]),
    '/api/v1/me/profile': () => jsonResponse(customerProfile),
  })
  return {
    requests,
    count: (path: string) => requests.filter((r) => r.startsWith(`${path} at`)).length,
  }
}

const controllers: AuthController[] = []
function tab(options: Parameters<typeof createAuthController>[0] = {}) {
  const controller = createAuthController({ createChannel: null, ...options })
  controllers.push(controller)
  const events = recordEvents(controller)
  // Every state the screens were shown: a signed-in customer must never be shown as a visitor.
  const shown: string[] = []
  controller.subscribe(() => {
    const { user, loading } = controller.getState()
    shown.push(loading ? 'loading' : (user?.name ?? 'visitor'))
  })
  return { controller, events, shown, names: () => events.map((e) => e.event) }
}

/** Lets the answers already given (and the modules they load) arrive. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') })
})

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop()
  vi.useRealTimers()
})

describe('a signed-in customer whose session checks are refused', () => {
  it('stays signed in through 429 and 503 from /token, and takes the token once one comes', async () => {
    remember()
    const api = server({ token: [tooMany, unavailable, tooMany, unavailable, token()] })
    const { controller, names, shown } = tab()
    controller.start()

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    // The read at start (429), then the refresher's round: at once (503), after 200 ms (429,
    // whose Retry-After of 1 s is longer than the 400 ms the backoff would wait), after 1 s
    // (503), and after 800 ms more.
    expect(api.requests.filter((r) => r.startsWith('token'))).toEqual([
      'token at 0',
      'token at 0',
      'token at 200',
      'token at 1200',
      'token at 2000',
    ])
    expect(names()).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED'])
    expect(controller.getState().session?.accessToken).toMatch(/^ey/)
    expect(shown).not.toContain('visitor')
  })

  it('stays signed in through 429 and 503 from get-session, and confirms the session once it answers', async () => {
    remember()
    const api = server({ getSession: [tooMany, unavailable, tooMany, session] })
    const { controller, names, shown } = tab()
    controller.start()

    await settle()
    // Not answered at start: the remembered session stands.
    expect(controller.getState().user?.name).toBe('Cora Customer')
    expect(controller.getState().session?.id).toBeNull()

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1)

    expect(api.requests.filter((r) => r.startsWith('get-session'))).toEqual([
      'get-session at 0',
      'get-session at 0',
      'get-session at 200',
      'get-session at 1200',
    ])
    expect(controller.getState().session?.id).toBe('session-1')
    expect(names()).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED'])
    expect(shown).not.toContain('visitor')
  })

  it('goes on trying at every tick while the server keeps refusing, and never signs out for it', async () => {
    remember()
    const api = server({ getSession: [tooMany], token: [tooMany] })
    const { controller, names, shown } = tab()
    controller.start()

    await vi.advanceTimersByTimeAsync(5 * REFRESH_TICK_MS)

    expect(api.count('get-session')).toBeGreaterThan(5 * 5)
    expect(names()).toEqual(['INITIAL_SESSION'])
    expect(controller.getState().user?.name).toBe('Cora Customer')
    expect(shown).not.toContain('visitor')
  })

  it('is not taken for a visitor when nothing was remembered and the first read is refused: it stays loading while it asks again', async () => {
    const api = server({ getSession: [tooMany, unavailable, session] })
    const { controller, names, shown } = tab()
    controller.start()

    await settle()
    expect(controller.getState().loading).toBe(true)

    await vi.advanceTimersByTimeAsync(5_000)

    expect(api.count('get-session')).toBe(3)
    expect(names()).toEqual(['SIGNED_IN', 'INITIAL_SESSION'])
    expect(controller.getState().user?.name).toBe('Cora Customer')
    expect(shown).not.toContain('visitor')
  })

  it('is signed out by a 401 from /token (the session was revoked)', async () => {
    remember()
    server({ token: [token(60), gone] })
    const { controller, names } = tab()
    controller.start()

    // The token from the start has 60 s left: the first tick refreshes it, and is refused.
    await vi.advanceTimersByTimeAsync(1_000)

    expect(names()).toEqual(['INITIAL_SESSION', 'SIGNED_OUT'])
    expect(controller.getState().user).toBeNull()
  })

  it('is signed out by a 401 from /token at start', async () => {
    remember()
    server({ token: [gone] })
    const { controller, names } = tab()
    controller.start()

    await settle()

    expect(names()).toEqual(['SIGNED_OUT', 'INITIAL_SESSION'])
    expect(controller.getState().user).toBeNull()
  })
})

describe('tabs sharing a channel and a lock', () => {
  function twoTabs() {
    const shared = { createChannel: fakeChannels(), locks: fakeLocks() }
    return [tab(shared), tab(shared)] as const
  }

  it('make one token request per tick, which every tab takes', async () => {
    remember()
    // Each token has 120 s: every tick finds 90 s left and refreshes. The answer takes 50 ms,
    // so that the other tab's tick comes while the request is on its way.
    const api = server({ token: [token(120)], latency: 50 })
    const [here, there] = twoTabs()
    here.controller.start()
    there.controller.start()
    await vi.advanceTimersByTimeAsync(200)
    // Each tab read the session and a token when it opened.
    expect(api.count('token')).toBe(2)

    await vi.advanceTimersByTimeAsync(4 * REFRESH_TICK_MS)

    expect(api.count('token')).toBe(2 + 4)
    const hereToken = here.controller.getState().session?.accessToken
    expect(there.controller.getState().session?.accessToken).toBe(hereToken)
    expect(here.names().filter((e) => e === 'TOKEN_REFRESHED')).toHaveLength(4)
    expect(there.names().filter((e) => e === 'TOKEN_REFRESHED')).toHaveLength(4)
  })

  it('ask nothing of the server when they follow a change read by another tab', async () => {
    remember()
    const api = server({})
    const [here, there] = twoTabs()
    here.controller.start()
    there.controller.start()
    await settle()
    const before = api.requests.length

    await here.controller.refreshUser()
    await settle()

    expect(there.names().at(-1)).toBe('USER_UPDATED')
    expect(there.controller.getState().profile?.fullName).toBe('Cora Customer')
    // One read of the session and one token, by the tab that made the change.
    expect(api.requests.length - before).toBe(2)
  })

  it('ask nothing when shown again with a fresh token, and once when shown again with an old one', async () => {
    remember()
    const api = server({})
    const [here, there] = twoTabs()
    here.controller.start()
    there.controller.start()
    await settle()
    expect(document.visibilityState).toBe('visible')
    const before = api.count('token')

    // Both tabs hear it (one document): each checks its token.
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(api.count('token')).toBe(before)

    // Fourteen minutes later the token has a minute left; the server is slow to answer.
    const answers: (() => void)[] = []
    stubFetch({
      '/api/auth/token': () =>
        new Promise<Response>((resolve) => {
          answers.push(() => resolve(jsonResponse({ token: fakeJwt() })))
        }),
    })
    vi.setSystemTime(Date.now() + 14 * 60_000)
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(answers).toHaveLength(1)

    for (const answer of answers) answer()
    await settle()

    const fresh = here.controller.getState().session?.accessToken
    expect(there.controller.getState().session?.accessToken).toBe(fresh)
    expect(here.names().filter((e) => e === 'TOKEN_REFRESHED')).toHaveLength(1)
    expect(there.names().filter((e) => e === 'TOKEN_REFRESHED')).toHaveLength(1)
  })
})
