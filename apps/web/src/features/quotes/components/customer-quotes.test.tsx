import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import {
  bodyOf,
  bookingFor,
  errorResponse,
  freezeDate,
  mondaySlots,
  offeredQuote,
  quoteFixture,
  safetyCheck,
  slotsHandler,
} from '../test-fixtures.ts'
import { CustomerQuotes } from './customer-quotes.tsx'

const requested = quoteFixture({
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  reference: 'QTE-REQ222',
  title: 'Wheel rebuild',
  createdAt: '2030-11-19T09:00:00.000Z',
})
const offered = offeredQuote()
const accepted = offeredQuote(
  {},
  {
    id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
    reference: 'QTE-ACC333',
    status: 'accepted',
    title: 'Fitting for two',
    bookingId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    bookingReference: 'RSV-ACC333',
    createdAt: '2030-11-10T09:00:00.000Z',
    can: {
      offer: false,
      reject: false,
      accept: false,
      decline: false,
      withdraw: false,
      message: true,
    },
  },
)
const expired = offeredQuote(
  { validUntil: '2030-11-15T23:59:00.000Z' },
  {
    id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
    reference: 'QTE-EXP444',
    status: 'expired',
    title: 'Paint job',
    createdAt: '2030-11-01T09:00:00.000Z',
    can: {
      offer: false,
      reject: false,
      accept: false,
      decline: false,
      withdraw: false,
      message: true,
    },
  },
)

