import { useQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LiveStatus } from '@/components/live-status.tsx'
import { type AuthController, createAuthController } from '@/features/auth/auth-controller.ts'
import { createRealtimeClient } from '@/lib/realtime.ts'
import { fakeServer, remember } from '@/testing/fake-auth-server.ts'
import { acceptLive, FakeWebSocket } from '@/testing/fake-web-socket.ts'
import { renderWithProviders } from '@/testing/render.tsx'

const controllers: AuthController[] = []

/** The app's providers with a signed-in user and a live client over a fake WebSocket. */
function renderLive(ui: ReactNode = <LiveStatus />) {
  const server = fakeServer({ signedIn: true })
  remember()
  const controller = createAuthController({ createChannel: null })
  controllers.push(controller)
  const realtime = createRealtimeClient({
    WebSocket: FakeWebSocket,
    url: () => 'ws://reserva.test/api/realtime',
  })
  renderWithProviders(ui, { authController: controller, realtime })
  return { controller, realtime, ...server }
}

const status = (words: string) => screen.getByRole('status', { name: `Live updates: ${words}` })

/** Waits for the socket the app opens and plays a server that accepts it. */
async function acceptSocket() {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0))
  return acceptLive()
}

beforeEach(() => {
  FakeWebSocket.reset()
})

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop()
})

describe('live updates in the app', () => {
  it('connect once someone is signed in, authenticating with their access JWT, and say so', async () => {
    renderLive()
    await waitFor(() => expect(status('connecting')).toBeDefined())
    const socket = await acceptSocket()

    const [auth] = socket.sentOfType('auth')
    expect(auth?.token).toMatch(/^ey/)
    await waitFor(() => expect(status('connected')).toBeDefined())
  })

  it('send each refreshed access JWT on the open socket', async () => {
    const { controller } = renderLive()
    const socket = await acceptSocket()
    await waitFor(() => expect(status('connected')).toBeDefined())

    const refreshed = await controller.refreshSession()
    expect(refreshed?.token).toMatch(/^ey/)
    const tokens = socket.sentOfType('auth').map((message) => message.token)
    expect(tokens).toHaveLength(2)
    expect(tokens[1]).toBe(refreshed?.token)
  })

  it('close the socket when the user signs out', async () => {
    const { controller } = renderLive()
    const socket = await acceptSocket()
    await waitFor(() => expect(status('connected')).toBeDefined())

    await controller.signOut()
    await waitFor(() => expect(status('disconnected')).toBeDefined())
    expect(socket.closedBy?.code).toBe(1000)
    expect(FakeWebSocket.instances).toHaveLength(1)
  })

  it('show a change made between the page’s first load and its socket becoming ready', async () => {
    // The server's list: one booking when the page loads, two once someone booked meanwhile.
    const onServer = { bookings: ['RSV-1'] }
    function Bookings() {
      const { data } = useQuery({
        queryKey: ['bookings', 'staff'],
        queryFn: async () => [...onServer.bookings],
        staleTime: Number.POSITIVE_INFINITY,
      })
      return <p>Bookings: {data?.join(' ') ?? '…'}</p>
    }
    renderLive(<Bookings />)
    expect(await screen.findByText('Bookings: RSV-1')).toBeDefined()
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0))

    // Booked before the socket was ready: the server sends no change for it on this socket.
    onServer.bookings.push('RSV-2')
    acceptLive()
    expect(await screen.findByText('Bookings: RSV-1 RSV-2')).toBeDefined()
  })

  it('stay disconnected for a visitor', async () => {
    fakeServer({ signedIn: false })
    const controller = createAuthController({ createChannel: null })
    controllers.push(controller)
    const realtime = createRealtimeClient({ WebSocket: FakeWebSocket, url: () => 'ws://x' })
    renderWithProviders(<LiveStatus />, { authController: controller, realtime })
    await waitFor(() => expect(controller.getState().loading).toBe(false))
    expect(status('disconnected')).toBeDefined()
    expect(FakeWebSocket.instances).toHaveLength(0)
  })
})
