import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { customerProfile, fakeJwt, sessionAs } from '@/testing/auth-fixtures.ts'
import { bodyOf, errorBody, settings } from '@/testing/auth-screens.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { descriptionOf, isInvalid, listItemTexts } from '@/testing/fields.ts'
import { renderApp } from '@/testing/render.tsx'

// Phone accounts on the sign-up and sign-in screens: the number is confirmed with a code texted
// to it, and a forgotten password is reset with one (docs/decisions/031-phone-verification.md).

const e164 = '+447400123456'
const invalidNumber = errorBody('invalid_phone_number', {
  path: 'phoneNumber',
  country: 'GB',
  examples: { national: '07400 123456', international: '+44 7400 123456' },
})

/**
 * A server with a phone account waiting for its code (123456): the code signs it in. Sign-up
 * answers where the code went; the sign-in with the password asks for the code.
 */
function phoneServer() {
  let signedIn = false
  const fetchMock = stubFetch({
    ...settings,
    '/api/v1/auth/sign-up/phone': (_url, init) =>
      bodyOf(init).phoneNumber === '0740'
        ? jsonResponse(invalidNumber, 400)
        : jsonResponse({
            user: { id: 'user-1' },
            phoneNumber: e164,
            displayNumber: '+44 7400 123456',
          }),
    '/api/auth/sign-in/phone-number': () =>
      jsonResponse(errorBody('auth.phone_number_not_verified'), 401),
    '/api/auth/phone-number/send-otp': () => jsonResponse({ message: 'code sent' }),
    '/api/auth/phone-number/verify': (_url, init) => {
      if (bodyOf(init).code !== '123456') return jsonResponse(errorBody('auth.invalid_otp'), 400)
      signedIn = true
      return jsonResponse({ status: true, token: 'x', user: sessionAs('customer').user })
    },
    '/api/auth/get-session': () => jsonResponse(signedIn ? sessionAs('customer') : null),
    '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
    '/api/v1/me/profile': () => jsonResponse(customerProfile),
    '/api/auth/list-sessions': () => jsonResponse([]),
  })
  const bodiesTo = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith(path))
      .map(([, init]) => bodyOf(init))
  return { bodiesTo }
}

async function fillSignUp(form: HTMLElement, phoneNumber: string) {
  await userEvent.click(within(form).getByRole('radio', { name: 'Phone' }))
  await userEvent.type(within(form).getByLabelText(/Full name/), 'Pat Phone')
  await userEvent.type(within(form).getByLabelText(/Phone number/), phoneNumber)
  await userEvent.type(
    within(form).getByLabelText(/^Password/, { selector: 'input' }),
    'Velodrome-Sprint-2026',
  )
  await userEvent.click(within(form).getByRole('button', { name: 'Create account' }))
}

describe('a phone account', () => {
  it('signs up with the number as dialled, then confirms it with the texted code, sending a new one on request', async () => {
    const server = phoneServer()
    renderApp('/signup')
    const form = await screen.findByRole('form', { name: 'Create an account' })
    await userEvent.click(within(form).getByRole('radio', { name: 'Phone' }))
    const field = within(form).getByLabelText(/Phone number/)
    // How to write it is read out with the field; the shape is checked here, the rest by the server.
    expect(descriptionOf(field)).toContain('As you dial it.')
    await userEvent.type(field, 'call me')
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }))
    expect(descriptionOf(field)).toContain('Use digits')
    await userEvent.clear(field)
    await userEvent.click(within(form).getByRole('radio', { name: 'E-mail' }))

    await fillSignUp(form, '07400 123456')
    const step = await screen.findByRole('form', { name: 'Confirm your phone number' })
    expect(server.bodiesTo('/sign-up/phone')).toEqual([
      { name: 'Pat Phone', phoneNumber: '07400 123456', password: 'Velodrome-Sprint-2026' },
    ])
    expect(within(step).getByRole('status').textContent).toContain(
      'We texted a 6-digit code to +44 7400 123456.',
    )
    const code = within(step).getByLabelText(/Code from the text message/)
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    await userEvent.type(code, '000000')
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm and sign in' }))
    expect((await within(step).findByRole('alert')).textContent).toContain('That code is not right')

    await userEvent.click(within(step).getByRole('button', { name: 'Send a new code' }))
    expect(await within(step).findByText(/We texted a new 6-digit code to/)).toBeTruthy()
    expect(server.bodiesTo('/phone-number/send-otp')).toEqual([{ phoneNumber: e164 }])

    await userEvent.type(within(step).getByLabelText(/Code from the text message/), '123456')
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm and sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    expect(server.bodiesTo('/phone-number/verify').at(-1)).toEqual({
      phoneNumber: e164,
      code: '123456',
    })
  })

  it("says at the field how to write a number the server could not read, with the country's examples", async () => {
    phoneServer()
    renderApp('/signup')
    const form = await screen.findByRole('form', { name: 'Create an account' })
    await fillSignUp(form, '0740')

    const field = within(form).getByLabelText(/Phone number/)
    await screen.findByText(/This is not a phone number/)
    expect(isInvalid(field)).toBe(true)
    expect(descriptionOf(field)).toContain(
      // The example numbers do not break across lines.
      'This is not a phone number. Write it as you dial it here, e.g. 07400\u00a0123456, or with + and the country code, e.g. +44\u00a07400\u00a0123456.',
    )
    // Said once, at the field.
    expect(within(form).queryByRole('alert')).toBeNull()
    // Corrected, the message goes.
    await userEvent.type(field, '00 123456')
    expect(isInvalid(field)).toBe(false)
  })

  it('is asked for the code when it signs in before the number is confirmed, and can go back', async () => {
    const server = phoneServer()
    renderApp('/signin')
    const form = await screen.findByRole('form', { name: 'Sign in' })
    await userEvent.click(within(form).getByRole('radio', { name: 'Phone' }))
    await userEvent.type(within(form).getByLabelText(/Phone number/), '07400 123456')
    await userEvent.type(
      within(form).getByLabelText(/^Password/, { selector: 'input' }),
      'Velodrome-Sprint-2026',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }))

    let step = await screen.findByRole('form', { name: 'Confirm your phone number' })
    expect(within(step).getByRole('status').textContent).toContain(
      'Your phone number is not confirmed yet. We texted a 6-digit code to 07400 123456.',
    )
    await userEvent.click(
      within(step).getByRole('button', { name: 'Use another number or password' }),
    )
    const again = await screen.findByRole('form', { name: 'Sign in' })
    expect(within(again).queryByRole('alert')).toBeNull()
    await userEvent.click(within(again).getByRole('button', { name: 'Sign in' }))

    step = await screen.findByRole('form', { name: 'Confirm your phone number' })
    await userEvent.type(within(step).getByLabelText(/Code from the text message/), '123456')
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm and sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    expect(server.bodiesTo('/phone-number/verify')).toEqual([
      { phoneNumber: '07400 123456', code: '123456' },
    ])
  })
})

