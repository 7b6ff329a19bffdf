import type { AuthOptions, Profile } from '@reserva/shared'
import type { ServerSession } from '@/lib/auth-schemas.ts'
import { jsonResponse } from './json-response.ts'

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A JWT-shaped token expiring `seconds` from now; the client reads `exp` and never verifies. */
export const fakeJwt = (seconds = 15 * 60, sub = 'user-1') =>
  [
    base64url({ alg: 'EdDSA', kid: 'k1' }),
    base64url({ sub, exp: Math.floor(Date.now() / 1000) + seconds, pad: '~~??>>' }),
    'signature',
  ].join('.')

export const customerSession: ServerSession = {
  session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: {
    id: 'user-1',
    email: 'cora@example.com',
    name: 'Cora Customer',
    emailVerified: true,
    role: 'customer',
    twoFactorEnabled: false,
    phoneNumber: null,
  },
}

export const sessionAs = (
  role: Profile['role'],
  user: Partial<ServerSession['user']> = {},
): ServerSession => ({
  ...customerSession,
  user: { ...customerSession.user, role, ...user },
})

export const customerProfile: Profile = {
  id: 'user-1',
  fullName: 'Cora Customer',
  phone: null,
  timezone: null,
  language: null,
  role: 'customer',
  requestedRole: null,
}

/** What /api/v1/auth/options answers in unit tests: the server's defaults, nothing configured. */
export const defaultAuthOptions: AuthOptions = {
  socialProviders: [],
  demoAccounts: [],
  passwordPolicy: { minLength: 10, requiredClasses: ['lower', 'upper', 'digit'] },
  singleSignOn: false,
}

/** Fetch handlers for a signed-in user with this role (pass them to stubFetch). */
export const signedInRoutes = (role: Profile['role'] = 'customer') => ({
  '/api/auth/get-session': () => jsonResponse(sessionAs(role)),
  '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
  '/api/v1/me/profile': () => jsonResponse({ ...customerProfile, role }),
})
