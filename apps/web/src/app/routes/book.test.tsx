import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import {
  bookingFixture,
  customBuild,
  eachTestAtNow,
  errorResponse,
  firstSlot,
  NOW,
  safetyCheck,
  safetyCheckSlots,
  services,
  slotsHandler,
  slotsPath,
} from '@/testing/booking-screen-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

const HOLD = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  serviceId: safetyCheck.id,
  start: firstSlot.start,
  end: firstSlot.end,
  expiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
}

type Handler = Parameters<typeof stubFetch>[0][string]

/** The booking API of a business in London; a signed-in customer unless `visitor`. */
function server({
  visitor = false,
  overrides = {},
}: {
  visitor?: boolean
  overrides?: Record<string, Handler>
} = {}) {
  return stubFetch({
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    ...(visitor ? {} : signedInRoutes('customer')),
    '/api/v1/services': () => jsonResponse({ services }),
    [slotsPath(safetyCheck.id)]: slotsHandler(safetyCheckSlots),
    '/api/v1/holds': () => jsonResponse({ hold: HOLD }, 201),
    [`/api/v1/holds/${HOLD.id}`]: () => new Response(null, { status: 204 }),
    '/api/v1/bookings': () => jsonResponse({ booking: bookingFixture() }, 201),
    '/api/v1/bookings/by-reference/RSV-7K3F9Q': () => jsonResponse({ booking: bookingFixture() }),
    ...overrides,
  })
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://localhost').pathname === path &&
      (init?.method ?? 'GET') === method,
  )
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))
const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name]

const confirmPath = `/book?${new URLSearchParams({
  service: safetyCheck.id,
  start: firstSlot.start,
  seats: '1',
  step: 'confirm',
})}`

eachTestAtNow()
beforeEach(() => {
  sessionStorage.clear()
})

