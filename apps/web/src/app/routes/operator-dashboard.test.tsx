import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { systemClock } from '@/lib/clock.ts'
import { addDays, dayIn, longDate, startOfDay, timeIn, todayIn } from '@/lib/dates.ts'
import { eachTestAtNow } from '@/testing/booking-fixtures.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'
import { at, ids, operatorServer, posts, ZONE } from '@/testing/operator-dashboard-test-server.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()
// The test's bookings are minutes from now: on the business's today, whatever the machine's hour.
eachTestAtNow()

/** The agenda's row of a booking, by its actions button ("Actions for Cora …, … at 11:00, RSV-…"). */
async function row(service: string, start: string) {
  const name = new RegExp(`^Actions for Cora Customer, ${service} at ${timeIn(ZONE, start)}, RSV-`)
  const button = await screen.findByRole('button', { name })
  return { button, item: button.closest('li') as HTMLElement }
}

/** Opens a booking's row menu and lists what it offers. */
async function menuOf(service: string, start: string) {
  await userEvent.click((await row(service, start)).button)
  const menu = await screen.findByRole('menu')
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
}

/** Chooses `action` in a booking's row menu. */
async function choose(service: string, start: string, action: string) {
  await userEvent.click((await row(service, start)).button)
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
}

describe("the operator dashboard's agenda", () => {
  it("lists the bookings a row each under their day, today first, asked for in the business's zone", async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    const today = todayIn(ZONE, systemClock.now())
    const todays = await screen.findByRole('region', {
      name: `Today, ${longDate(today, { year: false })}`,
    })
    const tomorrow = screen.getByRole('region', { name: longDate(addDays(today, 1)) })
    // The test's bookings: one started 10 minutes ago and one in 3 hours (NOW is 08:00 in
    // London), one pending tomorrow.
    const rows = within(within(todays).getByRole('list')).getAllByRole('listitem')
    expect(rows.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^07:50–08:20Cora CustomerSafety checkAlex MorganConfirmed/),
      expect.stringMatching(/^11:00–11:30Cora CustomerFull serviceAlex MorganConfirmed/),
    ])
    expect(within(tomorrow).getByRole('listitem').textContent).toContain('Awaiting confirmation')
    expect(screen.getByText('1 waiting for confirmation')).toBeTruthy()
    // The agenda's cards are gone: no booking is an article with buttons of its own.
    expect(screen.queryAllByRole('article')).toEqual([])

    const agendaCall = calls.find(
      (call) =>
        call.url.pathname === '/api/v1/bookings' &&
        call.url.searchParams.get('to') !== null &&
        !call.url.searchParams.has('status'),
    )
    expect(agendaCall?.url.searchParams.get('scope')).toBe('all')
    expect(agendaCall?.url.searchParams.get('from')).toBe(startOfDay(ZONE, today))
    expect(agendaCall?.url.searchParams.get('to')).toBe(startOfDay(ZONE, addDays(today, 1)))
  })

  it('offers in each row only what can be done now', async () => {
    operatorServer()
    renderApp('/operator-dashboard')

    expect(await menuOf('Full service', at(180))).toEqual([
      'Details',
      'Reschedule…',
      'Cancel booking…',
    ])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(await menuOf('Safety check', at(-10))).toEqual([
      'Details',
      'Complete…',
      'No-show…',
      'Reschedule…',
      'Cancel booking…',
    ])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(await menuOf('Safety check', at(24 * 60))).toEqual([
      'Details',
      'Confirm…',
      'Decline…',
      'Reschedule…',
    ])
  })

  it('confirms a pending booking, and every list refreshes', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    await row('Safety check', at(24 * 60))
    const before = calls.filter((call) => call.method === 'GET').length
    await choose('Safety check', at(24 * 60), 'Confirm…')
    const asked = await screen.findByRole('dialog', { name: 'Confirm this booking?' })
    expect(posts(calls, `/api/v1/bookings/${ids.pending}/confirm`)).toHaveLength(0)
    await userEvent.click(within(asked).getByRole('button', { name: 'Confirm booking' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.pending}/confirm`)).toHaveLength(1),
    )
    const notice = (await screen.findByText('Booking RSV-CCCCCC is confirmed')).closest(
      '[role="alert"]',
    )
    expect(notice?.textContent).toContain('Safety check for Cora Customer')
    const { item } = await row('Safety check', at(24 * 60))
    await waitFor(() => expect(item.textContent).toContain('Confirmed'))
    expect(screen.queryByText('1 waiting for confirmation')).toBeNull()
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(before + 2)
  })

  it('marks a started booking as a no-show after asking, and undoes it from the menu', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    await choose('Safety check', at(-10), 'No-show…')
    const asked = await screen.findByRole('dialog', { name: 'Mark this booking as a no-show?' })
    expect(asked.textContent).toContain('You can undo this for 15 minutes.')
    await userEvent.click(within(asked).getByRole('button', { name: 'Mark no-show' }))
    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.started}/no-show`)).toHaveLength(1),
    )
    const { item } = await row('Safety check', at(-10))
    await waitFor(() => expect(item.textContent).toContain('No-show'))
    expect(await menuOf('Safety check', at(-10))).toEqual(['Details', 'Undo'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Undo' }))
    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.started}/undo`)).toHaveLength(1),
    )
    await waitFor(() => expect(item.textContent).toContain('Confirmed'))
  })

  it('says in the question when the server refuses to complete a booking', async () => {
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

    await choose('Safety check', at(-10), 'Complete…')
    const asked = await screen.findByRole('dialog', { name: 'Mark this booking as completed?' })
    await userEvent.click(within(asked).getByRole('button', { name: 'Mark completed' }))
    expect((await within(asked).findByRole('alert')).textContent).toContain('has not started yet')
  })

  it('asks before declining, then declines', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    await choose('Safety check', at(24 * 60), 'Decline…')
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' })
    expect(posts(calls, `/api/v1/bookings/${ids.pending}/decline`)).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.pending}/decline`)).toHaveLength(1),
    )
  })

  it("opens a booking's details: reference, contact, notes, the customer and the history", async () => {
    operatorServer()
    renderApp('/operator-dashboard')

    await choose('Safety check', at(24 * 60), 'Details')
    const dialog = await screen.findByRole('dialog', { name: 'Booking RSV-CCCCCC' })
    expect(within(dialog).getByText(/Squeaky brakes/)).toBeTruthy()
    const customer = await within(dialog).findByRole('region', { name: 'Customer' })
    expect(within(customer).getByRole('link', { name: 'cora@example.com' })).toBeTruthy()
    expect(within(customer).getByRole('link', { name: '+447700900123' }).getAttribute('href')).toBe(
      'tel:+447700900123',
    )
    expect(customer.textContent).toContain('2 bookings: 1 completed, 0 no-shows, 0 cancelled')
    const history = within(dialog).getByRole('region', { name: 'History' })
    const made = within(history).getByRole('listitem').textContent
    expect(made).toContain('Booked by Cora Customer')
    expect(made).toContain('Made online')
    expect(within(dialog).getByRole('region', { name: 'Staff notes' }).textContent).toContain(
      'No notes yet. The customer never sees these.',
    )
  })

  it('reschedules to a time chosen in the month calendar of the booking’s own free times', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    await choose('Full service', at(180), 'Reschedule…')
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
})

describe('the operator dashboard', () => {
  it('lets an operator edit hours and time off, but not add resources', async () => {
    operatorServer()
    renderApp('/operator-dashboard?section=resources')

    const resources = await screen.findByRole('region', { name: 'Resources: hours and time off' })
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
