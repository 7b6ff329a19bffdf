import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  customerProfile,
  defaultAuthOptions,
  fakeJwt,
  sessionAs,
  signedInRoutes,
} from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

const settings = { '/api/v1/settings/public': () => jsonResponse(publicSettings) }
const errorBody = (code: string, details?: unknown) => ({
  error: { code, message: 'Server wording that the app must not show', details },
})
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))

/** A server where signing in with the right password works, as `role`. */
function serverWithAccount({
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

async function signInWith(password: string) {
  const form = await screen.findByRole('form', { name: 'Sign in' })
  await userEvent.type(within(form).getByLabelText(/E-mail address/), 'cora@example.com')
  await userEvent.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), password)
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }))
}

describe('guards', () => {
  it('send a visitor to /signin?next=…, and back there once signed in', async () => {
    serverWithAccount()
    const { router } = renderApp('/dashboard?tab=security')

    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(router.state.location.pathname).toBe('/signin')
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/dashboard?tab=security')}`,
    )

    await signInWith('Right-Pass-2026')

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/dashboard?tab=security',
    )
  })

  it('show a signed-in customer who opens /admin a clear "not allowed" screen', async () => {
    stubFetch({ ...settings, ...signedInRoutes('customer') })
    renderApp('/admin')

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy()
    expect(screen.getByText(/only for administrators/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    await waitFor(() => expect(document.title).toBe('Not allowed · Harbour Lane Studio'))
  })

  it('let an operator into the operator dashboard but not into /admin', async () => {
    stubFetch({ ...settings, ...signedInRoutes('operator') })
    const { router } = renderApp('/operator-dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator dashboard' }),
    ).toBeTruthy()

    await router.navigate('/admin')

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy()
  })

  it('ignore a next= that points to another site', async () => {
    serverWithAccount()
    const { router } = renderApp('/signin?next=//evil.example/phish')

    await signInWith('Right-Pass-2026')

    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe('the sign-in screen', () => {
  it('says "Invalid login credentials" for a wrong password, from the code and not the server’s words', async () => {
    serverWithAccount()
    renderApp('/signin')

    await signInWith('Wrong-Pass-1')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Invalid login credentials')
    expect(alert.textContent).not.toContain('Server wording')
  })

  it('says when to try again after too many attempts', async () => {
    stubFetch({
      ...settings,
      '/api/auth/sign-in/email': () =>
        jsonResponse(errorBody('rate_limited', { retryAfter: 42 }), 429),
    })
    renderApp('/signin')

    await signInWith('Whatever-1')

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please try again in 42 seconds.',
    )
  })

  it('explains a missing e-mail address next to the field, before asking the server', async () => {
    const fetchMock = serverWithAccount()
    renderApp('/signin')
    const form = await screen.findByRole('form', { name: 'Sign in' })

    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }))

    const email = within(form).getByLabelText(/E-mail address/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(within(form).getByText('Enter your e-mail address')).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sign-in'))).toBe(false)
  })

  it('asks for the code from the authenticator app when two-step sign-in is on', async () => {
    serverWithAccount({ twoFactor: true })
    renderApp('/signin')
    await signInWith('Right-Pass-2026')

    const code = await screen.findByLabelText(/Code from your app/)
    await userEvent.type(code, '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right')

    await userEvent.clear(code)
    await userEvent.type(code, '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
  })

  it('shows no Google or Apple button when the server has none configured', async () => {
    serverWithAccount()
    renderApp('/signin')
    await screen.findByRole('form', { name: 'Sign in' })

    expect(screen.queryByRole('button', { name: /Google|Apple/ })).toBeNull()
  })

  it('shows only the configured providers, and goes to the provider’s page', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin })
    const fetchMock = stubFetch({
      ...settings,
      '/api/v1/auth/options': () =>
        jsonResponse({ ...defaultAuthOptions, socialProviders: ['google'] }),
      '/api/auth/sign-in/social': () =>
        jsonResponse({ url: 'https://accounts.google.example/o/oauth2', redirect: true }),
    })
    renderApp('/signin')

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))

    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull()
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.example/o/oauth2'),
    )
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/sign-in/social'))
    expect(bodyOf(call?.[1])).toEqual({
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/signin',
    })
  })

  it('lists the demo accounts on a demo install, each signed in with one click', async () => {
    const fetchMock = serverWithAccount({ role: 'operator' })
    stubFetch({
      ...Object.fromEntries(
        [
          '/api/v1/settings/public',
          '/api/auth/get-session',
          '/api/auth/token',
          '/api/v1/me/profile',
          '/api/auth/sign-in/email',
        ].map((path) => [path, (url: string, init?: RequestInit) => fetchMock(url, init)]),
      ),
      '/api/v1/auth/options': () =>
        jsonResponse({
          ...defaultAuthOptions,
          demoAccounts: [
            {
              role: 'operator',
              name: 'Otto Operator',
              email: 'operator@demo.test',
              password: 'Right-Pass-2026',
            },
          ],
        }),
    })
    renderApp('/signin')

    const demo = await screen.findByRole('region', { name: 'Demo accounts' })
    expect(within(demo).getByText('operator@demo.test')).toBeTruthy()
    expect(within(demo).getByText('Right-Pass-2026')).toBeTruthy()
    expect(within(demo).getByText('Operator')).toBeTruthy()

    await userEvent.click(within(demo).getByRole('button', { name: /Use this account/ }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
  })

  it('sends a reset link to ask for, saying the same whether or not the account exists', async () => {
    const fetchMock = stubFetch({
      ...settings,
      '/api/auth/request-password-reset': () => jsonResponse({ status: true }),
    })
    renderApp('/signin?mode=forgot')

    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'cora@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }))

    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account uses cora@example.com',
    )
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('request-password-reset'),
    )
    expect(bodyOf(call?.[1])).toEqual({
      email: 'cora@example.com',
      redirectTo: `${window.location.origin}/signin?mode=reset`,
    })
  })

  it('sets a new password from the reset link, explaining a weak one in words', async () => {
    let attempts = 0
    const fetchMock = stubFetch({
      ...settings,
      '/api/auth/reset-password': () =>
        attempts++ === 0
          ? jsonResponse(errorBody('weak_password', { reasons: ['pwned'] }), 422)
          : jsonResponse({ status: true }),
    })
    renderApp('/signin?mode=reset&token=abc123')

    const field = await screen.findByLabelText(/New password/)
    await userEvent.type(field, 'Password12345')
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'this password is on a list of commonly used passwords',
    )

    await userEvent.clear(field)
    await userEvent.type(field, 'Velodrome-Sprint-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }))

    expect((await screen.findByRole('status')).textContent).toContain('Your password was changed')
    const call = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('reset-password'))
      .at(-1)
    expect(bodyOf(call?.[1])).toEqual({ token: 'abc123', newPassword: 'Velodrome-Sprint-2026' })
  })

  it('says that an expired or used reset link no longer works, with a way to ask again', async () => {
    stubFetch(settings)
    renderApp('/signin?mode=reset&error=INVALID_TOKEN')

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link has expired or was already used',
    )
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/signin?mode=forgot',
    )
  })

  it('signs in with a code sent by e-mail', async () => {
    let signedIn = false
    const fetchMock = stubFetch({
      ...settings,
      '/api/auth/email-otp/send-verification-otp': () => jsonResponse({ success: true }),
      '/api/auth/sign-in/email-otp': () => {
        signedIn = true
        return jsonResponse({ token: 'x', user: sessionAs('customer').user })
      },
      '/api/auth/get-session': () => jsonResponse(signedIn ? sessionAs('customer') : null),
      '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
      '/api/v1/me/profile': () => jsonResponse(customerProfile),
    })
    renderApp('/signin?mode=code')

    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'cora@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }))
    await userEvent.type(await screen.findByLabelText(/Code from the e-mail/), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('sign-in/email-otp'))
    expect(bodyOf(call?.[1])).toEqual({ email: 'cora@example.com', otp: '654321' })
  })
})

