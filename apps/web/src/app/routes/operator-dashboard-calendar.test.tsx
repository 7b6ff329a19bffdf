import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookingStatusColours } from '@/components/booking-status-badge.tsx'
import { addDays, startOfDay, timeIn, todayIn } from '@/lib/dates.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'
import { at, ids, operatorServer, posts, ZONE } from './operator-dashboard-test-server.tsx'

wholeScreenSetup()

const calendar = () => screen.findByRole('tabpanel', { name: 'Calendar' })

describe("the operator dashboard's calendar", () => {
  it("asks for the day's bookings in the business's zone and shows each in its status colours", async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard?section=calendar')
    const region = await calendar()

    const event = await within(region).findByRole('button', { name: /RSV-AAAAAA/ })
    expect(event.getAttribute('aria-label')).toBe(
      `${timeIn(ZONE, at(-10))} Cora Customer, Safety check, Confirmed, until ${timeIn(ZONE, at(20))}, Alex Morgan (RSV-AAAAAA)`,
    )
    // The status in words inside it, and the badge's checked colours for both schemes.
    expect(event.textContent).toContain('Confirmed')
    expect(event.dataset.status).toBe('confirmed')
    expect(event.style.getPropertyValue('--status-background-light')).toBe(
      bookingStatusColours.confirmed.light.background,
    )
    expect(event.style.getPropertyValue('--status-text-dark')).toBe(
      bookingStatusColours.confirmed.dark.text,
    )
    // Every empty half hour of the lane is a button that books there.
    expect(
      within(region).getAllByRole('button', { name: /^Book for a customer: Alex Morgan/ }).length,
    ).toBeGreaterThan(10)

    const today = todayIn(ZONE)
    const asked = calls.find(
      (call) =>
        call.url.pathname === '/api/v1/bookings' &&
        call.url.searchParams.get('status') === 'pending,confirmed,completed,no_show',
    )
    expect(asked?.url.searchParams.get('from')).toBe(startOfDay(ZONE, today))
    expect(asked?.url.searchParams.get('to')).toBe(startOfDay(ZONE, addDays(today, 1)))
    expect(asked?.url.searchParams.get('limit')).toBe('200')
  })

  it('opens a booking with its actions, and says when one changed it', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard?section=calendar')
    const region = await calendar()

    await userEvent.click(await within(region).findByRole('button', { name: /RSV-AAAAAA/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Booking RSV-AAAAAA' })
    const card = within(dialog).getByRole('article')
    expect(within(card).getByText('Confirmed')).toBeTruthy()

    await userEvent.click(within(card).getByRole('button', { name: 'Complete' }))
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'This booking is now completed.',
    )
    expect(within(within(dialog).getByRole('article')).getByText('Completed')).toBeTruthy()
    expect(posts(calls, `/api/v1/bookings/${ids.started}/complete`)).toHaveLength(1)
    // The calendar's own copy changed too (the same query keys refetched).
    const event = await within(region).findByRole('button', {
      name: /Completed, until .* \(RSV-AAAAAA\)/,
    })
    expect(event.dataset.status).toBe('completed')
  })
})
