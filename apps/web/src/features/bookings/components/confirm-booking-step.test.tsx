import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { safetyCheck } from '@/testing/booking-screen-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { ConfirmBookingStep, type ConfirmStepProps } from './confirm-booking-step.tsx'

// Before booking, the customer is told what can still be changed online afterwards.

const hour = 3_600_000
const policy = { cancelCutoffMinutes: 24 * 60, rescheduleCutoffMinutes: 2 * 60, holdMinutes: 10 }

function confirmStep(startsIn: number, overrides: Partial<ConfirmStepProps> = {}) {
  const start = new Date(Math.ceil((Date.now() + startsIn) / 60_000) * 60_000).toISOString()
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString()
  stubFetch({
    '/api/v1/holds': () =>
      jsonResponse(
        {
          hold: {
            id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
            serviceId: safetyCheck.id,
            start,
            end,
            expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          },
        },
        201,
      ),
  })
  renderWithProviders(
    <ConfirmBookingStep
      service={safetyCheck}
      start={start}
      end={end}
      seats={1}
      notes=""
      businessZone="Europe/London"
      visitorZone="Europe/London"
      policy={policy}
      onHeld={vi.fn()}
      onTimeGone={vi.fn()}
      onBack={vi.fn()}
      onBooked={vi.fn()}
      onSignIn={vi.fn()}
      {...overrides}
    />,
  )
}

describe('the confirm step, about changes after booking', () => {
  it('warns that a time inside both cut-offs cannot be cancelled or moved online', async () => {
    confirmStep(hour)
    const note = await screen.findByRole('note')
    expect(note.textContent).toContain('Close to the start')
    expect(note.textContent).toContain(
      'Once booked, this time cannot be cancelled or moved online: changes close 2 hours before the start.',
    )
  })

  it('warns about cancelling only, and says until when it can still be moved', async () => {
    confirmStep(5 * hour)
    const note = await screen.findByRole('note')
    expect(note.textContent).toContain(
      'this time cannot be cancelled online: cancelling closes 24 hours before the start. You can still move it online until',
    )
    expect(note.textContent).toMatch(/until \w+day \d+ \w+ \d{4}, \d\d:\d\d London time\.$/)
  })

  it('gives the last moments to cancel and to move when both are still ahead, without a warning', async () => {
    confirmStep(72 * hour)
    expect(
      await screen.findByText(
        /^You can cancel this booking online until .+, and move it until .+\.$/,
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('shows the hold as time left, not as a time of day', async () => {
    confirmStep(72 * hour)
    expect((await screen.findByRole('timer')).textContent).toMatch(/^(10:00|9:\d\d) left$/)
  })
})