describe('the sign-up screen', () => {
  it('hints the strength while typing, rule by rule from the server’s policy', async () => {
    stubFetch(settings)
    renderApp('/signup')

    const password = await screen.findByLabelText(/^Password/, { selector: 'input' })
    // The policy in words is read out with the field.
    const policy = await screen.findByText(
      'At least 10 characters, with a lowercase letter, an uppercase letter and a digit.',
    )
    expect(password.getAttribute('aria-describedby')).toContain(policy.id)
    await userEvent.type(password, 'abc')

    const rules = screen.getByRole('list', { name: 'Password rules' })
    const items = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'At least 10 characters (7 more) (still needed)',
      'A lowercase letter (done)',
      'An uppercase letter (still needed)',
      'A digit (still needed)',
    ])
    expect(screen.getByText('Strength: Weak')).toBeTruthy()

    await userEvent.type(password, 'Defgh1234')
    expect(screen.getByText('Strength: Meets the rules')).toBeTruthy()
  })

  it('explains each reason the server gave for a weak password, in words', async () => {
    stubFetch({
      ...settings,
      '/api/auth/sign-up/email': () =>
        jsonResponse(
          errorBody('weak_password', { reasons: ['length', 'characters', 'pwned'] }),
          422,
        ),
    })
    renderApp('/signup')

    await userEvent.type(await screen.findByLabelText(/Full name/), 'Jo Rider')
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'jo@example.com')
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'qwerty')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    const alert = await screen.findByRole('alert')
    const reasons = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(reasons).toEqual([
      'Use at least 10 characters.',
      'Add an uppercase letter and a digit.',
      'Choose another one: this password is on a list of commonly used passwords.',
    ])
    expect(
      screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBe('true')
  })

  it('says that the e-mail address already has an account', async () => {
    stubFetch({
      ...settings,
      '/api/auth/sign-up/email': () =>
        jsonResponse(errorBody('auth.user_already_exists_use_another_email'), 422),
    })
    renderApp('/signup')

    await userEvent.type(await screen.findByLabelText(/Full name/), 'Jo Rider')
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'jo@example.com')
    await userEvent.type(
      screen.getByLabelText(/^Password/, { selector: 'input' }),
      'Velodrome-Sprint-2026',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    expect((await screen.findByRole('alert')).textContent).toContain('already an account')
  })

  it('creates the account, asking for staff access only as a request, and opens the dashboard with a reminder to confirm the address', async () => {
    let signedIn = false
    const fetchMock = stubFetch({
      ...settings,
      '/api/auth/sign-up/email': () => {
        signedIn = true
        return jsonResponse({ token: 'x', user: sessionAs('customer').user })
      },
      '/api/auth/get-session': () =>
        jsonResponse(
          signedIn
            ? sessionAs('customer', {
                name: 'Jo Rider',
                email: 'jo@example.com',
                emailVerified: false,
              })
            : null,
        ),
      '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
      '/api/v1/me/profile': () =>
        jsonResponse({ ...customerProfile, fullName: 'Jo Rider', requestedRole: 'operator' }),
      '/api/auth/list-sessions': () => jsonResponse([]),
    })
    renderApp('/signup')

    await userEvent.type(await screen.findByLabelText(/Full name/), 'Jo Rider')
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'jo@example.com')
    await userEvent.type(
      screen.getByLabelText(/^Password/, { selector: 'input' }),
      'Velodrome-Sprint-2026',
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /ask for staff access/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    expect(await screen.findByText('Please confirm your e-mail address')).toBeTruthy()
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('sign-up/email'))
    expect(bodyOf(call?.[1])).toEqual({
      name: 'Jo Rider',
      email: 'jo@example.com',
      password: 'Velodrome-Sprint-2026',
      requestedRole: 'operator',
      callbackURL: '/dashboard?verified=1',
    })
  })
})

describe('the header', () => {
  it('shows Sign in and Sign up to a visitor', async () => {
    stubFetch(settings)
    renderApp('/')
    const header = screen.getByRole('banner')

    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(within(header).getByRole('link', { name: 'Sign up' })).toBeTruthy()
  })

  it.each([
    ['customer', ['Dashboard', 'Sign out']],
    ['operator', ['Dashboard', 'Operator dashboard', 'Sign out']],
    ['admin', ['Dashboard', 'Operator dashboard', 'Admin', 'Sign out']],
  ] as const)('gives a signed-in %s a menu under their name with %j', async (role, items) => {
    stubFetch({ ...settings, ...signedInRoutes(role) })
    renderApp('/')
    const header = screen.getByRole('banner')

    await userEvent.click(await within(header).findByRole('button', { name: 'Cora Customer' }))

    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items)
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  it('signs out from the menu, and shows Sign in again', async () => {
    serverWithAccount()
    const { router } = renderApp('/signin')
    await signInWith('Right-Pass-2026')
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })

    await userEvent.click(screen.getByRole('button', { name: 'Cora Customer' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))

    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })
})