describe('a forgotten password, by phone', () => {
  it('texts a code to the number, then takes it with a new password, explaining a weak one', async () => {
    let resets = 0
    const fetchMock = stubFetch({
      ...settings,
      '/api/auth/phone-number/request-password-reset': () => jsonResponse({ status: true }),
      '/api/auth/phone-number/reset-password': () =>
        resets++ === 0
          ? jsonResponse(errorBody('weak_password', { reasons: ['pwned'] }), 422)
          : jsonResponse({ status: true }),
    })
    renderApp('/signin?mode=forgot')

    const form = await screen.findByRole('form', { name: 'Reset your password' })
    expect(within(form).getByRole('button', { name: 'Send me a link' })).toBeTruthy()
    await userEvent.click(within(form).getByRole('radio', { name: 'Phone' }))
    await userEvent.type(within(form).getByLabelText(/Phone number/), '07400 123456')
    await userEvent.click(within(form).getByRole('button', { name: 'Text me a code' }))

    const step = await screen.findByRole('form', { name: 'Choose a new password' })
    // The same words whether or not the number has an account.
    expect(within(step).getByRole('status').textContent).toContain(
      'If 07400 123456 is the confirmed number of an account, we have texted it a 6-digit code.',
    )
    await userEvent.type(within(step).getByLabelText(/Code from the text message/), '123456')
    const password = within(step).getByLabelText(/^New password/, { selector: 'input' })
    await userEvent.type(password, 'Password12345')
    await userEvent.click(within(step).getByRole('button', { name: 'Save the new password' }))
    expect(listItemTexts(await within(step).findByRole('alert'))).toEqual([
      'Choose another one: this password is on a list of commonly used passwords.',
    ])
    expect(isInvalid(password)).toBe(true)

    await userEvent.clear(password)
    await userEvent.type(password, 'Velodrome-Sprint-2026')
    await userEvent.click(within(step).getByRole('button', { name: 'Save the new password' }))
    expect((await screen.findByRole('status')).textContent).toContain('Your password was changed')
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href'),
    ).toBe('/signin')

    const bodies = (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith(path))
        .map(([, init]) => bodyOf(init))
    expect(bodies('/phone-number/request-password-reset')).toEqual([
      { phoneNumber: '07400 123456' },
    ])
    expect(bodies('/phone-number/reset-password').at(-1)).toEqual({
      phoneNumber: '07400 123456',
      otp: '123456',
      newPassword: 'Velodrome-Sprint-2026',
    })
  })

  it('sends a new code to the same number, or goes back to ask for another', async () => {
    const fetchMock = stubFetch({
      ...settings,
      '/api/auth/phone-number/request-password-reset': () => jsonResponse({ status: true }),
    })
    renderApp('/signin?mode=forgot')
    const form = await screen.findByRole('form', { name: 'Reset your password' })
    await userEvent.click(within(form).getByRole('radio', { name: 'Phone' }))
    await userEvent.type(within(form).getByLabelText(/Phone number/), '+44 7400 123456')
    await userEvent.click(within(form).getByRole('button', { name: 'Text me a code' }))

    const step = await screen.findByRole('form', { name: 'Choose a new password' })
    await userEvent.click(within(step).getByRole('button', { name: 'Send a new code' }))
    expect(await within(step).findByText(/we have texted it a new 6-digit code/)).toBeTruthy()
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('request-password-reset')),
    ).toHaveLength(2)

    await userEvent.click(
      within(step).getByRole('button', { name: 'Use another number or an e-mail address' }),
    )
    expect(await screen.findByRole('form', { name: 'Reset your password' })).toBeTruthy()
  })
})
