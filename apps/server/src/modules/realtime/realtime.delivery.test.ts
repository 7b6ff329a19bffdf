import type net from 'node:net'
import { realtimeCloseCodes } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import {
  changesHeard as changes,
  settled,
  type TestSocket,
  useRealtimeApp,
} from '../../testing/realtime.ts'
import { testDbKind } from '../../testing/test-db.ts'
import type { Change } from './realtime.hub.ts'

const coalesceMs = 1000
const maxBufferedBytes = 64 * 1024

// What a socket is sent when writes come faster than anyone needs to hear of
// them (public changes coalesced per key), and a client that stops reading (closed, not buffered
// for without end). Changes are handed to the hub as the forwarding does after a commit.
describe(`what the realtime socket is sent under load (${testDbKind})`, () => {
  const { hub, socketOf, customer, operator } = useRealtimeApp(
    { demo: false, realtime: { coalesceMs, maxBufferedBytes } },
    { customer: ['customer', 'Cat Customer'], operator: ['operator', 'Olga Operator'] },
  )
  const availability = (id: string): Change => ({
    topic: 'availability',
    event: 'availability.changed',
    id,
    customerId: null,
  })
  const asMessage = ({ customerId: _, ...change }: Change) => ({ type: 'change', ...change })

  it('sends a burst of availability changes as one notice per resource at once and one when the window ends; private changes every time', async () => {
    const mine = await socketOf(customer)
    const staff = await socketOf(operator)
    const sockets = [mine, staff]
    const booking = (n: number): Change => ({
      topic: 'bookings',
      event: 'booking.status_changed',
      id: `booking-${n}`,
      customerId: customer.userId,
    })

    for (let n = 0; n < 20; n++) {
      hub.deliver(availability('resource-a'))
      hub.deliver(availability('resource-b'))
      hub.deliver(booking(n))
    }
    const leading = [availability('resource-a'), availability('resource-b')].map(asMessage)
    const bookings = Array.from({ length: 20 }, (_, n) => asMessage(booking(n)))
    for (const socket of sockets) {
      // The pong comes after what was sent at once: the trailing notices are not among it.
      await settled(socket)
      const heard = changes(socket)
      expect(heard.filter((c) => c.topic === 'availability')).toEqual(leading)
      expect(heard.filter((c) => c.topic === 'bookings')).toEqual(bookings)
    }

    // The window ends: one more per resource (changes came after the first), then nothing.
    for (const socket of sockets) {
      await expect
        .poll(() => changes(socket).filter((c) => c.topic === 'availability'), {
          timeout: coalesceMs * 5,
        })
        .toEqual([...leading, ...leading])
    }
    // The windows the trailing notices opened close with nothing pending: nothing more is sent.
    await expect.poll(() => hub.openWindows(), { timeout: coalesceMs * 3 }).toBe(0)
    for (const socket of sockets) {
      await settled(socket)
      expect(changes(socket)).toHaveLength(20 + 4)
    }

    // A change after a quiet window goes at once again (before the pong of a later ping).
    hub.deliver(availability('resource-a'))
    for (const socket of sockets) {
      await settled(socket)
      expect(changes(socket).at(-1)).toEqual(asMessage(availability('resource-a')))
      expect(changes(socket)).toHaveLength(20 + 5)
    }
    for (const socket of sockets) socket.close()
  })

  it('closes a socket whose client stops reading once its unsent bytes pass the bound, and cuts it if it never reads again', async () => {
    // The sockets of the test before have gone (the server forgets a socket before ws does).
    await expect.poll(() => hub.wss.clients.size).toBe(hub.size())
    const healthy = await socketOf(customer)
    const slow = await socketOf(operator)
    const dead = await socketOf(operator)
    const paused = (socket: TestSocket) =>
      (socket.ws as unknown as { _socket: net.Socket })._socket.pause()
    paused(slow)
    paused(dead)
    const open = hub.size()

    // Bookings of another customer: staff hear of each, the healthy customer of none.
    const big = 'x'.repeat(1000)
    let n = 0
    let mostBuffered = 0
    while (hub.size() > open - 2 && n < 200_000) {
      for (let i = 0; i < 100; i++) {
        hub.deliver({
          topic: 'bookings',
          event: 'booking.created',
          id: `${big}-${n++}`,
          customerId: 'someone-else',
        })
      }
      mostBuffered = Math.max(mostBuffered, hub.bufferedBytes())
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(hub.size()).toBe(open - 2)
    // Never more waiting than the bound, per socket: what this process holds for them is bounded.
    expect(mostBuffered).toBeLessThanOrEqual(2 * maxBufferedBytes)
    expect(hub.bufferedBytes()).toBe(0)

    // A client that reads again gets what was sent, then why it is closed, then the close frame.
    ;(slow.ws as unknown as { _socket: net.Socket })._socket.resume()
    expect(await slow.closed).toEqual({ code: realtimeCloseCodes.tooSlow, reason: 'too_slow' })
    expect(slow.received.at(-1)).toEqual({ type: 'closing', reason: 'too_slow' })
    // One that never does is cut after the grace, and its buffers go with it.
    await expect.poll(() => hub.wss.clients.size, { timeout: 10_000 }).toBe(open - 2)

    // The socket that read everything was not touched.
    await settled(healthy)
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN)
    healthy.close()
    dead.close()
  })
})
