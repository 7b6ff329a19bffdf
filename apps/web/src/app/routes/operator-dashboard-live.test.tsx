import type { Booking, Quote } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTH_STORAGE_KEY } from '@/features/auth/stored-session.ts'
import { createRealtimeClient } from '@/lib/realtime.ts'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { bookingFixture } from '@/testing/booking-screen-fixtures.ts'
import { acceptLive, FakeWebSocket } from '@/testing/fake-web-socket.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { quoteFixture } from '@/testing/quote-fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

// The operator dashboard kept up to date by the live socket: the socket only says
// what changed; the screen asks the server again.

const pendingBooking = bookingFixture({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  reference: 'RSV-CCCCCC',
  status: 'pending',
  start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  end: new Date(Date.now() + 2 * 86_400_000 + 1_800_000).toISOString(),
})

/** A staff member's server whose lists the test changes behind the screen's back. */
function staffServer() {
  const state: { bookings: Booking[]; quotes: Quote[] } = {
    bookings: [],
    quotes: [quoteFixture({ status: 'requested' })],
  }
  stubFetch({
    ...signedInRoutes('operator'),
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/v1/bookings': (url) => {
      const statuses = new URL(url, 'http://localhost').searchParams.get('status')?.split(',')
      return jsonResponse({
        bookings: state.bookings.filter((b) => !statuses || statuses.includes(b.status)),
      })
    },
    '/api/v1/quotes': () => jsonResponse({ quotes: state.quotes }),
    '/api/v1/resources': () => jsonResponse({ resources: [] }),
  })
  return state
}

/** The dashboard with a live client over a fake WebSocket that the test plays the server of. */
async function openDashboard() {
  const realtime = createRealtimeClient({
    WebSocket: FakeWebSocket,
    url: () => 'ws://reserva.test/api/realtime',
  })
  renderApp('/operator-dashboard', undefined, { realtime })
  await screen.findByRole('heading', { level: 1, name: 'Operator dashboard' })
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0))
  const socket = acceptLive()
  await screen.findByRole('status', { name: 'Live updates: connected' })
  return socket
}

/** Opens the header's account menu and reads the workspace's link by its name. */
async function staffLinkNamed(name: string) {
  const header = screen.getByRole('banner')
  // The socket's first `ready` has every query on screen asked again: the name may come later.
  await userEvent.click(await within(header).findByRole('button', { name: 'Cora Customer' }))
  const link = await screen.findByRole('menuitem', { name })
  await userEvent.keyboard('{Escape}')
  return link
}

/** The agenda's row of the pending booking, by its actions button. */
const findRow = () =>
  screen.findByRole('button', { name: /^Actions for Cora Customer, Safety check at / })

beforeEach(() => {
  FakeWebSocket.reset()
})

describe('the operator dashboard, live', () => {
  it('shows a booking made elsewhere and counts it in the staff navigation, without reloading', async () => {
    const server = staffServer()
    const socket = await openDashboard()
    expect(await screen.findByText('Nothing is booked for today.')).toBeDefined()
    // The quote request waits for an offer.
    expect(await staffLinkNamed('Workspace 1 needs attention')).toBeDefined()

    server.bookings = [pendingBooking]
    socket.serverSend({
      type: 'change',
      topic: 'bookings',
      event: 'booking.created',
      id: pendingBooking.id,
    })

    // The booking joins the agenda, marked as new, not only the count.
    const row = (await findRow()).closest('li') as HTMLElement
    expect(within(row).getByText('New')).toBeDefined()
    expect(within(row).getByText('Awaiting confirmation')).toBeDefined()
    expect(await staffLinkNamed('Workspace 2 need attention')).toBeDefined()
  })

  it('asks again for what it shows after reconnecting, since missed messages are not replayed', async () => {
    const server = staffServer()
    const socket = await openDashboard()
    expect(await screen.findByText('Nothing is booked for today.')).toBeDefined()

    // Booked while the connection was down: no message will say so.
    socket.serverClose(1006)
    await screen.findByRole('status', { name: 'Live updates: disconnected' })
    server.bookings = [pendingBooking]

    // The first retry comes after 1 s.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 })
    acceptLive()
    expect(await findRow()).toBeDefined()
  })

  it('asks for nothing staff-only while the role remembered from the last visit is unconfirmed', async () => {
    // An operator used this browser last; a customer has signed in since (another tab, the API).
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        userId: 'user-1',
        name: 'Otto Operator',
        role: 'operator',
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    )
    const fetchMock = stubFetch({
      ...signedInRoutes('customer'),
      '/api/v1/settings/public': () => jsonResponse(publicSettings),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
      '/api/v1/quotes': () => jsonResponse({ quotes: [] }),
      '/api/v1/services': () => jsonResponse({ services: [] }),
    })
    renderApp('/')
    const header = screen.getByRole('banner')
    await within(header).findByRole('button', { name: 'Cora Customer' })
    const asked = fetchMock.mock.calls.map(([input]) => String(input))
    expect(asked.filter((url) => url.includes('scope=all'))).toEqual([])
  })
})
