import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { createAuthController } from '../auth-controller.ts'
import { DeleteAccount } from './delete-account.tsx'

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))

/** A signed-in customer; the server answers a deletion with `answer`. */
function renderDeletion(answer: () => Response) {
  const sent: unknown[] = []
  const codes: unknown[] = []
  stubFetch({
    ...signedInRoutes('customer'),
    '/api/v1/me/delete-account': (_url, init) => {
      sent.push(bodyOf(init))
      return answer()
    },
    '/api/auth/email-otp/send-verification-otp': (_url, init) => {
      codes.push(bodyOf(init))
      return jsonResponse({ success: true })
    },
  })
  renderWithProviders(<DeleteAccount />, {
    authController: createAuthController({ createChannel: null }),
  })
  return { sent, codes }
}

const erased = () => jsonResponse({ erasure: { bookingsCancelled: 2, quotesWithdrawn: 1 } })

describe('deleting one’s account', () => {
  it('says what it does, asks for the password, and says it is done', async () => {
    const { sent } = renderDeletion(erased)
    const user = userEvent.setup()
    expect(screen.getByText(/bookings to come are cancelled/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' })
    expect(confirm).toHaveProperty('disabled', true)
    await user.type(within(dialog).getByLabelText(/Your password/), 'Correct-Horse-42')
    await user.click(confirm)
    const done = await screen.findByRole('status')
    expect(done.textContent).toContain('Your account has been deleted')
    expect(done.textContent).toContain('Cancelled bookings: 2')
    expect(sent).toEqual([{ password: 'Correct-Horse-42' }])
  })

  it('takes a mailed code from someone without a password', async () => {
    const { sent, codes } = renderDeletion(erased)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await user.click(within(dialog).getByRole('button', { name: /No password\? Use a code/ }))
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }))
    expect((await within(dialog).findByRole('status')).textContent).toMatch(/A code is on its way/)
    expect(codes).toEqual([{ email: expect.any(String), type: 'sign-in' }])
    await user.type(within(dialog).getByLabelText(/The 6-digit code/), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    await screen.findByText('Your account has been deleted')
    expect(sent).toEqual([{ code: '123456' }])
  })

  it('says why when a booking can no longer be cancelled, and deletes nothing', async () => {
    renderDeletion(() =>
      jsonResponse(
        {
          error: {
            code: 'people.erasure_blocked',
            message: 'Booking RSV-7K3F9Q can no longer be cancelled online',
            details: { reference: 'RSV-7K3F9Q' },
          },
        },
        409,
      ),
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await user.type(within(dialog).getByLabelText(/Your password/), 'Correct-Horse-42')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'can no longer be cancelled online',
    )
    expect(screen.queryByText('Your account has been deleted')).toBeNull()
  })
})
