import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authKeys, bookingKeys, serviceKeys, settingsKeys } from '@/lib/query-keys.ts'
import { customerSession, fakeJwt } from '@/testing/auth-fixtures.ts'
import { errorBody, fakeServer, recordEvents, remember } from '@/testing/fake-auth-server.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders, testQueryClient } from '@/testing/render.tsx'
import { type AuthController, createAuthController } from '../auth-controller.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { AUTH_STORAGE_KEY } from '../stored-session.ts'

function Probe() {
  const { user, profile, loading, session } = useAuth()
  return (
    <dl>
      <dt>loading</dt>
      <dd data-testid="loading">{String(loading)}</dd>
      <dt>user</dt>
      <dd data-testid="user">{user?.name ?? 'nobody'}</dd>
      <dt>profile</dt>
      <dd data-testid="profile">{profile?.fullName ?? 'none'}</dd>
      <dt>token</dt>
      <dd data-testid="token">{session?.accessToken ? 'in memory' : 'none'}</dd>
    </dl>
  )
}

/** Uses the context without a provider around it. */
function Orphan() {
  useAuth()
  return null
}

const controllers: AuthController[] = []

/** Renders the provider with its own controller; `channel: false` leaves the tab alone. */
function renderAuth({ channel = false }: { channel?: boolean } = {}) {
  const controller = createAuthController(channel ? {} : { createChannel: null })
  controllers.push(controller)
  const events = recordEvents(controller)
  renderWithProviders(<Probe />, { authController: controller })
  return { controller, events }
}

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop()
})

