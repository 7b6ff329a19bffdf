import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionAs } from '@/testing/auth-fixtures.ts'
import { bodyOf, errorBody, settings } from '@/testing/auth-screens.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { descriptionOf, isInvalid, listItemTexts } from '@/testing/fields.ts'
import { renderApp } from '@/testing/render.tsx'

/** Jo Rider's name, e-mail address and `password`, typed into the sign-up form. */
async function fillIn(password: string) {
  await userEvent.type(await screen.findByLabelText(/Full name/), 'Jo Rider')
  await userEvent.type(screen.getByLabelText(/E-mail address/), 'jo@example.com')
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password)
}

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

    expect(listItemTexts(screen.getByRole('list', { name: 'Password rules' }))).toEqual([
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

    await fillIn('qwerty')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    expect(listItemTexts(await screen.findByRole('alert'))).toEqual([
      'Use at least 10 characters.',
      'Add an uppercase letter and a digit.',
      'Choose another one: this password is on a list of commonly used passwords.',
    ])
    expect(
      screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBe('true')
  })

  it('creates the account, asking for staff access only as a request, then asks to open the link mailed to the address', async () => {
    const fetchMock = stubFetch({
      ...settings,
      // Better Auth's answer for a new address, and for one with an account already, alike.
      '/api/auth/sign-up/email': () =>
        jsonResponse({
          token: null,
          user: { ...sessionAs('customer').user, emailVerified: false },
        }),
      '/api/auth/send-verification-email': () => jsonResponse({ status: true }),
    })
    renderApp('/signup')

    await fillIn('Velodrome-Sprint-2026')
    await userEvent.click(screen.getByRole('checkbox', { name: /ask for staff access/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    const region = await screen.findByRole('region', { name: 'Check your inbox' })
    expect(document.activeElement).toBe(within(region).getByRole('heading', { level: 2 }))
    expect(region.textContent).toContain('We sent a link to jo@example.com')
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('sign-up/email'))
    expect(bodyOf(call?.[1])).toEqual({
      name: 'Jo Rider',
      email: 'jo@example.com',
      password: 'Velodrome-Sprint-2026',
      requestedRole: 'operator',
      callbackURL: '/dashboard?verified=1',
    })
    // Not signed in: the session was never asked for after the sign-up.
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/token')),
    ).toHaveLength(0)

    await userEvent.click(within(region).getByRole('button', { name: 'Send the link again' }))
    expect((await within(region).findByRole('status')).textContent).toContain('Sent again')
    const resend = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/auth/send-verification-email'),
    )
    expect(bodyOf(resend?.[1])).toEqual({
      email: 'jo@example.com',
      callbackURL: '/dashboard?verified=1',
    })

    // Another address: the form again, as it was filled in.
    await userEvent.click(within(region).getByRole('button', { name: 'Use another address' }))
    expect((await screen.findByLabelText(/E-mail address/)).getAttribute('value')).toBe(
      'jo@example.com',
    )
  })
})

describe('the sign-up form’s messages', () => {
  it('appear on the first submit, next to their fields, and each goes as soon as its field is right', async () => {
    const fetchMock = stubFetch(settings)
    renderApp('/signup')
    const form = await screen.findByRole('form', { name: 'Create an account' })
    const name = within(form).getByLabelText(/Full name/)
    const email = within(form).getByLabelText(/E-mail address/)
    const password = within(form).getByLabelText(/^Password/, { selector: 'input' })

    // Nothing is judged while the form is filled in for the first time.
    await userEvent.type(email, 'jo@')
    expect(isInvalid(email)).toBe(false)

    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }))

    expect(descriptionOf(name)).toContain('Enter your name')
    expect(descriptionOf(email)).toContain('Enter an e-mail address like name@example.com')
    expect(descriptionOf(password)).toContain('Choose a password')
    expect([name, email, password].every(isInvalid)).toBe(true)

    await userEvent.type(name, 'J')
    expect(isInvalid(name)).toBe(false)
    expect(descriptionOf(name)).not.toContain('Enter your name')
    // The others keep theirs until they are right.
    expect(descriptionOf(email)).toContain('Enter an e-mail address like name@example.com')

    await userEvent.type(email, 'example')
    expect(descriptionOf(email)).toContain('Enter an e-mail address like name@example.com')
    await userEvent.type(email, '.com')
    expect(isInvalid(email)).toBe(false)
    expect(descriptionOf(email)).not.toContain('Enter an e-mail address')

    await userEvent.type(password, 'x')
    expect(isInvalid(password)).toBe(false)

    // A field made wrong again says so at once.
    await userEvent.clear(name)
    expect(descriptionOf(name)).toContain('Enter your name')
    expect(isInvalid(name)).toBe(true)
    // Nothing was sent: the server only sees a form that passed.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/sign-up/'))).toBe(false)
  })
})
