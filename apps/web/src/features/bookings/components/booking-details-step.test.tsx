import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { maintenanceClass } from '@/testing/booking-screen-fixtures.ts'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { BookingDetailsStep, type DetailsStepProps } from './booking-details-step.tsx'

const renderStep = (props: Partial<DetailsStepProps> = {}) => {
  const handlers = {
    onContinue: vi.fn(),
    onSignIn: vi.fn(),
    onNotesChange: vi.fn(),
    onGuestContinue: vi.fn(),
  }
  stubFetch({})
  renderWithProviders(
    <BookingDetailsStep
      service={maintenanceClass}
      seatsLeft={3}
      seats={1}
      notes=""
      signedIn
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('the booking details step', () => {
  it('refuses more people than places left, and drops the message as soon as the number fits', async () => {
    const { onContinue } = renderStep()
    const people = screen.getByRole('textbox', { name: /Number of people/ })
    await userEvent.clear(people)
    await userEvent.type(people, '5')
    // Mantine clamps on blur; typed and sent at once, the form itself must say no.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Choose between 1 and 3 people.')).toBeTruthy()
    expect(onContinue).not.toHaveBeenCalled()

    await userEvent.clear(people)
    await userEvent.type(people, '2')
    await waitFor(() => expect(screen.queryByText('Choose between 1 and 3 people.')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue).toHaveBeenCalledWith(2)
  })

  it('keeps the notes with the flow and takes a visitor to sign in with the places chosen', async () => {
    const { onSignIn, onNotesChange } = renderStep({ signedIn: false })
    await userEvent.type(screen.getByRole('textbox', { name: /Notes for us/ }), 'Hi')
    expect(onNotesChange).toHaveBeenLastCalledWith('Hi')
    const people = screen.getByRole('textbox', { name: /Number of people/ })
    await userEvent.clear(people)
    await userEvent.type(people, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(onSignIn).toHaveBeenCalledWith(3, 'signup')
  })

  it('lets a visitor book as a guest with a name and an address, and asks a phone when told to', async () => {
    const { onGuestContinue, onSignIn } = renderStep({
      signedIn: false,
      guests: { booking: 'confirm_first', phone: 'required' },
    })
    expect(screen.getByRole('heading', { name: 'Or sign in' })).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), ' Gita Guest ')
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'gita@example')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Enter an e-mail address')).toBeTruthy()
    expect(await screen.findByText('Enter your phone number')).toBeTruthy()
    expect(onGuestContinue).not.toHaveBeenCalled()

    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), '.com')
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '020 7946 0958')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onGuestContinue).toHaveBeenCalledWith(1, {
      name: 'Gita Guest',
      email: 'gita@example.com',
      phone: '020 7946 0958',
    })
    // Signing in instead asks nothing of the guest's fields.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and continue' }))
    expect(onSignIn).toHaveBeenCalledWith(1, 'signin')
  })

  it('leaves the phone out when it is optional and blank, and offers only signing in when guests are off', async () => {
    const { onGuestContinue } = renderStep({
      signedIn: false,
      guests: { booking: 'book_then_confirm', phone: 'optional' },
    })
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Bo')
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'bo@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onGuestContinue).toHaveBeenCalledWith(1, { name: 'Bo', email: 'bo@example.com' })
  })

  it('asks a visitor to sign in when the business takes no guests', () => {
    renderStep({ signedIn: false, guests: { booking: 'off', phone: 'optional' } })
    expect(screen.getByRole('heading', { name: 'Sign in to book' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /E-mail address/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
  })
})
