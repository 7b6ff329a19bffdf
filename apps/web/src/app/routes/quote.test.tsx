import type { Quote } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import { createRealtimeClient } from '@/lib/realtime.ts'
import { customerProfile, fakeJwt, sessionAs, signedInRoutes } from '@/testing/auth-fixtures.ts'
import { acceptLive, FakeWebSocket } from '@/testing/fake-web-socket.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import {
  bodyOf,
  bookingFor,
  customBuild,
  eachTestAtNow,
  fileOf,
  noActions,
  offeredQuote,
  quoteFixture,
  services,
} from '@/testing/quote-fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { Component as QuoteScreen } from './quote.tsx'
import { Component as SignInScreen } from './signin.tsx'

// The real /quote and /signin screens; the confirmation screen belongs to the bookings feature,
// so it is only a marker here.
const testRoutes = (
  <Switch>
    <Route path="/quote" component={QuoteScreen} />
    <Route path="/signin" component={SignInScreen} />
    <Route path="/booking-confirmation">
      <p>Confirmation screen</p>
    </Route>
  </Switch>
)

const settings = { '/api/v1/settings/public': () => jsonResponse(publicSettings) }
/** A business that takes signed-in customers only: a visitor signs in to send (decision 045). */
const signedInOnly = {
  '/api/v1/settings/public': () =>
    jsonResponse({ ...publicSettings, guests: { booking: 'off', phone: 'off' } }),
}

eachTestAtNow({ uploads: true })

