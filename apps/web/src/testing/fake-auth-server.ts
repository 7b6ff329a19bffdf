import type { AuthController } from '@/features/auth/auth-controller.ts'
import type { AuthChangeEvent, Session } from '@/features/auth/auth-types.ts'
import { AUTH_STORAGE_KEY } from '@/features/auth/stored-session.ts'
import { customerProfile, customerSession, defaultAuthOptions, fakeJwt } from './auth-fixtures.ts'
import { jsonResponse, stubFetch } from './fetch-stub.ts'

// A fake auth server for the session's tests (features/auth/*.test.tsx).

export const errorBody = (code: string, message = code) => ({ error: { code, message } })

/** A fake server: who is signed in, and the answers for the auth endpoints. */
export function fakeServer({
  signedIn = false,
  tokenSeconds = 15 * 60,
  twoFactor = false,
}: {
  signedIn?: boolean
  tokenSeconds?: number
  twoFactor?: boolean
} = {}) {
  const server = { signedIn, name: customerSession.user.name, profile: customerProfile }
  let pendingSecondFactor = false
  const session = () => ({
    ...customerSession,
    user: { ...customerSession.user, name: server.name },
  })
  const fetchMock = stubFetch({
    '/api/auth/get-session': () => jsonResponse(server.signedIn ? session() : null),
    '/api/auth/token': () =>
      server.signedIn
        ? jsonResponse({ token: fakeJwt(tokenSeconds) })
        : jsonResponse(errorBody('auth.session_missing', 'Auth session missing!'), 401),
    '/api/v1/me/profile': () =>
      server.signedIn
        ? jsonResponse({ ...server.profile, fullName: server.name })
        : jsonResponse(errorBody('auth.session_missing'), 401),
    '/api/auth/sign-in/email': () => {
      if (twoFactor) {
        pendingSecondFactor = true
        return jsonResponse({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
      }
      server.signedIn = true
      return jsonResponse({ redirect: false, token: 'opaque', user: session().user })
    },
    '/api/auth/two-factor/verify-totp': () => {
      // Finishes a sign-in, or turns two-factor on for the signed-in user.
      if (!pendingSecondFactor && !server.signedIn)
        return jsonResponse(errorBody('auth.invalid_code'), 401)
      server.signedIn = true
      return jsonResponse({ token: 'opaque', user: session().user })
    },
    '/api/auth/sign-out': () => {
      server.signedIn = false
      return jsonResponse({ success: true })
    },
    '/api/v1/auth/options': () => jsonResponse(defaultAuthOptions),
  })
  return { server, fetchMock }
}

/** Records every event a subscriber gets, with the session's user name. */
export function recordEvents(controller: AuthController) {
  const events: { event: AuthChangeEvent; name: string | null; session: Session | null }[] = []
  controller.onAuthStateChange((event, session) =>
    events.push({ event, name: session?.user.name ?? null, session }),
  )
  return events
}

/** A session remembered from the last visit, as the controller stores it. */
export const remember = (name = 'Cora Customer') =>
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      userId: 'user-1',
      name,
      role: 'customer',
      expiresAt: '2099-01-01T00:00:00.000Z',
    }),
  )
