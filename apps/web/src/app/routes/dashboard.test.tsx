import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { customerProfile, fakeJwt, sessionAs } from '@/testing/auth-fixtures.ts'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path))

const TOTP_URI =
  'otpauth://totp/Harbour%20Lane:cora%40example.com?secret=MZBXG23XNFPUGUKPKZBDAUCTNV2G&issuer=Harbour+Lane&digits=6&period=30'

/** A signed-in customer's server; `user` and `profile` change as the requests do. */
function signedInServer(
  overrides: Record<string, (url: string, init?: RequestInit) => Response> = {},
) {
  const state = {
    user: sessionAs('customer').user,
    profile: customerProfile,
  }
  const fetchMock = stubFetch({
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/auth/get-session': () => jsonResponse({ ...sessionAs('customer'), user: state.user }),
    '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
    '/api/v1/me/calendar-feed': () => jsonResponse({ feed: null }),
    '/api/v1/me/data-export': () => jsonResponse({ export: null }),
    '/api/v1/me/profile': (_url, init) => {
      if (init?.method === 'PATCH') state.profile = { ...state.profile, ...bodyOf(init) }
      return jsonResponse(state.profile)
    },
    '/api/auth/update-user': (_url, init) => {
      state.user = { ...state.user, name: bodyOf(init).name }
      return jsonResponse({ status: true })
    },
    '/api/auth/list-sessions': () =>
      jsonResponse([
        {
          id: 'session-1',
          token: 'token-here',
          createdAt: '2026-03-01T09:00:00.000Z',
          updatedAt: '2026-03-01T09:30:00.000Z',
          expiresAt: '2026-04-01T09:00:00.000Z',
          ipAddress: '203.0.113.9',
          userAgent:
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
        },
        {
          id: 'session-2',
          token: 'token-phone',
          createdAt: '2026-02-20T18:00:00.000Z',
          updatedAt: '2026-02-28T08:00:00.000Z',
          expiresAt: '2026-03-20T18:00:00.000Z',
          ipAddress: '198.51.100.4',
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
        },
      ]),
    '/api/auth/revoke-session': () => jsonResponse({ status: true }),
    '/api/v1/quotes': () => jsonResponse({ quotes: [] }),
    '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    '/api/auth/two-factor/enable': () =>
      jsonResponse({
        totpURI: TOTP_URI,
        backupCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`),
      }),
    '/api/auth/two-factor/verify-totp': () => {
      state.user = { ...state.user, twoFactorEnabled: true }
      return jsonResponse({ token: 'x', user: state.user })
    },
    '/api/auth/change-password': (_url, init) =>
      bodyOf(init).currentPassword === 'Right-Pass-2026'
        ? jsonResponse({ token: 'new', user: state.user })
        : errorResponse(401, {
            code: 'auth.invalid_credentials',
            message: 'Invalid login credentials',
          }),
    ...overrides,
  })
  return { fetchMock, state }
}

describe('the dashboard', () => {
  it('has a section with the customer’s bookings, above the profile', async () => {
    signedInServer()
    renderApp('/dashboard')

    const bookings = await screen.findByRole('region', { name: 'Bookings' })
    expect(await within(bookings).findByText('You have no upcoming bookings.')).toBeTruthy()
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(sections.indexOf('Bookings')).toBeLessThan(sections.indexOf('Profile'))
  })

  it('saves the profile, renaming the account too, and the header follows (USER_UPDATED)', async () => {
    const { fetchMock } = signedInServer()
    renderApp('/dashboard')

    const form = await screen.findByRole('form', { name: 'Profile' })
    const name = within(form).getByLabelText(/Full name/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Cora Q. Customer')
    await userEvent.type(within(form).getByLabelText(/Phone number/), '+44 20 7946 0321')
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }))

    expect(await within(form).findByText('Saved.')).toBeTruthy()
    expect(
      bodyOf(callsTo(fetchMock, '/api/v1/me/profile').find(([, i]) => i?.method === 'PATCH')?.[1]),
    ).toEqual({
      fullName: 'Cora Q. Customer',
      // As typed: the server reads it in the business's country and keeps it in E.164.
      phone: '+44 20 7946 0321',
      timezone: null,
    })
    expect(bodyOf(callsTo(fetchMock, '/api/auth/update-user')[0]?.[1])).toEqual({
      name: 'Cora Q. Customer',
    })
    const header = screen.getByRole('banner')
    await waitFor(() =>
      expect(within(header).getByRole('button', { name: 'Cora Q. Customer' })).toBeTruthy(),
    )
  })

  it('shows each of the server’s field errors next to its field', async () => {
    signedInServer({
      '/api/v1/me/profile': (_url, init) =>
        init?.method === 'PATCH'
          ? jsonResponse(
              {
                error: {
                  code: 'validation_failed',
                  message: 'Invalid',
                  details: [{ path: 'timezone', message: 'Unknown time zone' }],
                },
              },
              400,
            )
          : jsonResponse(customerProfile),
    })
    renderApp('/dashboard')

    const form = await screen.findByRole('form', { name: 'Profile' })
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }))

    expect(await within(form).findByText('Unknown time zone')).toBeTruthy()
    expect(within(form).getByRole('alert').textContent).toContain('Some details need a change')
  })

  it('shows the server’s refusal of a phone number at its field, with the business’s examples', async () => {
    const sent: unknown[] = []
    signedInServer({
      '/api/v1/me/profile': (_url, init) => {
        if (init?.method !== 'PATCH') return jsonResponse(customerProfile)
        sent.push(JSON.parse(String(init.body)))
        return jsonResponse(
          {
            error: {
              code: 'invalid_phone_number',
              message: 'This is not a phone number.',
              details: {
                path: 'phone',
                country: 'GB',
                examples: { national: '07400 123456', international: '+44 7400 123456' },
              },
            },
          },
          400,
        )
      },
    })
    renderApp('/dashboard')

    const form = await screen.findByRole('form', { name: 'Profile' })
    // A national number is sent as typed: the server reads it in the business's country.
    await userEvent.type(within(form).getByLabelText(/Phone number/), '0207 946')
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }))

    expect(
      await within(form).findByText(
        'This is not a phone number. Write it as you dial it here, e.g. 07400 123456, or with + and the country code, e.g. +44 7400 123456.',
      ),
    ).toBeTruthy()
    expect(sent).toEqual([expect.objectContaining({ phone: '0207 946' })])
  })

  it('says when the current password is wrong on changing it', async () => {
    signedInServer()
    renderApp('/dashboard')

    const form = await screen.findByRole('form', { name: 'Change your password' })
    await userEvent.type(
      within(form).getByLabelText(/Current password/, { selector: 'input' }),
      'Nope-2026',
    )
    await userEvent.type(
      within(form).getByLabelText(/New password/, { selector: 'input' }),
      'Velodrome-Sprint-2026',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))

    expect(await within(form).findByText('This is not your current password.')).toBeTruthy()
  })

  it('turns on two-step sign-in: password, then the QR code, the setup key in groups and the backup codes, then the first code', async () => {
    const { fetchMock } = signedInServer()
    renderApp('/dashboard')

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }))
    await userEvent.type(
      screen.getByLabelText(/Your password/, { selector: 'input' }),
      'Right-Pass-2026',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy()
    expect(screen.getByTestId('totp-secret').textContent).toBe('MZBX G23X NFPU GUKP KZBD AUCT NV2G')
    const codes = screen.getByRole('list', { name: 'Backup codes' })
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10)

    await userEvent.type(screen.getByLabelText(/6-digit code/), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }))

    expect(await screen.findByRole('button', { name: 'Turn off two-step sign-in' })).toBeTruthy()
    expect(bodyOf(callsTo(fetchMock, '/api/auth/two-factor/enable')[0]?.[1])).toEqual({
      password: 'Right-Pass-2026',
    })
    expect(bodyOf(callsTo(fetchMock, '/api/auth/two-factor/verify-totp')[0]?.[1])).toEqual({
      code: '123456',
    })
  })

  it('lists the signed-in devices, marks this one, and signs another one out', async () => {
    const { fetchMock } = signedInServer()
    renderApp('/dashboard')

    const list = await screen.findByRole('list', { name: 'Signed-in devices' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]?.textContent).toContain('Chrome on Linux')
    expect(rows[0]?.textContent).toContain('This device')
    expect(within(rows[0]!).queryByRole('button')).toBeNull()
    expect(rows[1]?.textContent).toContain('Safari on iOS')

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Sign out Safari on iOS/ }))

    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/revoke-session')).toHaveLength(1))
    expect(bodyOf(callsTo(fetchMock, '/api/auth/revoke-session')[0]?.[1])).toEqual({
      token: 'token-phone',
    })
  })

  it('offers the customer’s data to download, just before deleting the account', async () => {
    signedInServer()
    renderApp('/dashboard')

    const security = await screen.findByRole('region', { name: 'Security' })
    const download = await within(security).findByRole('region', { name: 'Download your data' })
    expect(
      await within(download).findByRole('button', { name: 'Prepare my download' }),
    ).toBeTruthy()
    const cards = within(security)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(cards.indexOf('Download your data')).toBe(cards.indexOf('Delete your account') - 1)
  })

  it('offers staff their own data too, who cannot delete their account here', async () => {
    const { state } = signedInServer()
    state.user = { ...state.user, role: 'operator' }
    renderApp('/dashboard')

    const download = await screen.findByRole('region', { name: 'Download your data' })
    expect(
      await within(download).findByRole('button', { name: 'Prepare my download' }),
    ).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Delete your account' })).toBeNull()
  })

  it('confirms the address after the e-mail’s link (?verified=1)', async () => {
    signedInServer()
    renderApp('/dashboard?verified=1')

    expect(await screen.findByText('Your e-mail address is confirmed')).toBeTruthy()
  })

  it('reminds an unconfirmed address and sends the link again', async () => {
    const { fetchMock, state } = signedInServer({
      '/api/auth/send-verification-email': () => jsonResponse({ status: true }),
    })
    state.user = { ...state.user, emailVerified: false }
    renderApp('/dashboard')

    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }))

    expect(await screen.findByText(/Sent. Check your inbox/)).toBeTruthy()
    expect(bodyOf(callsTo(fetchMock, '/api/auth/send-verification-email')[0]?.[1])).toEqual({
      email: 'cora@example.com',
      callbackURL: '/dashboard?verified=1',
    })
  })
})
