import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { customerProfile, defaultAuthOptions, fakeJwt, sessionAs } from '@/testing/auth-fixtures.ts'
import {
  bodyOf,
  errorBody,
  serverWithAccount,
  settings,
  signInWith,
} from '@/testing/auth-screens.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'

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

    // The rules come with the first keystroke or, as here, the submit, which waits for them.
    expect(await within(form).findByText('Enter your e-mail address')).toBeTruthy()
    const email = within(form).getByLabelText(/E-mail address/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
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
    // The address the router reads stays; only leaving the app is caught.
    const { origin, pathname, search } = window.location
    vi.stubGlobal('location', { ...window.location, assign, origin, pathname, search })
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
      callbackURL: '/signin',
      errorCallbackURL: '/signin',
      disableRedirect: true,
    })
  })

  it('lists the demo accounts on a demo install, each signed in with one click, landing in its workspace', async () => {
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
      // The operator's workspace, empty.
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
      '/api/v1/quotes': () => jsonResponse({ quotes: [] }),
      '/api/v1/resources': () => jsonResponse({ resources: [] }),
    })
    renderApp('/signin')

    const demo = await screen.findByRole('region', { name: 'Demo accounts' })
    expect(within(demo).getByText('operator@demo.test')).toBeTruthy()
    expect(within(demo).getByText('Right-Pass-2026')).toBeTruthy()
    expect(within(demo).getByText('Operator')).toBeTruthy()

    await userEvent.click(within(demo).getByRole('button', { name: /Use this account/ }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator dashboard' }),
    ).toBeTruthy()
    // …in the staff layout, whose navigation has the operator's sections, the agenda open.
    const workspace = screen.getByRole('navigation', { name: 'Workspace' })
    const agenda = within(workspace).getByRole('link', { name: 'Agenda' })
    expect(agenda.getAttribute('href')).toBe('/operator-dashboard?section=agenda')
    expect(agenda.getAttribute('aria-current')).toBe('page')
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
