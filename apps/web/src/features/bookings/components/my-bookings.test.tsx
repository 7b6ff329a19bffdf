import type { Booking } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookingFixture, eachTestAtNow, errorResponse } from '@/testing/booking-screen-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { clickAndConfirm } from '@/testing/fields.ts'
import { renderAt } from '@/testing/render.tsx'
import { MyBookings } from './my-bookings.tsx'

const upcoming = bookingFixture()
/** Another booking of the customer's, from 09:00 to 09:30 on `day`, that allows no changes. */
const bookingOn = (day: string, overrides: Partial<Booking>) =>
  bookingFixture({
    start: `${day}T09:00:00.000Z`,
    end: `${day}T09:30:00.000Z`,
    can: { cancel: false, reschedule: false, undo: false },
    undoUntil: null,
    ...overrides,
  })
const tomorrow = bookingOn('2030-11-21', {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  reference: 'RSV-TMRW22',
  status: 'pending',
})
const done = bookingOn('2030-11-10', {
  id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  reference: 'RSV-DNE333',
  status: 'completed',
})
const cancelled = bookingOn('2030-11-28', {
  id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  reference: 'RSV-CNC444',
  status: 'cancelled',
})

function renderList(visitorZone = 'Europe/London') {
  return renderAt('/dashboard', <MyBookings visitorZone={visitorZone} />)
}

const cardOf = (reference: string) =>
  screen.getByText(new RegExp(reference)).closest('li') as HTMLElement

eachTestAtNow()

