import type { Booking, BookingStatus, Role } from '@reserva/shared'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays, formatTime, startOfDay, todayIn } from '@/features/operations/utils/format.ts'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

vi.setConfig({ testTimeout: 30_000 })

beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 })
  // Mantine's autosizing text areas listen for web fonts loading; happy-dom has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    })
  }
})

const ZONE = publicSettings.timezone
const MINUTE = 60_000
const SERVICE = '3e9a9d61-bd7f-4f81-8cae-4d5e6f708192'
const RESOURCE = '0b6d6a3e-8a4c-4c5e-9f7b-1a2b3c4d5e6f'
const ids = {
  started: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  later: '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  pending: '7c3d4e5f-6a7b-4c8d-ae9f-1a2b3c4d5e6f',
}

const at = (offsetMinutes: number) =>
  new Date(Math.floor(Date.now() / MINUTE) * MINUTE + offsetMinutes * MINUTE).toISOString()

const booking = (over: Partial<Booking> & { id: string; start: string }): Booking => ({
  reference: 'RSV-7K3F9Q',
  status: 'confirmed',
  end: new Date(Date.parse(over.start) + 30 * MINUTE).toISOString(),
  seats: 1,
  priceMinor: 2500,
  currency: 'GBP',
  notes: '',
  source: 'online',
  service: { id: SERVICE, name: 'Safety check' },
  resource: { id: RESOURCE, name: 'Alex Morgan' },
  customer: { id: 'cust-cora-0001', name: 'Cora Customer', email: 'cora@example.com' },
  timezone: ZONE,
  createdAt: at(-600),
  can: { cancel: true, reschedule: true },
  ...over,
})

type Call = { method: string; url: URL; body: unknown; headers: Headers }
const actions = ['confirm', 'decline', 'complete', 'no-show', 'cancel', 'reschedule'] as const
const statusAfter: Record<string, BookingStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  complete: 'completed',
  'no-show': 'no_show',
  cancel: 'cancelled',
}

/** A staff member's server: bookings that change as actions arrive, and every request made. */
function operatorServer({
  role = 'operator',
  overrides = {},
}: {
  role?: Role
  overrides?: Record<string, (url: string, init?: RequestInit) => Response>
} = {}) {
  const calls: Call[] = []
  const state = {
    bookings: [
      booking({ id: ids.started, reference: 'RSV-AAAAAA', start: at(-10) }),
      booking({
        id: ids.later,
        reference: 'RSV-BBBBBB',
        start: at(180),
        service: { id: SERVICE, name: 'Full service' },
      }),
      booking({
        id: ids.pending,
        reference: 'RSV-CCCCCC',
        status: 'pending',
        start: at(24 * 60),
        notes: 'Squeaky brakes',
      }),
    ],
  }
  const record = (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(url, 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    }
    calls.push(call)
    return call
  }
  const bookingRoutes = Object.fromEntries(
    Object.values(ids).flatMap((id) =>
      actions.map((action) => [
        `/api/v1/bookings/${id}/${action}`,
        (url: string, init?: RequestInit) => {
          const call = record(url, init)
          const current = state.bookings.find((b) => b.id === id)!
          const changed =
            action === 'reschedule'
              ? { ...current, start: (call.body as { start: string }).start }
              : { ...current, status: statusAfter[action]! }
          state.bookings = state.bookings.map((b) => (b.id === id ? changed : b))
          return jsonResponse({ booking: changed })
        },
      ]),
    ),
  )
  stubFetch({
    ...signedInRoutes(role),
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/v1/bookings': (url, init) => {
      const call = record(url, init)
      if (call.method === 'POST') {
        const made = booking({
          id: '8d4e5f6a-7b8c-4d9e-bf0a-2b3c4d5e6f70',
          reference: 'RSV-DDDDDD',
          start: (call.body as { start: string }).start,
          source: 'staff',
        })
        state.bookings = [...state.bookings, made]
        return jsonResponse({ booking: made }, 201)
      }
      const statuses = call.url.searchParams.get('status')?.split(',')
      return jsonResponse({
        bookings: state.bookings.filter((b) => !statuses || statuses.includes(b.status)),
      })
    },
    '/api/v1/quotes': () => jsonResponse({ quotes: [] }),
    '/api/v1/resources': () =>
      jsonResponse({
        resources: [
          {
            id: RESOURCE,
            name: 'Alex Morgan',
            kind: 'staff',
            description: '',
            active: true,
            weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
            overrides: [],
            timeOff: [],
          },
        ],
      }),
    '/api/v1/services': () =>
      jsonResponse({
        services: [
          {
            id: SERVICE,
            name: 'Safety check',
            description: '',
            durationMinutes: 30,
            pricing: 'fixed',
            priceMinor: 2500,
            currency: 'GBP',
            capacity: 1,
          },
        ],
      }),
    [`/api/v1/services/${SERVICE}/slots`]: (url) => {
      record(url)
      return jsonResponse({
        timezone: ZONE,
        slots: [
          { start: at(26 * 60), end: at(26 * 60 + 30), seatsLeft: 1 },
          { start: at(27 * 60), end: at(27 * 60 + 30), seatsLeft: 1 },
        ],
      })
    },
    ...bookingRoutes,
    ...Object.fromEntries(
      Object.entries(overrides).map(([path, handler]) => [
        path,
        (url: string, init?: RequestInit) => {
          record(url, init)
          return handler(url, init)
        },
      ]),
    ),
  })
  return { calls, state }
}

const posts = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path)
const section = (name: string) => screen.getByRole('region', { name })
const card = async (within_: HTMLElement, name: RegExp) =>
  within(within_).findByRole('article', { name })

