import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { customerProfile, fakeJwt, sessionAs } from './auth-fixtures.ts'
import { jsonResponse, stubFetch } from './fetch-stub.ts'
import { publicSettings } from './fixtures.ts'

// A fake server for the sign-in, sign-up and header screens (app/routes/auth-screens*.test.tsx).

export const settings = { '/api/v1/settings/public': () => jsonResponse(publicSettings) }
export const errorBody = (code: string, details?: unknown) => ({
  error: { code, message: 'Server wording that the app must not show', details },
})
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))

/** A server where signing in with the right password works, as `role`. */
export function serverWithAccount({
  role = 'customer',
  twoFactor = false,
}: {
  role?: 'customer' | 'operator' | 'admin'
  twoFactor?: boolean
} = {}) {
  let signedIn = false
  let pending = false
  const fetchMock = stubFetch({
    ...settings,
    '/api/auth/get-session': () => jsonResponse(signedIn ? sessionAs(role) : null),
    '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
    '/api/v1/me/profile': () => jsonResponse({ ...customerProfile, role }),
    '/api/auth/sign-in/email': (_url, init) => {
      if (bodyOf(init).password !== 'Right-Pass-2026') {
        return jsonResponse(errorBody('auth.invalid_credentials'), 401)
      }
      if (twoFactor) {
        pending = true
        return jsonResponse({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
      }
      signedIn = true
      return jsonResponse({ redirect: false, token: 'x', user: sessionAs(role).user })
    },
    '/api/auth/two-factor/verify-totp': (_url, init) => {
      if (!pending || bodyOf(init).code !== '123456') {
        return jsonResponse(errorBody('auth.invalid_code'), 401)
      }
      signedIn = true
      return jsonResponse({ token: 'x', user: sessionAs(role).user })
    },
    '/api/auth/sign-out': () => {
      signedIn = false
      return jsonResponse({ success: true })
    },
  })
  return fetchMock
}

export async function signInWith(password: string) {
  const form = await screen.findByRole('form', { name: 'Sign in' })
  await userEvent.type(within(form).getByLabelText(/E-mail address/), 'cora@example.com')
  await userEvent.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), password)
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }))
}