describe('the dashboard’s bookings', () => {
  it('lists upcoming bookings soonest first, then past and cancelled ones, each with its status', async () => {
    stubFetch({
      '/api/v1/bookings': () => jsonResponse({ bookings: [cancelled, upcoming, done, tomorrow] }),
    })
    renderList()

    const coming = await screen.findByRole('region', { name: 'Upcoming' })
    const items = within(coming).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Safety check',
      'Safety check',
    ])
    expect(items[0]?.textContent).toContain('Thursday 21 November 2030, 09:00 – 09:30 London time')
    expect(items[0]?.textContent).toContain('Awaiting confirmation')
    expect(items[0]?.textContent).toContain('The business still has to confirm this booking.')
    expect(items[1]?.textContent).toContain('Monday 25 November 2030, 10:30 – 11:00 London time')
    expect(items[1]?.textContent).toContain('Confirmed')
    expect(items[1]?.textContent).toContain('With Alex Morgan · RSV-7K3F9Q')

    const past = screen.getByRole('region', { name: 'Past and cancelled' })
    const pastItems = within(past).getAllByRole('listitem')
    expect(pastItems.map((item) => item.textContent?.match(/RSV-[A-Z0-9]{6}/)?.[0])).toEqual([
      'RSV-CNC444',
      'RSV-DNE333',
    ])
    expect(pastItems[0]?.textContent).toContain('Cancelled')
    expect(pastItems[1]?.textContent).toContain('Completed')
    expect(
      within(pastItems[1] as HTMLElement)
        .getByRole('link', { name: 'View booking RSV-DNE333' })
        .getAttribute('href'),
    ).toBe('/booking-confirmation?ref=RSV-DNE333')
  })

  it('offers a new time and a cancellation only where the server allows them', async () => {
    stubFetch({ '/api/v1/bookings': () => jsonResponse({ bookings: [upcoming, tomorrow, done] }) })
    renderList()

    await screen.findByRole('region', { name: 'Upcoming' })
    const open = cardOf('RSV-7K3F9Q')
    expect(within(open).getByRole('button', { name: 'Cancel booking RSV-7K3F9Q' })).toBeTruthy()
    expect(
      within(open).getByRole('button', { name: 'Change time of booking RSV-7K3F9Q' }),
    ).toBeTruthy()
    const late = cardOf('RSV-TMRW22')
    expect(within(late).queryByRole('button', { name: /Cancel booking/ })).toBeNull()
    expect(within(late).queryByRole('button', { name: /Change time/ })).toBeNull()
    expect(within(late).getByText(/Too close to the start to change online/)).toBeTruthy()
    expect(within(cardOf('RSV-DNE333')).queryByRole('button', { name: /Cancel/ })).toBeNull()
  })

  it('shows the server’s message when the cut-off passed meanwhile, and refreshes the list', async () => {
    const cutoff =
      'It is too late to cancel online: bookings can be cancelled up to 24 hours before they start. Please call us.'
    const fetchMock = stubFetch({
      '/api/v1/bookings': () => jsonResponse({ bookings: [upcoming] }),
      [`/api/v1/bookings/${upcoming.id}/cancel`]: () =>
        errorResponse('bookings.cutoff_passed', 409, cutoff),
    })
    renderList()
    const user = userEvent.setup()

    await clickAndConfirm(user, { action: 'Cancel booking RSV-7K3F9Q', confirm: 'Yes, cancel it' })

    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    expect((await within(dialog).findByRole('alert')).textContent).toBe(cutoff)
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/bookings'),
      ).toHaveLength(2),
    )
  })

  it('cancels a booking, moves it to the past list and says so', async () => {
    let list = [upcoming]
    stubFetch({
      '/api/v1/bookings': () => jsonResponse({ bookings: list }),
      [`/api/v1/bookings/${upcoming.id}/cancel`]: () => {
        list = [
          {
            ...upcoming,
            status: 'cancelled',
            can: { cancel: false, reschedule: false, undo: false },
          },
        ]
        return jsonResponse({ booking: list[0] })
      },
    })
    renderList()
    const user = userEvent.setup()

    await clickAndConfirm(user, { action: 'Cancel booking RSV-7K3F9Q', confirm: 'Yes, cancel it' })

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your booking on Monday 25 November 2030 at 10:30 is cancelled.',
    )
    const past = await screen.findByRole('region', { name: 'Past and cancelled' })
    expect(within(past).getByText('Cancelled')).toBeTruthy()
    expect(screen.getByText('You have no upcoming bookings.')).toBeTruthy()
  })

  it('shows why a booking was declined or cancelled, when the business said', async () => {
    const declined = bookingFixture({
      id: '99999999-9999-4999-8999-999999999999',
      reference: 'RSV-DCN555',
      status: 'declined',
      start: '2030-11-27T09:00:00.000Z',
      end: '2030-11-27T09:30:00.000Z',
      statusReason: 'Our mechanic is ill.\nPlease book next week.',
      can: { cancel: false, reschedule: false, undo: false },
      undoUntil: null,
    })
    stubFetch({ '/api/v1/bookings': () => jsonResponse({ bookings: [declined, cancelled] }) })
    renderList()

    const past = await screen.findByRole('region', { name: 'Past and cancelled' })
    expect(within(past).getAllByRole('listitem')).toHaveLength(2)
    expect(cardOf('RSV-DCN555').textContent).toContain(
      'Reason given: Our mechanic is ill.\nPlease book next week.',
    )
    // Cancelled without a word: nothing about a reason.
    expect(cardOf('RSV-CNC444').textContent).not.toContain('Reason')
  })

  it('shows the visitor’s own time too when they are elsewhere', async () => {
    stubFetch({ '/api/v1/bookings': () => jsonResponse({ bookings: [upcoming] }) })
    renderList('America/New_York')

    const card = await waitFor(() => cardOf('RSV-7K3F9Q'))
    expect(card.textContent).toContain('05:30 your time (America/New_York)')
  })

  it('invites to book when there is nothing yet', async () => {
    stubFetch({ '/api/v1/bookings': () => jsonResponse({ bookings: [] }) })
    renderList()

    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Book a time' }).getAttribute('href')).toBe('/book')
    expect(screen.queryByRole('region', { name: 'Past and cancelled' })).toBeNull()
  })
})