describe('the operator dashboard', () => {
  it("asks for today's bookings in the business's time zone, and shows each with its status", async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    const agenda = await screen.findByRole('region', { name: "Today's agenda" })
    expect((await within(agenda).findAllByRole('article', { name: /Safety check/ })).length).toBe(2)
    const today = todayIn(ZONE)
    const agendaCall = calls.find(
      (call) =>
        call.url.pathname === '/api/v1/bookings' &&
        call.url.searchParams.get('to') !== null &&
        !call.url.searchParams.has('status'),
    )
    expect(agendaCall?.url.searchParams.get('scope')).toBe('all')
    expect(agendaCall?.url.searchParams.get('from')).toBe(startOfDay(today, ZONE))
    expect(agendaCall?.url.searchParams.get('to')).toBe(startOfDay(addDays(today, 1), ZONE))

    const pending = section('Waiting for confirmation')
    const waiting = await card(pending, /Safety check/)
    expect(within(waiting).getByText('Pending')).toBeTruthy()
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

    const pending = await screen.findByRole('region', { name: 'Waiting for confirmation' })
    await userEvent.click(
      within(await card(pending, /Safety check/)).getByRole('button', { name: 'Decline' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' })
    expect(posts(calls, `/api/v1/bookings/${ids.pending}/decline`)).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.pending}/decline`)).toHaveLength(1),
    )
  })

  it('reschedules to a free start chosen from the service’s slots', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard')

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' })
    await userEvent.click(
      within(await card(upcoming, /Full service/)).getByRole('button', { name: 'Reschedule' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule RSV-BBBBBB' })
    fireEvent.change(within(dialog).getByLabelText(/^Date/), {
      target: { value: todayIn(ZONE, new Date(at(26 * 60))) },
    })
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: formatTime(at(27 * 60), ZONE) }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }))

    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.later}/reschedule`)[0]?.body).toEqual({
        start: at(27 * 60),
      }),
    )
    const slots = calls.filter((call) => call.url.pathname.endsWith('/slots')).at(-1)
    expect(slots?.url.searchParams.get('from')).toBe(todayIn(ZONE, new Date(at(26 * 60))))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('lets an operator edit hours and time off, but not add resources', async () => {
    operatorServer()
    renderApp('/operator-dashboard')

    const resources = await screen.findByRole('region', { name: 'Resources: hours and time off' })
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

describe('booking for a customer', () => {
  const fillTheRest = async (dialog: HTMLElement) => {
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Service/ }))
    await userEvent.click(await screen.findByRole('option', { name: /Safety check/ }))
    fireEvent.change(within(dialog).getByLabelText(/^Date/), {
      target: { value: todayIn(ZONE, new Date(at(26 * 60))) },
    })
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: formatTime(at(26 * 60), ZONE) }),
    )
  }

  const customersRoute = {
    '/api/v1/customers': (url: string) => {
      const search = new URL(url, 'http://localhost').searchParams.get('search') ?? ''
      const everyone = [
        { id: 'acct-dora-000001', name: 'Dora New', email: 'dora@example.com' },
        { id: 'cust-cora-0001', name: 'Cora Customer', email: 'cora@example.com' },
      ]
      return jsonResponse({
        customers: everyone.filter((c) => `${c.name} ${c.email}`.toLowerCase().includes(search)),
      })
    },
  }

  for (const role of ['admin', 'operator'] as const) {
    it(`lets an ${role} find a customer by name and book with an Idempotency-Key`, async () => {
      const { calls } = operatorServer({ role, overrides: customersRoute })
      renderApp('/operator-dashboard')

      await userEvent.click(await screen.findByRole('button', { name: 'Book for a customer' }))
      const dialog = await screen.findByRole('dialog', { name: 'Book for a customer' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
      expect(within(dialog).getByText('Choose the customer')).toBeTruthy()

      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Customer/ }), 'dora')
      await userEvent.click(
        await within(dialog).findByRole('button', { name: 'Choose Dora New, dora@example.com' }),
      )
      await fillTheRest(dialog)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))

      expect(await within(dialog).findByText(/RSV-DDDDDD/)).toBeTruthy()
      const [made] = posts(calls, '/api/v1/bookings')
      expect(made?.body).toEqual({
        serviceId: SERVICE,
        start: at(26 * 60),
        seats: 1,
        notes: '',
        customerId: 'acct-dora-000001',
      })
      expect(made?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
      const search = calls.find((call) => call.url.pathname === '/api/v1/customers')
      expect(search?.url.searchParams.get('search')).toBe('dora')
    })
  }

  it('says when no customer matches, and when the chosen account has gone', async () => {
    operatorServer({
      overrides: {
        ...customersRoute,
        '/api/v1/bookings': (_url: string, init?: RequestInit) =>
          init?.method === 'POST'
            ? jsonResponse(
                {
                  error: {
                    code: 'bookings.unknown_customer',
                    message: 'There is no customer account with this id',
                  },
                },
                422,
              )
            : jsonResponse({ bookings: [] }),
      },
    })
    renderApp('/operator-dashboard')

    await userEvent.click(await screen.findByRole('button', { name: 'Book for a customer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book for a customer' })
    const customer = within(dialog).getByRole('textbox', { name: /^Customer/ })
    await userEvent.type(customer, 'nobody@')
    expect(await within(dialog).findByText(/No customer account has a name or e-mail/)).toBeTruthy()

    await userEvent.clear(customer)
    await userEvent.type(customer, 'cora')
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Choose Cora Customer, cora@example.com' }),
    )
    await fillTheRest(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    expect(
      await within(dialog).findByText(
        'This customer account no longer exists. Choose the customer again.',
      ),
    ).toBeTruthy()
  })
})
