import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { systemClock } from '@/lib/clock.ts'
import { addDays, startOfDay, todayIn } from '@/lib/dates.ts'
import {
  at,
  booking,
  type Call,
  ids,
  operatorServer,
  posts,
  RESOURCE,
  SERVICE,
  ZONE,
} from '@/testing/operator-dashboard-test-server.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

// The operator's bookings section: every booking, history too, searched, filtered, sorted and paged
// by the server, the search kept in the query string.

/** The section's own pages (20 a page): the agenda's and the counts' lists ask for 200 at a time. */
const listCalls = (calls: Call[]) =>
  calls.filter(
    (call) =>
      call.method === 'GET' &&
      call.url.pathname === '/api/v1/bookings' &&
      call.url.searchParams.get('limit') === '20',
  )
const lastListCall = (calls: Call[]) => listCalls(calls).at(-1)?.url.searchParams
const table = () => screen.findByRole('table', { name: 'Bookings' })

/**
 * Someone else's booking from last month, cancelled: history the agenda never shows. Made after
 * `operatorServer()`, whose minute its times count from.
 */
const history = () =>
  booking({
    id: '9e5f6a7b-8c9d-4eaf-8b1c-3d4e5f6a7b8c',
    reference: 'RSV-HHHHHH',
    status: 'cancelled',
    start: at(-30 * 24 * 60),
    customer: { id: 'cust-hugo-0001', name: 'Hugo History', email: 'hugo@example.org' },
  })

describe("the operator's bookings list", () => {
  it('shows every booking with its total, latest first, asking the server for one page', async () => {
    const { calls, state } = operatorServer()
    state.bookings.push(history())
    renderApp('/operator-dashboard?section=bookings')

    const navigation = await screen.findByRole('navigation', { name: 'Workspace' })
    expect(
      within(navigation).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current'),
    ).toBe('page')
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((row) => within(row).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Open RSV-CCCCCC',
      'Open RSV-BBBBBB',
      'Open RSV-AAAAAA',
      'Open RSV-HHHHHH',
    ])
    expect(within(rows[3]!).getByText('Cancelled')).toBeTruthy()
    expect(screen.getByText('4 bookings')).toBeTruthy()
    expect(Object.fromEntries(lastListCall(calls)!)).toEqual({
      scope: 'all',
      sort: 'start',
      order: 'desc',
      limit: '20',
      offset: '0',
    })
  })

  it('searches by reference, name or e-mail once the typing pauses, and keeps it in the address', async () => {
    const { calls, state } = operatorServer()
    state.bookings.push(history())
    const { router } = renderApp('/operator-dashboard?section=bookings')
    await table()

    await userEvent.type(screen.getByRole('searchbox', { name: /^Search/ }), 'hugo@')
    await waitFor(() => expect(lastListCall(calls)?.get('search')).toBe('hugo@'))
    await waitFor(async () =>
      expect(
        within(await table())
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(1),
    )
    expect(within(await table()).getByText('RSV-HHHHHH')).toBeTruthy()
    expect(screen.getByText('1 booking')).toBeTruthy()
    expect(router.location.search).toBe('?section=bookings&q=hugo%40')
    // Fewer requests than letters: one when the typing paused.
    expect(listCalls(calls).filter((call) => call.url.searchParams.has('search'))).toHaveLength(1)
  })

  it('filters by status, service, resource and period, in the business’s time zone', async () => {
    const { calls } = operatorServer()
    const from = todayIn(ZONE, systemClock.now())
    const to = addDays(from, 6)
    renderApp(
      `/operator-dashboard?section=bookings&status=pending,confirmed&service=${SERVICE}&resource=${RESOURCE}&from=${from}&to=${to}`,
    )
    await table()

    const asked = lastListCall(calls)!
    expect(asked.get('status')).toBe('pending,confirmed')
    expect(asked.get('serviceId')).toBe(SERVICE)
    expect(asked.get('resourceId')).toBe(RESOURCE)
    expect(asked.get('from')).toBe(startOfDay(ZONE, from))
    // The last day is included: up to the start of the day after it.
    expect(asked.get('to')).toBe(startOfDay(ZONE, addDays(to, 1)))
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty('value', SERVICE)
  })

  it('says when no booking matches, and clears the search and filters', async () => {
    const { calls } = operatorServer()
    const { router } = renderApp('/operator-dashboard?section=bookings&status=no_show&q=cora')

    expect(await screen.findByText('No booking matches “cora” with these filters.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }))

    expect(within(await table()).getAllByRole('row')).toHaveLength(4)
    expect(router.location.search).toBe('?section=bookings')
    expect(lastListCall(calls)?.has('status')).toBe(false)
    expect(screen.getByRole('searchbox', { name: /^Search/ })).toHaveProperty('value', '')
  })

  it('pages through the bookings twenty at a time', async () => {
    const { calls, state } = operatorServer()
    state.bookings = Array.from({ length: 45 }, (_, index) =>
      booking({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        reference: 'RSV-AAAAAA',
        start: at(-index * 24 * 60),
      }),
    )
    const { router } = renderApp('/operator-dashboard?section=bookings')
    expect(await screen.findByText('45 bookings')).toBeTruthy()
    expect(screen.getByText(/1–20 shown/)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))

    await waitFor(() => expect(lastListCall(calls)?.get('offset')).toBe('40'))
    expect(await screen.findByText(/41–45 shown/)).toBeTruthy()
    expect(within(await table()).getAllByRole('row')).toHaveLength(6)
    expect(router.location.search).toBe('?section=bookings&page=3')
  })

  it('sorts by the column and order chosen, and marks the sorted column', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard?section=bookings')
    await table()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'customer')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'asc')

    await waitFor(() => expect(lastListCall(calls)?.get('order')).toBe('asc'))
    expect(lastListCall(calls)?.get('sort')).toBe('customer')
    expect(
      within(await table())
        .getByRole('columnheader', { name: 'Customer' })
        .getAttribute('aria-sort'),
    ).toBe('ascending')
  })

  it('opens a booking with its actions, and a confirm says so wherever the booking went', async () => {
    const { calls } = operatorServer()
    const { router } = renderApp('/operator-dashboard?section=bookings&status=pending')
    await userEvent.click(within(await table()).getByRole('button', { name: 'Open RSV-CCCCCC' }))

    const drawer = await screen.findByRole('dialog', { name: 'Booking RSV-CCCCCC' })
    expect(router.location.search).toContain('booking=RSV-CCCCCC')
    expect(within(drawer).getByText('Awaiting confirmation')).toBeTruthy()
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Confirm' }))
    const asked = await screen.findByRole('dialog', { name: 'Confirm this booking?' })
    await userEvent.click(within(asked).getByRole('button', { name: 'Confirm booking' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.pending}/confirm`)).toHaveLength(1),
    )
    expect(await screen.findByText('Booking RSV-CCCCCC is confirmed')).toBeTruthy()
    // The open booking is read again and shows its new state; the list (pending only) refreshes.
    expect(await within(drawer).findByText('Confirmed')).toBeTruthy()
    expect(await screen.findByText('No booking matches these filters.')).toBeTruthy()
  })
})