describe('booking a time', () => {
  it('lists the services; one priced per job leads to the quote form instead', async () => {
    server({ visitor: true })
    renderApp('/book')

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a service' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Choose Safety check' })).toBeTruthy()
    expect(screen.getByText('£25.00')).toBeTruthy()
    expect(screen.getByText('Up to 8 people')).toBeTruthy()
    const quote = screen.getByRole('link', { name: 'Ask for a quote for Custom build' })
    expect(quote.getAttribute('href')).toBe(`/quote?service=${customBuild.id}`)
    expect(screen.queryByRole('button', { name: 'Choose Custom build' })).toBeNull()
    const progress = screen.getByRole('navigation', { name: 'Booking progress' })
    expect(within(progress).getByText('Service').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    )
  })

  it('takes a visitor through service, day, time and notes to sign up, with the choice in next=', async () => {
    server({ visitor: true })
    const { router } = renderApp('/book')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Choose Safety check' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a day and time' })).toBe(
      document.activeElement,
    )
    await user.click(
      await screen.findByRole('button', {
        // The visitor's own time follows where the machine's zone differs from London.
        name: /^Monday 25 November 2030, 10:30 to 11:00 \(Europe\/London\)(; .+)?$/,
      }),
    )

    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeTruthy()
    expect(screen.getByText('Monday 25 November 2030')).toBeTruthy()
    await user.type(await screen.findByLabelText(/Notes for us/), 'The front brake squeaks')
    await user.click(screen.getByRole('button', { name: 'Create an account' }))

    await screen.findByRole('heading', { level: 1, name: 'Sign up' })
    const next = new URLSearchParams(router.location.search).get('next')
    expect(router.location.pathname).toBe('/signup')
    expect(next).toBe(confirmPath)
    expect(JSON.parse(sessionStorage.getItem('reserva.booking-notes') ?? '{}')).toEqual({
      service: safetyCheck.id,
      start: firstSlot.start,
      notes: 'The front brake squeaks',
    })
  })

  it('comes back from signing in to the same choice, holds the time and says for how long', async () => {
    sessionStorage.setItem(
      'reserva.booking-notes',
      JSON.stringify({ service: safetyCheck.id, start: firstSlot.start, notes: 'Squeaky brake' }),
    )
    const fetchMock = server()
    renderApp(confirmPath)

    expect(await screen.findByRole('heading', { level: 2, name: 'Check and confirm' })).toBeTruthy()
    expect(await screen.findByText(/This time is held for you:/)).toBeTruthy()
    expect(screen.getByRole('timer').textContent).toBe('10:00 left')
    // 2030 is far ahead of the cut-offs: the last moment to change it online is said.
    expect(
      screen.getByText(
        'You can cancel or move this booking online until Sunday 24 November 2030, 10:30 London time.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Safety check')).toBeTruthy()
    expect(screen.getByText('Monday 25 November 2030')).toBeTruthy()
    expect(screen.getByText('10:30 – 11:00 London time')).toBeTruthy()
    expect(screen.getByText('Squeaky brake')).toBeTruthy()
    const holds = callsTo(fetchMock, '/api/v1/holds', 'POST')
    expect(holds).toHaveLength(1)
    expect(bodyOf(holds[0]?.[1])).toEqual({
      serviceId: safetyCheck.id,
      start: firstSlot.start,
      seats: 1,
    })
  })

  it('says when the hold has run out, and still lets the person try to book', async () => {
    server({
      overrides: {
        '/api/v1/holds': () =>
          jsonResponse(
            { hold: { ...HOLD, expiresAt: new Date(NOW.getTime() - 1000).toISOString() } },
            201,
          ),
      },
    })
    renderApp(confirmPath)

    expect(await screen.findByText(/We are no longer holding this time for you/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Confirm booking' }).hasAttribute('disabled')).toBe(
      false,
    )
  })

  it('makes one booking request, with an Idempotency-Key, when confirm is pressed twice', async () => {
    const fetchMock = server()
    const { router } = renderApp(confirmPath)
    const user = userEvent.setup()

    const confirm = await screen.findByRole('button', { name: 'Confirm booking' })
    await screen.findByRole('timer')
    await user.dblClick(confirm)

    await screen.findByRole('heading', { level: 2, name: 'You are booked' })
    const posts = callsTo(fetchMock, '/api/v1/bookings', 'POST')
    expect(posts).toHaveLength(1)
    expect(headerOf(posts[0]?.[1], 'Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(bodyOf(posts[0]?.[1])).toEqual({
      serviceId: safetyCheck.id,
      start: firstSlot.start,
      seats: 1,
      notes: '',
    })
    expect(router.location.pathname).toBe('/booking-confirmation')
    expect(router.location.search).toBe('?ref=RSV-7K3F9Q')
    // The hold went with the booking: it is not let go by hand.
    expect(callsTo(fetchMock, `/api/v1/holds/${HOLD.id}`, 'DELETE')).toHaveLength(0)
  })

  it('sends the same Idempotency-Key again after an answer that never came', async () => {
    let attempts = 0
    const fetchMock = server({
      overrides: {
        '/api/v1/bookings': () => {
          attempts += 1
          if (attempts === 1) throw new TypeError('Failed to fetch')
          return jsonResponse({ booking: bookingFixture() }, 201)
        },
      },
    })
    renderApp(confirmPath)
    const user = userEvent.setup()

    await screen.findByRole('timer')
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByText(/could not reach the server/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }))

    await screen.findByRole('heading', { level: 2, name: 'You are booked' })
    const keys = callsTo(fetchMock, '/api/v1/bookings', 'POST').map(([, init]) =>
      headerOf(init, 'Idempotency-Key'),
    )
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })

  it('sends the person back to choose another time when theirs was just taken, asking for free times again', async () => {
    const fetchMock = server({
      overrides: { '/api/v1/holds': () => errorResponse('bookings.slot_taken', 409) },
    })
    renderApp(confirmPath)

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choose a day and time' }),
    ).toBeTruthy()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Someone else has just taken this time. Please choose another.',
    )
    expect(await screen.findByRole('heading', { name: 'Monday 25 November' })).toBeTruthy()
    await waitFor(() =>
      expect(callsTo(fetchMock, slotsPath(safetyCheck.id)).length).toBeGreaterThanOrEqual(1),
    )
  })

  it('says in its own words why a booking was refused', async () => {
    server({
      overrides: { '/api/v1/bookings': () => errorResponse('bookings.too_many_seats', 422) },
    })
    renderApp(confirmPath)
    const user = userEvent.setup()

    await screen.findByRole('timer')
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your booking was not made')
    expect(alert.textContent).toContain('There are not enough places for that many people.')
    expect(alert.textContent).not.toContain('Server wording')
  })

  it('lets the held time go when the person goes back and picks another', async () => {
    const fetchMock = server()
    renderApp(confirmPath)
    const user = userEvent.setup()

    await screen.findByRole('timer')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(await screen.findByRole('button', { name: 'Change time' }))
    await user.click(
      await screen.findByRole('button', {
        // The visitor's own time follows where the machine's zone differs from London.
        name: /^Monday 25 November 2030, 11:00 to 11:30 \(Europe\/London\)(; .+)?$/,
      }),
    )

    await screen.findByRole('heading', { level: 2, name: 'Your details' })
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/v1/holds/${HOLD.id}`, 'DELETE')).toHaveLength(1),
    )
  })
})
