import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import {
  bodyOf,
  eachTestAtNow,
  errorResponse,
  mondaySlots,
  offeredQuote,
  services,
  slotsHandler,
} from '@/testing/quote-fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { Component as ManageQuoteScreen } from './manage-quote.tsx'

// /manage-quote#<link> (decision 045): the quote a mail's link opens, without signing in.

const testRoutes = (
  <Switch>
    <Route path="/manage-quote" component={ManageQuoteScreen} />
    <Route path="/manage">
      <p>Booking link page</p>
    </Route>
  </Switch>
)
const link = `aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.1.${'b'.repeat(43)}`
const manageLink = `bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.1.${'c'.repeat(43)}`
const asLinked = (quote: ReturnType<typeof offeredQuote>) => ({
  ...quote,
  customer: { name: quote.customer.name },
})

eachTestAtNow()

describe('/manage-quote', () => {
  it('shows the quote by its link, sends the link in a header, and accepts the offer', async () => {
    const headers: (string | null)[] = []
    const quote = asLinked(offeredQuote())
    stubFetch({
      '/api/v1/settings/public': () => jsonResponse(publicSettings),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/manage/quote': (_url, init) => {
        headers.push(new Headers(init?.headers).get('Reserva-Quote-Link'))
        return jsonResponse({ quote })
      },
      '/api/v1/manage/quote/accept': (_url, init) => {
        expect(bodyOf(init)).toEqual({})
        return jsonResponse({
          quote: { ...quote, status: 'accepted', can: { ...quote.can, accept: false } },
          bookingReference: 'RSV-7K3F9Q',
          manageLink,
        })
      },
    })
    renderApp(`/manage-quote#${link}`, testRoutes)
    const user = userEvent.setup()

    const main = await screen.findByRole('article')
    expect(within(main).getByRole('heading', { name: 'Touring bike build' })).toBeTruthy()
    expect(headers[0]).toBe(link)
    await user.click(within(main).getByRole('button', { name: /^Accept offer/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))
    const booked = await screen.findByRole('status')
    expect(booked.textContent).toContain('RSV-7K3F9Q')
    await user.click(within(booked).getByRole('link', { name: 'Open the booking' }))
    await screen.findByText('Booking link page')
  })

  it('without a proposed time, has the guest choose one of the offer’s free times', async () => {
    const quote = asLinked(offeredQuote({ proposedStart: null, proposedEnd: null }))
    const slotHeaders: (string | null)[] = []
    const starts: unknown[] = []
    stubFetch({
      '/api/v1/settings/public': () => jsonResponse(publicSettings),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/manage/quote': () => jsonResponse({ quote }),
      '/api/v1/manage/quote/slots': (url, init) => {
        slotHeaders.push(new Headers(init?.headers).get('Reserva-Quote-Link'))
        return slotsHandler(mondaySlots)(url)
      },
      '/api/v1/manage/quote/accept': (_url, init) => {
        starts.push(bodyOf(init).start)
        return jsonResponse({
          quote: { ...quote, status: 'accepted', can: { ...quote.can, accept: false } },
          bookingReference: 'RSV-7K3F9Q',
          manageLink,
        })
      },
    })
    renderApp(`/manage-quote#${link}`, testRoutes)
    const user = userEvent.setup()

    const main = await screen.findByRole('article')
    await user.click(within(main).getByRole('button', { name: /^Accept offer/ }))
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer: choose a time' })
    await within(dialog).findByRole('button', { name: 'Monday 25 November 2030, 2 free times' })
    await user.click(
      await within(dialog).findByRole('button', {
        name: /^Monday 25 November 2030, 14:00 to 15:00 \(Europe\/London\)(; .+)?$/,
      }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))
    const booked = await screen.findByRole('status')
    expect(booked.textContent).toContain('RSV-7K3F9Q')
    expect(starts).toEqual(['2030-11-25T14:00:00.000Z'])
    expect(slotHeaders.length).toBeGreaterThan(0)
    expect(slotHeaders.every((header) => header === link)).toBe(true)
  })

  it('says why when the link opens nothing', async () => {
    stubFetch({
      '/api/v1/settings/public': () => jsonResponse(publicSettings),
      '/api/v1/manage/quote': () => errorResponse('quotes.link_replaced', 410),
    })
    renderApp(`/manage-quote#${link}`, testRoutes)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This link does not open a quote now')
    expect(alert.textContent).toContain('A newer link to this quote was sent')
  })
})
