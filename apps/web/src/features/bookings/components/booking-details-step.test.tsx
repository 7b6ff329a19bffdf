import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { maintenanceClass } from '@/testing/booking-screen-fixtures.ts'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { BookingDetailsStep, type DetailsStepProps } from './booking-details-step.tsx'

const renderStep = (props: Partial<DetailsStepProps> = {}) => {
  const handlers = { onContinue: vi.fn(), onSignIn: vi.fn(), onNotesChange: vi.fn() }
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
})