describe('/quote', () => {
  it('lets a visitor fill the form, sends them to sign in, and brings them back with everything kept, when the business takes no guests', async () => {
    let signedIn = false
    let sent: unknown
    stubFetch({
      ...signedInOnly,
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/auth/get-session': () => jsonResponse(signedIn ? sessionAs('customer') : null),
      '/api/auth/token': () => jsonResponse({ token: fakeJwt() }),
      '/api/v1/me/profile': () => jsonResponse(customerProfile),
      '/api/auth/sign-in/email': () => {
        signedIn = true
        return jsonResponse({ redirect: false, token: 'x', user: sessionAs('customer').user })
      },
      '/api/v1/quotes': (_url, init) => {
        sent = bodyOf(init)
        return jsonResponse({ quote: quoteFixture() }, 201)
      },
    })
    const { router } = renderApp(`/quote?service=${customBuild.id}`, testRoutes)
    const user = userEvent.setup()

    const form = await screen.findByRole('form', { name: 'Ask for a quote' })
    await waitFor(() =>
      expect((within(form).getByLabelText(/^Service/) as HTMLSelectElement).value).toBe(
        customBuild.id,
      ),
    )
    await user.type(within(form).getByLabelText(/What do you need/), 'Touring bike build')
    await user.type(within(form).getByLabelText(/^Details/), 'Steel, with racks and lights.')
    await user.type(within(form).getByLabelText(/Preferred dates/), '2030-11-27')
    await user.click(within(form).getByRole('button', { name: 'Add date' }))
    await user.upload(form.querySelector('input[type=file]') as HTMLInputElement, [
      fileOf('frame.png', 'image/png'),
    ])
    await user.click(within(form).getByRole('button', { name: 'Sign in to send' }))

    const signIn = await screen.findByRole('form', { name: 'Sign in' })
    expect(router.location.pathname + router.location.search).toBe(
      `/signin?next=${encodeURIComponent(`/quote?service=${customBuild.id}`)}`,
    )
    await user.type(within(signIn).getByLabelText(/E-mail address/), 'cora@example.com')
    await user.type(
      within(signIn).getByLabelText(/^Password/, { selector: 'input' }),
      'Right-Pass-2026',
    )
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }))

    const back = await screen.findByRole('form', { name: 'Ask for a quote' })
    expect(router.location.search).toBe(`?service=${customBuild.id}`)
    expect(within(back).getByText(/Welcome back: here is what you typed/)).toBeTruthy()
    expect((within(back).getByLabelText(/What do you need/) as HTMLInputElement).value).toBe(
      'Touring bike build',
    )
    expect((within(back).getByLabelText(/^Details/) as HTMLTextAreaElement).value).toBe(
      'Steel, with racks and lights.',
    )
    expect(within(back).getByRole('list', { name: 'Preferred dates chosen' }).textContent).toBe(
      'Wed 27 Nov 2030',
    )
    // Signing in happened in this page: the chosen file is still here.
    expect(within(back).getByRole('list', { name: 'Chosen files' }).textContent).toContain(
      'frame.png',
    )
    await user.click(within(back).getByRole('button', { name: 'Send request' }))

    expect(await screen.findByRole('status')).toBeTruthy()
    expect(sent).toEqual({
      serviceId: customBuild.id,
      title: 'Touring bike build',
      details: 'Steel, with racks and lights.',
      preferredDates: ['2030-11-27'],
      partySize: 1,
    })
    expect(sessionStorage.getItem('reserva.quote-draft')).toBeNull()
  })

  it('after a reload or a trip elsewhere to sign in, keeps the text and names the files to add again', async () => {
    sessionStorage.setItem(
      'reserva.quote-draft',
      JSON.stringify({
        serviceId: '',
        title: 'Wheel rebuild',
        details: 'Both wheels, 32 spokes.',
        preferredDates: [],
        partySize: 1,
        fileNames: ['rim.jpg', 'hub.pdf'],
      }),
    )
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      '/api/v1/services': () => jsonResponse({ services }),
    })
    renderApp('/quote', testRoutes)

    const form = await screen.findByRole('form', { name: 'Ask for a quote' })
    expect((within(form).getByLabelText(/What do you need/) as HTMLInputElement).value).toBe(
      'Wheel rebuild',
    )
    const note = within(form).getByRole('alert')
    expect(note.textContent).toContain('Please add your files again')
    expect(note.textContent).toContain('You had chosen: rim.jpg, hub.pdf.')
  })

  it('shows a customer one of their quotes by its reference, and accepting it leads to the booking', async () => {
    const quote = offeredQuote()
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      '/api/v1/quotes': () =>
        jsonResponse({
          quotes: [
            quoteFixture({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', reference: 'QTE-REQ222' }),
            quote,
          ],
        }),
      [`/api/v1/quotes/${quote.id}/accept`]: () =>
        jsonResponse({
          quote: { ...quote, status: 'accepted' },
          booking: bookingFor(quote.offer?.proposedStart as string),
        }),
    })
    const { router } = renderApp('/quote?ref=qte-7k3f9q', testRoutes)
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote' })).toBeTruthy()
    const card = await screen.findByRole('article', { name: 'Touring bike build' })
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Touring bike build')
    expect(screen.queryByText('QTE-REQ222', { exact: false })).toBeNull()
    await waitFor(() => expect(document.title).toBe('Quote QTE-7K3F9Q · Harbour Lane Studio'))

    await user.click(within(card).getByRole('button', { name: 'Accept offer QTE-7K3F9Q' }))
    await user.click(screen.getByRole('button', { name: 'Accept and book' }))

    expect(await screen.findByText('Confirmation screen')).toBeTruthy()
    expect(router.location.pathname + router.location.search).toBe(
      '/booking-confirmation?ref=RSV-7K3F9Q',
    )
  })

  it('sends a visitor who opens a quote’s link to sign in first', async () => {
    stubFetch(settings)
    const { router } = renderApp('/quote?ref=QTE-7K3F9Q', testRoutes)

    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(router.location.search).toBe(`?next=${encodeURIComponent('/quote?ref=QTE-7K3F9Q')}`)
  })

  it('says so when the link’s reference is not one', async () => {
    stubFetch({ ...settings, ...signedInRoutes('customer') })
    renderApp('/quote?ref=<script>', testRoutes)

    expect(
      await screen.findByText(/This link does not contain a valid quote reference/),
    ).toBeTruthy()
    expect(screen.queryByText('<SCRIPT>')).toBeNull()
  })
})

describe('/quote, live', () => {
  // The server's "quote accepted" can come before its answer to the accept, and takes the accept
  // button (and its dialog) away (commit 745e2d7).
  beforeEach(() => {
    FakeWebSocket.reset()
  })

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
