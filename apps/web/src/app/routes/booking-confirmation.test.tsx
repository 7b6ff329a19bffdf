import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import {
  bookingFixture,
  eachTestAtNow,
  errorResponse,
  safetyCheck,
  safetyCheckSlots,
  services,
  slotsHandler,
  slotsPath,
} from '@/testing/booking-screen-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

const settings = { '/api/v1/settings/public': () => jsonResponse(publicSettings) }
const booking = bookingFixture()
const byReference = `/api/v1/bookings/by-reference/${booking.reference}`
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://localhost').pathname === path &&
      (init?.method ?? 'GET') === method,
  )

eachTestAtNow()

describe('the booking confirmation screen', () => {
  it('shows a visitor the reference given in ?ref=, and a way to sign in to see the rest', async () => {
    stubFetch(settings)
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')

    await screen.findByRole('heading', { level: 1, name: 'Booking confirmation' })
    // Once the app knows nobody is signed in (a spinner until then).
    expect(await screen.findByText('RSV-7K3F9Q')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Sign in to see your booking' }).getAttribute('href'),
    ).toBe(`/signin?next=${encodeURIComponent('/booking-confirmation?ref=RSV-7K3F9Q')}`)
  })

  it('does not put arbitrary text from the address on the page', async () => {
    stubFetch(settings)
    renderApp('/booking-confirmation?ref=Call%20us%20on%20555-0100%20to%20pay')

    await screen.findByRole('heading', { level: 1, name: 'Booking confirmation' })
    expect(screen.queryByText(/555-0100/)).toBeNull()
    expect(screen.getByText(/does not contain a valid booking reference/)).toBeTruthy()
  })

  it('shows the signed-in customer the details, a calendar file to download and a way to cancel', async () => {
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => jsonResponse({ booking }),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')

    expect(await screen.findByRole('heading', { level: 2, name: 'You are booked' })).toBeTruthy()
    expect(screen.getByText(/We have e-mailed the details to cora@example.com/)).toBeTruthy()
    const details = screen.getByRole('region', { name: 'Details' })
    expect(within(details).getByText('Safety check')).toBeTruthy()
    expect(within(details).getByText('Monday 25 November 2030')).toBeTruthy()
    expect(within(details).getByText('10:30 – 11:00 London time')).toBeTruthy()
    expect(within(details).getByText('Alex Morgan')).toBeTruthy()
    expect(within(details).getByText('£25.00')).toBeTruthy()
    expect(within(details).getByText('The front brake squeaks')).toBeTruthy()
    expect(within(details).getByText('Confirmed')).toBeTruthy()

    // The business's address, as its settings give it.
    expect(within(details).getByText('Where')).toBeTruthy()
    expect(within(details).getByText(/12 Harbour Lane\s+Bristol/)).toBeTruthy()

    const calendars = screen.getByRole('group', { name: 'Add to your calendar' })
    const ics = within(calendars).getByRole('link', { name: 'Add to calendar (.ics)' })
    expect(ics.getAttribute('href')).toBe(`/api/v1/bookings/${booking.id}/ics`)
    expect(ics.getAttribute('download')).toBe('RSV-7K3F9Q.ics')
    // Google Calendar and Outlook.com, filled in: the times in UTC, the place, what and where.
    const google = new URL(
      within(calendars)
        .getByRole('link', { name: 'Add to Google Calendar' })
        .getAttribute('href') ?? '',
    )
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(google.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Safety check — Harbour Lane Studio',
      dates: '20301125T103000Z/20301125T110000Z',
      details: `Booking RSV-7K3F9Q with Alex Morgan. See or change it: ${window.location.origin}/booking-confirmation?ref=RSV-7K3F9Q`,
      location: '12 Harbour Lane\nBristol',
    })
    const outlook = new URL(
      within(calendars).getByRole('link', { name: 'Add to Outlook' }).getAttribute('href') ?? '',
    )
    expect(outlook.origin + outlook.pathname).toBe(
      'https://outlook.live.com/calendar/0/action/compose',
    )
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({
      subject: 'Safety check — Harbour Lane Studio',
      startdt: '2030-11-25T10:30:00.000Z',
      enddt: '2030-11-25T11:00:00.000Z',
      location: '12 Harbour Lane\nBristol',
    })
    // A space travels as %20: Outlook shows a + as it is.
    expect(outlook.search).not.toContain('+')
    expect(screen.getByRole('button', { name: 'Cancel booking RSV-7K3F9Q' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change time of booking RSV-7K3F9Q' })).toBeTruthy()
  })

  it('says a pending booking still awaits the business’s confirmation', async () => {
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => jsonResponse({ booking: { ...booking, status: 'pending' } }),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')

    expect(await screen.findByRole('heading', { level: 2, name: 'Booking requested' })).toBeTruthy()
    expect(screen.getByText(/the business still has to confirm it/)).toBeTruthy()
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy()
  })

  it('cancels after asking, then says so and offers no cancel any more', async () => {
    let current = booking
    const fetchMock = stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => jsonResponse({ booking: current }),
      [`/api/v1/bookings/${booking.id}/cancel`]: (_url, init) => {
        current = {
          ...booking,
          status: 'cancelled',
          statusReason: JSON.parse(String(init?.body)).reason ?? null,
          can: { cancel: false, reschedule: false, undo: false },
        }
        return jsonResponse({ booking: current })
      },
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
      [slotsPath(safetyCheck.id)]: slotsHandler(safetyCheckSlots),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Cancel booking RSV-7K3F9Q' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    expect(
      within(dialog).getByText(/Safety check on Monday 25 November 2030 at 10:30/),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmation' })).toBeTruthy()
    const reason = within(dialog).getByRole('textbox', {
      name: 'Why are you cancelling? (optional)',
    })
    expect(reason.getAttribute('maxlength')).toBe('500')
    await user.type(reason, '  Away that week  ')
    expect(within(dialog).getByText(/The business sees what you write here\. 18\/500/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))

    const status = await screen.findByRole('status')
    expect(status.textContent).toBe(
      'Your booking on Monday 25 November 2030 at 10:30 is cancelled.',
    )
    expect(document.activeElement).toBe(status)
    expect(
      screen.getByRole('heading', { level: 2, name: 'This booking is cancelled' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Add to calendar (.ics)' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Add to Google Calendar' })).toBeNull()
    // The reason goes trimmed, and the booking shows it; the page is titled for what it is now.
    const [cancel] = callsTo(fetchMock, `/api/v1/bookings/${booking.id}/cancel`, 'POST')
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({ reason: 'Away that week' })
    expect(screen.getByText('Away that week')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Booking cancelled · Harbour Lane Studio'))
  })

  it('cancels without a reason when none is written', async () => {
    const fetchMock = stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => jsonResponse({ booking }),
      [`/api/v1/bookings/${booking.id}/cancel`]: () =>
        jsonResponse({ booking: { ...booking, status: 'cancelled' } }),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Cancel booking RSV-7K3F9Q' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    await user.type(within(dialog).getByRole('textbox'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    await screen.findByRole('status')
    const [cancel] = callsTo(fetchMock, `/api/v1/bookings/${booking.id}/cancel`, 'POST')
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({})
  })

  it('titles a declined booking’s page for what it is', async () => {
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () =>
        jsonResponse({
          booking: {
            ...booking,
            status: 'declined',
            statusReason: 'Closed for stocktaking',
            can: { cancel: false, reschedule: false, undo: false },
          },
        }),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking declined' })).toBeTruthy()
    expect(
      screen.getByRole('heading', { level: 2, name: 'This booking was declined' }),
    ).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Booking declined · Harbour Lane Studio'))
    expect(screen.queryByRole('group', { name: 'Add to your calendar' })).toBeNull()
  })

  it('shows the server’s message when the cut-off for cancelling has passed', async () => {
    const cutoff =
      'It is too late to cancel online: bookings can be cancelled up to 24 hours before they start. Please call us.'
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => jsonResponse({ booking }),
      [`/api/v1/bookings/${booking.id}/cancel`]: () =>
        errorResponse('bookings.cutoff_passed', 409, cutoff),
      '/api/v1/bookings': () => jsonResponse({ bookings: [booking] }),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Cancel booking RSV-7K3F9Q' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(cutoff)
  })

  it('moves the booking to a time chosen in the same calendar, saying when it is with someone else', async () => {
    const moved = { ...booking, start: '2030-11-26T09:00:00.000Z', end: '2030-11-26T09:30:00.000Z' }
    const sam = { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Sam Okafor' }
    // Where this booking can move: each time with the resource it would be with.
    const moves = safetyCheckSlots.map((slot) => ({
      ...slot,
      resource: slot.start.startsWith('2030-11-26') ? sam : booking.resource,
    }))
    const fetchMock = stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => jsonResponse({ booking }),
      '/api/v1/services': () => jsonResponse({ services }),
      [`/api/v1/bookings/${booking.id}/slots`]: slotsHandler(moves),
      [`/api/v1/bookings/${booking.id}/reschedule`]: () => jsonResponse({ booking: moved }),
      '/api/v1/bookings': () => jsonResponse({ bookings: [moved] }),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')
    const user = userEvent.setup()

    await user.click(
      await screen.findByRole('button', { name: 'Change time of booking RSV-7K3F9Q' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Choose a new time for Safety check' })
    await user.click(
      await within(dialog).findByRole('button', { name: 'Tuesday 26 November 2030, 1 free time' }),
    )
    await user.click(
      await within(dialog).findByRole('button', {
        // The visitor's own time follows the business's where the machine's zone differs.
        name: /^Tuesday 26 November 2030, 09:00 to 09:30 \(Europe\/London\)(; [^;]+)?; with Sam Okafor$/,
      }),
    )
    expect(within(dialog).getByText(/^New time: Tuesday 26 November 2030/).textContent).toContain(
      ', with Sam Okafor instead of Alex Morgan',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))

    const status = await screen.findByRole('status')
    expect(status.textContent).toContain(
      'Your booking is moved to Tuesday 26 November 2030 at 09:00',
    )
    const posts = callsTo(fetchMock, `/api/v1/bookings/${booking.id}/reschedule`, 'POST')
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { start: '2030-11-26T09:00:00.000Z' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says when the booking is not in this account', async () => {
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => errorResponse('not_found', 404),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')

    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find booking RSV-7K3F9Q in your account',
    )
  })

  it('mails the customer a new change link on request, saying earlier ones stop working', async () => {
    const fetchMock = stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      [byReference]: () => jsonResponse({ booking }),
      [`/api/v1/bookings/${booking.id}/manage-link`]: () => jsonResponse({ sent: true }, 202),
    })
    renderApp('/booking-confirmation?ref=RSV-7K3F9Q')
    await userEvent.click(
      await screen.findByRole('button', {
        name: `E-mail me a new change link for booking ${booking.reference}`,
      }),
    )
    expect((await screen.findByRole('status')).textContent).toContain(
      'Links in earlier e-mails no longer work.',
    )
    expect(callsTo(fetchMock, `/api/v1/bookings/${booking.id}/manage-link`, 'POST')).toHaveLength(1)
  })
})
