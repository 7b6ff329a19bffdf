import type { Quote } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import {
  bookingFor,
  eachTestAtNow,
  noActions,
  offeredQuote,
} from '@/features/quotes/test-fixtures.ts'
import { createRealtimeClient } from '@/lib/realtime.ts'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { acceptLive, FakeWebSocket } from '@/testing/fake-web-socket.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { Component as QuoteScreen } from './quote.tsx'

// The /quote screen with the live socket on: the server's "quote accepted" can come before its
// answer to the accept, and takes the accept button (and its dialog) away (commit 745e2d7).

const testRoutes = (
  <Switch>
    <Route path="/quote" component={QuoteScreen} />
    <Route path="/booking-confirmation">
      <p>Confirmation screen</p>
    </Route>
  </Switch>
)

eachTestAtNow()

beforeEach(() => {
  FakeWebSocket.reset()
})

describe('/quote, live', () => {
  it('goes on to the booking’s confirmation when the quote shows as accepted before the answer comes', async () => {
    const offered = offeredQuote()
    // Its own reference, so that the address can only have come from the accept's answer.
    const booking = {
      ...bookingFor(offered.offer?.proposedStart as string),
      reference: 'RSV-4M8T2P',
    }
    const accepted: Quote = {
      ...offered,
      status: 'accepted',
      bookingId: booking.id,
      bookingReference: booking.reference,
      can: noActions,
    }
    let quotes = [offered]
    let answer: ((response: Response) => void) | undefined
    stubFetch({
      ...signedInRoutes('customer'),
      '/api/v1/settings/public': () => jsonResponse(publicSettings),
      '/api/v1/quotes': () => jsonResponse({ quotes }),
      // The server has committed the booking; its answer is held until the test releases it.
      [`/api/v1/quotes/${offered.id}/accept`]: () => {
        quotes = [accepted]
        return new Promise<Response>((resolve) => {
          answer = resolve
        })
      },
    })
    const realtime = createRealtimeClient({
      WebSocket: FakeWebSocket,
      url: () => 'ws://reserva.test/api/realtime',
    })
    const { router } = renderApp('/quote?ref=QTE-7K3F9Q', testRoutes, { realtime })
    const user = userEvent.setup()

    const card = await screen.findByRole('article', { name: 'Touring bike build' })
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0))
    const socket = acceptLive()
    expect(realtime.getState()).toBe('connected')

    await user.click(within(card).getByRole('button', { name: 'Accept offer QTE-7K3F9Q' }))
    await user.click(screen.getByRole('button', { name: 'Accept and book' }))
    await waitFor(() => expect(answer).toBeDefined())

    socket.serverSend({ type: 'change', topic: 'quotes', event: 'quote.accepted', id: offered.id })
    expect(await within(card).findByRole('link', { name: /View booking RSV-4M8T2P/ })).toBeDefined()
    expect(within(card).queryByRole('button', { name: 'Accept offer QTE-7K3F9Q' })).toBeNull()
    expect(screen.queryByRole('dialog', { name: 'Accept this offer?' })).toBeNull()
    expect(router.location.pathname).toBe('/quote')

    answer?.(jsonResponse({ quote: accepted, booking }))

    expect(await screen.findByText('Confirmation screen')).toBeDefined()
    expect(router.location.pathname + router.location.search).toBe(
      '/booking-confirmation?ref=RSV-4M8T2P',
    )
  })
})