function renderList(path = '/dashboard') {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <CustomerQuotes /> },
      { path: '/booking-confirmation', element: <p>Confirmation screen</p> },
    ],
    { initialEntries: [path] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

const cardOf = (title: string) => screen.getByRole('article', { name: title })

beforeEach(() => {
  freezeDate()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the customer’s quotes', () => {
  it('lists open quotes, then accepted and closed ones, newest first, with the offer in the business’s time zone', async () => {
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [expired, accepted, offered, requested] }),
    })
    renderList()

    const titlesIn = (region: HTMLElement) =>
      within(region)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 4 }).textContent)
    expect(titlesIn(await screen.findByRole('region', { name: 'Open' }))).toEqual([
      'Wheel rebuild',
      'Touring bike build',
    ])
    expect(titlesIn(screen.getByRole('region', { name: 'Accepted and closed' }))).toEqual([
      'Fitting for two',
      'Paint job',
    ])

    const card = cardOf('Touring bike build')
    expect(card.textContent).toContain('Offer made')
    expect(card.textContent).toContain('QTE-7K3F9Q · asked on Mon 18 Nov 2030, 09:15')
    const offer = within(card).getByRole('heading', { name: 'Our offer' })
      .parentElement as HTMLElement
    expect(offer.textContent).toContain('Price£420.00')
    expect(offer.textContent).toContain('Booked asSafety check')
    expect(offer.textContent).toContain(
      'TimeMonday 25 November 2030 at 10:30 to 11:30 (London time)',
    )
    expect(offer.textContent).toContain(
      'Valid untilSaturday 30 November 2030 at 23:59 (London time)',
    )
    expect(offer.textContent).toContain('Steel frame, hand-built wheels.')

    expect(cardOf('Wheel rebuild').textContent).toContain('Requested')
    expect(cardOf('Fitting for two').textContent).toContain('Accepted')
    expect(cardOf('Paint job').textContent).toContain('This offer has expired.')
  })

  it('shows in a quote in Paris the times of Paris', async () => {
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [{ ...offered, timezone: 'Europe/Paris' }] }),
    })
    renderList()

    const card = await screen.findByRole('article', { name: 'Touring bike build' })
    expect(card.textContent).toContain('Monday 25 November 2030 at 11:30 to 12:30 (Paris time)')
  })

  it('offers only what the server allows for each quote', async () => {
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [requested, offered, accepted, expired] }),
    })
    renderList()
    await screen.findByRole('region', { name: 'Open' })
    const buttons = (title: string) =>
      within(cardOf(title))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent)
        .filter((name) => !name?.startsWith('Details'))
    const links = (title: string) =>
      within(cardOf(title))
        .queryAllByRole('link')
        .map((l) => `${l.textContent} → ${l.getAttribute('href')}`)

    expect(buttons('Wheel rebuild')).toEqual(['Withdraw request QTE-REQ222'])
    expect(buttons('Touring bike build')).toEqual([
      'Accept offer QTE-7K3F9Q',
      'Decline offer QTE-7K3F9Q',
      'Withdraw request QTE-7K3F9Q',
    ])
    expect(buttons('Fitting for two')).toEqual([])
    expect(links('Fitting for two')).toEqual([
      'View booking RSV-ACC333 → /booking-confirmation?ref=RSV-ACC333',
    ])
    expect(buttons('Paint job')).toEqual([])
  })

  it('accepts an offer with a proposed time and goes to the booking’s confirmation', async () => {
    let sent: unknown
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [offered] }),
      [`/api/v1/quotes/${offered.id}/accept`]: (_url, init) => {
        sent = bodyOf(init)
        return jsonResponse({
          quote: { ...offered, status: 'accepted', bookingReference: 'RSV-7K3F9Q' },
          booking: bookingFor(offered.offer?.proposedStart as string),
        })
      },
    })
    const router = renderList()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Accept offer QTE-7K3F9Q' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' })
    expect(dialog.textContent).toContain('£420.00 for Safety check')
    expect(dialog.textContent).toContain(
      'Accepting books Monday 25 November 2030 at 10:30 to 11:30 (London time) for you.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))

    expect(await screen.findByText('Confirmation screen')).toBeTruthy()
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/booking-confirmation?ref=RSV-7K3F9Q',
    )
    expect(sent).toEqual({})
  })

  it('without a proposed time, has the customer pick one; a time taken meanwhile leaves the offer open', async () => {
    const open = offeredQuote({ proposedStart: null, proposedEnd: null })
    const starts: unknown[] = []
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [open] }),
      [`/api/v1/services/${safetyCheck.id}/slots`]: slotsHandler(mondaySlots),
      [`/api/v1/quotes/${open.id}/accept`]: (_url, init) => {
        const { start } = bodyOf(init)
        starts.push(start)
        if (starts.length === 1) return errorResponse('bookings.slot_taken', 409)
        return jsonResponse({
          quote: { ...open, status: 'accepted' },
          booking: bookingFor(start),
        })
      },
    })
    const router = renderList()
    const user = userEvent.setup()

    const card = await screen.findByRole('article', { name: 'Touring bike build' })
    expect(card.textContent).toContain('TimeYou choose a time when you accept')
    await user.click(within(card).getByRole('button', { name: 'Accept offer QTE-7K3F9Q' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' })
    // The first preferred date that is not past: Monday 25 November.
    expect((within(dialog).getByLabelText('Day') as HTMLInputElement).value).toBe('2030-11-25')
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a time for the job')
    expect(starts).toEqual([])

    await user.click(await within(dialog).findByRole('radio', { name: '10:30' }))
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone else has just taken this time. Please choose another time.',
    )
    expect(cardOf('Touring bike build').textContent).toContain('Offer made')
    await user.click(within(dialog).getByRole('radio', { name: '14:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))

    await screen.findByText('Confirmation screen')
    expect(starts).toEqual(['2030-11-25T10:30:00.000Z', '2030-11-25T14:00:00.000Z'])
    expect(router.state.location.search).toBe('?ref=RSV-7K3F9Q')
  })

  it('says so when the proposed time was taken: the customer cannot choose another for it', async () => {
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [offered] }),
      [`/api/v1/quotes/${offered.id}/accept`]: () => errorResponse('bookings.slot_taken', 409),
    })
    renderList()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Accept offer QTE-7K3F9Q' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Someone else has just taken this time. This offer cannot be accepted for that time any more',
    )
  })

  it('declines an offer after asking, and says so', async () => {
    let list = [offered]
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: list }),
      [`/api/v1/quotes/${offered.id}/decline`]: () => {
        list = [
          {
            ...offered,
            status: 'declined',
            can: { ...offered.can, accept: false, decline: false, withdraw: false },
          },
        ]
        return jsonResponse({ quote: list[0] })
      },
    })
    renderList()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Decline offer QTE-7K3F9Q' }))
    await user.click(screen.getByRole('button', { name: 'Yes, decline it' }))

    expect((await screen.findByRole('status')).textContent).toBe(
      'You declined the offer for QTE-7K3F9Q.',
    )
    await waitFor(() => expect(cardOf('Touring bike build').textContent).toContain('Declined'))
    expect(screen.queryByRole('button', { name: /Accept offer/ })).toBeNull()
  })

  it('withdraws a request after asking', async () => {
    let called = false
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [requested] }),
      [`/api/v1/quotes/${requested.id}/withdraw`]: () => {
        called = true
        return jsonResponse({
          quote: { ...requested, status: 'withdrawn', can: { ...requested.can, withdraw: false } },
        })
      },
    })
    renderList()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Withdraw request QTE-REQ222' }))
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw it' }))

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your request QTE-REQ222 is withdrawn.',
    )
    expect(called).toBe(true)
  })

  it('explains an offer that expired meanwhile, by its code', async () => {
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [offered] }),
      [`/api/v1/quotes/${offered.id}/decline`]: () =>
        errorResponse('quotes.invalid_transition', 409),
    })
    renderList()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Decline offer QTE-7K3F9Q' }))
    await user.click(screen.getByRole('button', { name: 'Yes, decline it' }))

    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' })
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This quote has changed meanwhile',
    )
  })

  it('opens the quote an e-mail links to, with its request, files and messages, and sends a message', async () => {
    const withThread = offeredQuote(
      {},
      {
        messages: [
          {
            id: '12121212-1212-4212-8212-121212121212',
            author: { id: 'op-1', name: 'Otto Operator', staff: true },
            body: 'Which colour would you like?',
            createdAt: '2030-11-19T10:05:00.000Z',
          },
        ],
        attachments: [
          {
            id: '34343434-3434-4434-8434-343434343434',
            name: 'frame.png',
            size: 204800,
            mimeType: 'image/png',
            createdAt: '2030-11-18T09:16:00.000Z',
          },
        ],
      },
    )
    let sent: unknown
    let current = withThread
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [requested, current] }),
      [`/api/v1/quotes/${withThread.id}/messages`]: (_url, init) => {
        sent = bodyOf(init)
        current = {
          ...withThread,
          messages: [
            ...withThread.messages,
            {
              id: '56565656-5656-4565-8565-565656565656',
              author: { id: 'user-1', name: 'Cora Customer', staff: false },
              body: 'Dark green, please.',
              createdAt: '2030-11-20T08:00:00.000Z',
            },
          ],
        }
        return jsonResponse({ quote: current }, 201)
      },
      [`/api/v1/quotes/${withThread.id}/attachments/34343434-3434-4434-8434-343434343434`]: () =>
        jsonResponse({ url: '/signed/frame.png?token=abc' }),
    })
    const tab = { location: { href: '' }, opener: window, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    renderList('/dashboard?quote=QTE-7K3F9Q')
    const user = userEvent.setup()

    const card = await screen.findByRole('article', { name: 'Touring bike build' })
    expect(
      within(card).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded'),
    ).toBe('true')
    expect(
      within(cardOf('Wheel rebuild'))
        .getByRole('button', { name: /Details and messages/ })
        .getAttribute('aria-expanded'),
    ).toBe('false')
    expect(card.textContent).toContain('Preferred datesMon 25 Nov 2030; Wed 27 Nov 2030')
    expect(card.textContent).toContain('Otto Operator (staff) · Tue 19 Nov 2030, 10:05')
    expect(card.textContent).toContain('Which colour would you like?')

    await user.click(within(card).getByRole('button', { name: 'Open frame.png' }))
    expect(open).toHaveBeenCalledWith('', '_blank')
    await waitFor(() => expect(tab.location.href).toBe('/signed/frame.png?token=abc'))
    expect(tab.opener).toBeNull()

    await user.type(within(card).getByLabelText('Write to us'), 'Dark green, please.')
    await user.click(within(card).getByRole('button', { name: 'Send message' }))

    expect(await within(card).findByText('Dark green, please.')).toBeTruthy()
    expect(card.textContent).toContain('You · Wed 20 Nov 2030, 08:00')
    expect(sent).toEqual({ body: 'Dark green, please.' })
    expect((within(card).getByLabelText('Write to us') as HTMLTextAreaElement).value).toBe('')
  })

  it('shows the five latest closed quotes, and all of them on request', async () => {
    const closed = Array.from({ length: 7 }, (_, i) =>
      quoteFixture({
        id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${i}`,
        reference: `QTE-WDN22${i + 2}`,
        title: `Old request ${i + 1}`,
        status: 'withdrawn',
        createdAt: `2030-11-0${i + 1}T09:00:00.000Z`,
        can: {
          offer: false,
          reject: false,
          accept: false,
          decline: false,
          withdraw: false,
          message: true,
        },
      }),
    )
    stubFetch({ '/api/v1/quotes': () => jsonResponse({ quotes: closed }) })
    renderList()
    const user = userEvent.setup()

    const region = await screen.findByRole('region', { name: 'Accepted and closed' })
    expect(within(region).getAllByRole('article')).toHaveLength(5)
    expect(within(region).getAllByRole('article')[0]?.textContent).toContain('Old request 7')
    expect(screen.getByText('No quote is waiting for a price or for your answer.')).toBeTruthy()
    await user.click(within(region).getByRole('button', { name: 'Show all 7' }))
    expect(within(region).getAllByRole('article')).toHaveLength(7)
  })

  it('invites to ask for a quote when there is none', async () => {
    stubFetch({ '/api/v1/quotes': () => jsonResponse({ quotes: [] }) })
    renderList()

    expect(await screen.findByText('You have not asked for a quote yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a quote' }).getAttribute('href')).toBe(
      '/quote',
    )
  })
})