describe('AuthProvider', () => {
  it('INITIAL_SESSION: a visitor gets it with no session, and loading turns false with it', async () => {
    fakeServer()
    const { events } = renderAuth()

    expect(screen.getByTestId('loading').textContent).toBe('true')
    await waitFor(() => expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION']))
    expect(events[0]?.session).toBeNull()
    // React paints the state the event set after the event itself: on a busy machine, later.
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('false'))
    expect(screen.getByTestId('user').textContent).toBe('nobody')
  })

  it('INITIAL_SESSION: a remembered session paints the user at once, then comes confirmed with the profile and an in-memory JWT', async () => {
    fakeServer({ signedIn: true })
    remember('Cora (remembered)')
    const { events } = renderAuth()

    // Before any answer from the server: the remembered name, and not loading.
    expect(screen.getByTestId('loading').textContent).toBe('false')
    expect(screen.getByTestId('user').textContent).toBe('Cora (remembered)')

    await waitFor(() => expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION']))
    expect(events[0]?.name).toBe('Cora Customer')
    expect(events[0]?.session?.id).toBe('session-1')
    expect(screen.getByTestId('profile').textContent).toBe('Cora Customer')
    expect(screen.getByTestId('token').textContent).toBe('in memory')
  })

  it('a subscriber added later still gets INITIAL_SESSION, once', async () => {
    fakeServer({ signedIn: true })
    const { controller, events } = renderAuth()
    await waitFor(() => expect(events).toHaveLength(2)) // SIGNED_IN, then INITIAL_SESSION

    const late = recordEvents(controller)
    await waitFor(() => expect(late.map((e) => e.event)).toEqual(['INITIAL_SESSION']))
    expect(late[0]?.name).toBe('Cora Customer')
  })

  it('SIGNED_IN: after a password sign-in, with the profile fetched and only non-secret facts stored', async () => {
    const { fetchMock } = fakeServer()
    const { controller, events } = renderAuth()
    await waitFor(() => expect(events).toHaveLength(1))

    await expect(
      controller.signInWithPassword({ email: 'cora@example.com', password: 'Secret-Pass-1' }),
    ).resolves.toBe('signed_in')

    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN'])
    expect(events[1]?.session?.accessToken).toMatch(/^ey/)
    await waitFor(() => expect(screen.getByTestId('profile').textContent).toBe('Cora Customer'))
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/me/profile')).toBe(true)
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')
    expect(stored).toEqual({
      userId: 'user-1',
      name: 'Cora Customer',
      role: 'customer',
      expiresAt: customerSession.session.expiresAt,
    })
    expect(JSON.stringify(localStorage)).not.toMatch(/ey[\w-]+\.|opaque/)
  })

  it('SIGNED_IN: also when the page opens on a session made outside the forms (the e-mail link), then INITIAL_SESSION', async () => {
    fakeServer({ signedIn: true })
    const { events } = renderAuth()

    await waitFor(() =>
      expect(events.map((e) => e.event)).toEqual(['SIGNED_IN', 'INITIAL_SESSION']),
    )
  })

  it('TOKEN_REFRESHED: a JWT with 90 s or less left is refreshed and the new one announced', async () => {
    fakeServer({ signedIn: true, tokenSeconds: 60 })
    remember()
    const { events } = renderAuth()

    await waitFor(() => expect(events.map((e) => e.event)).toContain('TOKEN_REFRESHED'))
    expect(events.find((e) => e.event === 'TOKEN_REFRESHED')?.session?.accessToken).toMatch(/^ey/)
  })

  it('SIGNED_OUT: signing out clears the user, the profile and what was stored', async () => {
    fakeServer({ signedIn: true })
    remember()
    const { controller, events } = renderAuth()
    await waitFor(() => expect(screen.getByTestId('profile').textContent).toBe('Cora Customer'))

    await controller.signOut()

    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT'])
    expect(events[1]?.session).toBeNull()
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('nobody'))
    expect(screen.getByTestId('profile').textContent).toBe('none')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  it('SIGNED_OUT: a remembered session the server no longer has is signed out', async () => {
    fakeServer({ signedIn: false })
    remember()
    const { events } = renderAuth()

    await waitFor(() =>
      expect(events.map((e) => e.event)).toEqual(['SIGNED_OUT', 'INITIAL_SESSION']),
    )
    expect(screen.getByTestId('user').textContent).toBe('nobody')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  it('SIGNED_OUT: a refresh refused with 401 (the session was revoked) signs out', async () => {
    const { server } = fakeServer({ signedIn: true })
    remember()
    const { controller, events } = renderAuth()
    await waitFor(() => expect(events[0]?.event).toBe('INITIAL_SESSION'))
    // Revoked elsewhere; the next refresh is refused.
    server.signedIn = false

    await controller.refreshSession()
    await waitFor(() => expect(events.map((e) => e.event)).toContain('SIGNED_OUT'))
    expect(screen.getByTestId('user').textContent).toBe('nobody')
  })

  it('SIGNED_OUT: forgets what the person saw (their bookings, the people list, their feed), keeps what anyone may read', async () => {
    const { server } = fakeServer({ signedIn: true })
    remember()
    const controller = createAuthController({ createChannel: null })
    controllers.push(controller)
    const events = recordEvents(controller)
    const queryClient = testQueryClient()
    const theirs = [
      bookingKeys.mine(),
      ['people', 'list'],
      ['calendar-feeds', '/api/v1/me/calendar-feed'],
    ]
    const anyones = [settingsKeys.public(), serviceKeys.list('offered'), authKeys.options()]
    for (const queryKey of [...theirs, ...anyones]) queryClient.setQueryData(queryKey, ['seen'])
    renderWithProviders(<Probe />, { authController: controller, queryClient })
    await waitFor(() => expect(events[0]?.event).toBe('INITIAL_SESSION'))
    server.signedIn = false

    await controller.refreshSession()

    await waitFor(() => expect(events.map((e) => e.event)).toContain('SIGNED_OUT'))
    for (const queryKey of theirs) expect(queryClient.getQueryData(queryKey)).toBeUndefined()
    for (const queryKey of anyones) expect(queryClient.getQueryData(queryKey)).toEqual(['seen'])
  })

  it('keeps a remembered session when the server cannot be reached at start', async () => {
    stubFetch({
      '/api/auth/get-session': () => {
        throw new TypeError('Failed to fetch')
      },
      '/api/auth/token': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    remember()
    const { events } = renderAuth()

    await waitFor(() => expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION']))
    expect(events[0]?.name).toBe('Cora Customer')
    expect(screen.getByTestId('user').textContent).toBe('Cora Customer')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
  })

  it('USER_UPDATED: re-reads the user after a change', async () => {
    const { server } = fakeServer({ signedIn: true })
    remember()
    const { controller, events } = renderAuth()
    await waitFor(() => expect(events).toHaveLength(1))

    server.name = 'Cora Q. Customer'
    await controller.refreshUser()

    expect(events.at(-1)).toMatchObject({ event: 'USER_UPDATED', name: 'Cora Q. Customer' })
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('Cora Q. Customer'))
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').name).toBe('Cora Q. Customer')
  })

  it('PASSWORD_RECOVERY: when the reset screen opens with a recovery token', async () => {
    fakeServer()
    const { controller, events } = renderAuth()
    await waitFor(() => expect(events).toHaveLength(1))

    controller.notifyPasswordRecovery()

    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY'])
  })

  it('MFA_CHALLENGE_VERIFIED: a sign-in that asked for the second factor ends with it', async () => {
    fakeServer({ twoFactor: true })
    const { controller, events } = renderAuth()
    await waitFor(() => expect(events).toHaveLength(1))

    await expect(
      controller.signInWithPassword({ email: 'cora@example.com', password: 'Secret-Pass-1' }),
    ).resolves.toBe('two_factor_required')
    expect(events).toHaveLength(1)
    expect(screen.getByTestId('user').textContent).toBe('nobody')

    await controller.verifyTwoFactor({ code: '123456', kind: 'totp' })

    expect(events.map((e) => e.event)).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'MFA_CHALLENGE_VERIFIED',
    ])
    expect(events[2]?.name).toBe('Cora Customer')
  })

  it('treats a missing profile row as no profile, without logging anything', async () => {
    const warn = vi.spyOn(console, 'warn')
    const { server } = fakeServer({ signedIn: true })
    stubFetch({
      '/api/auth/get-session': () => jsonResponse(server.signedIn ? customerSession : null),
      '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
      '/api/v1/me/profile': () => jsonResponse(errorBody('profiles.not_found', 'No profile'), 404),
    })
    remember()
    const { events } = renderAuth()

    await waitFor(() => expect(events).toHaveLength(1))
    expect(screen.getByTestId('user').textContent).toBe('Cora Customer')
    expect(screen.getByTestId('profile').textContent).toBe('none')
    expect(warn).not.toHaveBeenCalled()
  })

  it('only logs (console.warn) another profile error, and stays signed in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch({
      '/api/auth/get-session': () => jsonResponse(customerSession),
      '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
      '/api/v1/me/profile': () => jsonResponse(errorBody('internal_error', 'Boom'), 500),
    })
    remember()
    const { events } = renderAuth()

    await waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]?.session?.id).toBe('session-1')
    expect(screen.getByTestId('profile').textContent).toBe('none')
    expect(warn).toHaveBeenCalledWith('The profile could not be loaded', expect.anything())
  })

  it('useAuth() outside the provider throws', () => {
    // React reports the render error on console.error before rethrowing it; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow('useAuth() must be used inside <AuthProvider>')
    consoleError.mockRestore()
  })
})
