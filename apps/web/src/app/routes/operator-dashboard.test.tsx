import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { systemClock } from '@/lib/clock.ts'
import { addDays, dayIn, longDate, startOfDay, timeIn, todayIn } from '@/lib/dates.ts'
import { eachTestAtNow } from '@/testing/booking-fixtures.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'
import {
  at,
  card,
  ids,
  operatorServer,
  posts,
  section,
  ZONE,
} from '@/testing/operator-dashboard-test-server.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()
// The test's bookings are minutes from now: on the business's today, whatever the machine's hour.
eachTestAtNow()

/** Clicks `button` on the booking `card` in one of the dashboard's regions. */
async function clickOnCard({
  region,
  card: name,
  button,
}: {
  region: string
  card: RegExp
  button: string
}) {
  const where = await screen.findByRole('region', { name: region })
  await userEvent.click(within(await card(where, name)).getByRole('button', { name: button }))
}

describe('the operator dashboard', () => {
  it("asks for today's bookings in the business's time zone, and shows each with its status", async () => {
    const { calls, state } = operatorServer()
    renderApp('/operator-dashboard')

    const agenda = await screen.findByRole('region', { name: "Today's agenda" })
    const today = todayIn(ZONE, systemClock.now())
    // Those of the test's bookings that fall on the business's today (near midnight, fewer).
    const todays = state.bookings.filter((b) => dayIn(ZONE, b.start) === today)
    if (todays.length > 0) {
      expect(await within(agenda).findAllByRole('article')).toHaveLength(todays.length)
    }
    const agendaCall = calls.find(
      (call) =>
        call.url.pathname === '/api/v1/bookings' &&
        call.url.searchParams.get('to') !== null &&
        !call.url.searchParams.has('status'),
    )
    expect(agendaCall?.url.searchParams.get('scope')).toBe('all')
    expect(agendaCall?.url.searchParams.get('from')).toBe(startOfDay(ZONE, today))
    expect(agendaCall?.url.searchParams.get('to')).toBe(startOfDay(ZONE, addDays(today, 1)))

    const pending = section('Waiting for confirmation')
    const waiting = await card(pending, /Safety check/)
    expect(within(waiting).getByText('Awaiting confirmation')).toBeTruthy()
    expect(within(waiting).getByText(/Squeaky brakes/)).toBeTruthy()
    const upcoming = section('Upcoming')
    expect(within(await card(upcoming, /Full service/)).getByText('Confirmed')).toBeTruthy()
  })

  it('confirms a pending booking, and every list refreshes', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    const pending = await screen.findByRole('region', { name: 'Waiting for confirmation' })
    const waiting = await card(pending, /Safety check/)
    const before = calls.filter((call) => call.method === 'GET').length
    await userEvent.click(within(waiting).getByRole('button', { name: 'Confirm' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.pending}/confirm`)).toHaveLength(1),
    )
    // The card leaves the list; a notification says what became of it.
    const notice = (await screen.findByText('Booking RSV-CCCCCC is confirmed')).closest(
      '[role="alert"]',
    )
    expect(notice?.textContent).toContain('Safety check for Cora Customer')
    expect(await within(pending).findByText('No booking is waiting for confirmation.')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(before + 2)
  })

  it('keeps Complete and No-show off until a booking has started', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' })
    const later = await card(upcoming, /Full service/)
    const complete = within(later).getByRole('button', { name: 'Complete' })
    expect(complete.hasAttribute('disabled')).toBe(true)
    expect(within(later).getByRole('button', { name: 'No-show' }).hasAttribute('disabled')).toBe(
      true,
    )
    expect(complete.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(complete.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('when it starts')

    const started = await card(upcoming, /Safety check/)
    await userEvent.click(within(started).getByRole('button', { name: 'No-show' }))
    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.started}/no-show`)).toHaveLength(1),
    )
    expect(posts(calls, `/api/v1/bookings/${ids.later}/complete`)).toHaveLength(0)
  })

  it('completes a started booking, and says so when the server finds it has not started', async () => {
    operatorServer({
      overrides: {
        [`/api/v1/bookings/${ids.started}/complete`]: () =>
          jsonResponse(
            {
              error: { code: 'bookings.not_started', message: 'This booking has not started yet' },
            },
            409,
          ),
      },
    })
    renderApp('/operator-dashboard')

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' })
    const started = await card(upcoming, /Safety check/)
    await userEvent.click(within(started).getByRole('button', { name: 'Complete' }))

    expect((await within(started).findByRole('alert')).textContent).toContain('has not started yet')
  })

  it('asks before declining, then declines', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    await clickOnCard({
      region: 'Waiting for confirmation',
      card: /Safety check/,
      button: 'Decline',
    })
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' })
    expect(posts(calls, `/api/v1/bookings/${ids.pending}/decline`)).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.pending}/decline`)).toHaveLength(1),
    )
  })

  it('reschedules to a time chosen in the month calendar of the booking’s own free times', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    await clickOnCard({ region: 'Upcoming', card: /Full service/, button: 'Reschedule' })
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule RSV-BBBBBB' })
    const day = todayIn(ZONE, new Date(at(26 * 60)))
    if (dayIn(ZONE, at(27 * 60)) !== day) {
      await userEvent.click(
        await within(dialog).findByRole('button', {
          name: new RegExp(`^${longDate(dayIn(ZONE, at(27 * 60)))}, `),
        }),
      )
    }
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: new RegExp(`, ${timeIn(ZONE, at(27 * 60))} to `),
      }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.later}/reschedule`)[0]?.body).toEqual({
        start: at(27 * 60),
      }),
    )
    const slots = calls.filter((call) => call.url.pathname.endsWith('/slots')).at(-1)
    expect(slots?.url.pathname).toBe(`/api/v1/bookings/${ids.later}/slots`)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('lets an operator edit hours and time off, but not add resources', async () => {
    operatorServer()
    renderApp('/operator-dashboard?section=resources')

    const resources = await screen.findByRole('tabpanel', { name: 'Resources' })
    expect(
      within(resources).getByRole('heading', { level: 2, name: 'Resources: hours and time off' }),
    ).toBeTruthy()
    expect(
      await within(resources).findByRole('form', { name: 'Weekly hours of Alex Morgan' }),
    ).toBeTruthy()
    expect(
      within(resources).getByRole('form', { name: 'Add time off for Alex Morgan' }),
    ).toBeTruthy()
    expect(within(resources).queryByRole('button', { name: 'Add a resource' })).toBeNull()
    expect(within(resources).queryByRole('button', { name: /Edit details/ })).toBeNull()
  })
})
