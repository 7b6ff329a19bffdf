import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { descriptionOf, isInvalid } from '@/testing/fields.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { createAuthController } from '../auth-controller.ts'
import { ChangeEmailSettings } from './change-email-settings.tsx'

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))
const current = 'cora@example.test'

function renderSection(
  proof: 'password' | 'code' | null,
  answer: (body: Record<string, unknown>) => Response = (body) =>
    jsonResponse({ sentTo: body.newEmail, expiresAt: '2030-01-01T01:00:00.000Z' }, 202),
) {
  const fetchMock = stubFetch({
    ...signedInRoutes('customer'),
    '/api/v1/me/email': (_url, init) =>
      init?.method === 'POST'
        ? answer(bodyOf(init))
        : jsonResponse(proof ? { email: current, proof } : { email: null, proof: null }),
    '/api/v1/me/email/code': () => new Response(null, { status: 204 }),
  })
  renderWithProviders(<ChangeEmailSettings />, {
    authController: createAuthController({ createChannel: null }),
  })
  const posts = (path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith(path) && init?.method === 'POST',
    )
  return { posts }
}

describe('the e-mail address section', () => {
  it('asks for the new address and the password, then says to check the new inbox', async () => {
    const user = userEvent.setup()
    const { posts } = renderSection('password')
    expect(await screen.findByText(`Your account uses ${current}.`)).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Change e-mail address' })
    const address = within(form).getByLabelText(/New e-mail address/)
    const password = within(form).getByLabelText(/Your password for this change/)

    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }))
    expect(isInvalid(address) && isInvalid(password)).toBe(true)
    expect(descriptionOf(password)).toContain('Enter your current password')
    expect(posts('/me/email')).toHaveLength(0)

    await user.type(address, 'new@example.test')
    await user.type(password, 'Correct-Horse-42')
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }))

    const notice = await screen.findByRole('status', { name: /Check your new inbox/ })
    expect(notice.textContent).toContain('We sent a link to new@example.test')
    expect(bodyOf(posts('/me/email')[0]?.[1])).toEqual({
      newEmail: 'new@example.test',
      password: 'Correct-Horse-42',
    })
    // Another address: the form again, empty.
    await user.click(within(notice).getByRole('button', { name: 'Use another address' }))
    expect((await screen.findByLabelText<HTMLInputElement>(/New e-mail address/)).value).toBe('')
  })

  it('puts a wrong password at the password field', async () => {
    const user = userEvent.setup()
    renderSection('password', () =>
      errorResponse(403, { code: 'email_change.wrong_proof', message: 'Server wording' }),
    )
    const form = await screen.findByRole('form', { name: 'Change e-mail address' })
    await user.type(within(form).getByLabelText(/New e-mail address/), 'new@example.test')
    const password = within(form).getByLabelText(/Your password for this change/)
    await user.type(password, 'Wrong-Horse-1')
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }))
    expect(await within(form).findByText('That password is not right.')).toBeTruthy()
    expect(isInvalid(password)).toBe(true)
  })

  it('mails a code to the current address for a person without a password, and sends it', async () => {
    const user = userEvent.setup()
    const { posts } = renderSection('code')
    const form = await screen.findByRole('form', { name: 'Change e-mail address' })
    expect(within(form).queryByLabelText(/Your password for this change/)).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Mail me a code' }))
    expect(
      await within(form).findByText(
        `A code is on its way to ${current}. It works for five minutes.`,
      ),
    ).toBeTruthy()
    expect(posts('/me/email/code')).toHaveLength(1)

    await user.type(within(form).getByLabelText(/New e-mail address/), 'new@example.test')
    await user.type(within(form).getByLabelText(/Code from your current inbox/), '123456')
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }))
    expect(await screen.findByRole('status', { name: /Check your new inbox/ })).toBeTruthy()
    expect(bodyOf(posts('/me/email')[0]?.[1])).toEqual({
      newEmail: 'new@example.test',
      code: '123456',
    })
  })

  it('tells a phone or wallet account it has no address to change', async () => {
    renderSection(null)
    expect(await screen.findByText(/has no e-mail address to change/)).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
