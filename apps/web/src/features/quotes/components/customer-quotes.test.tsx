import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  accepted,
  cardOf,
  expired,
  offered,
  renderList,
  requested,
} from '@/testing/customer-quotes-setup.tsx'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { clickAndConfirm } from '@/testing/fields.ts'
import {
  bodyOf,
  bookingFor,
  eachTestAtNow,
  errorResponse,
  mondaySlots,
  offeredQuote,
  services,
  slotsHandler,
} from '@/testing/quote-fixtures.ts'

eachTestAtNow()

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
    expect(router.location.pathname + router.location.search).toBe(
      '/booking-confirmation?ref=RSV-7K3F9Q',
    )
    expect(sent).toEqual({})
  })

  it('without a proposed time, has the customer pick one of the job’s times in the month calendar; a time taken meanwhile leaves the offer open', async () => {
    const open = offeredQuote({ proposedStart: null, proposedEnd: null })
    const starts: unknown[] = []
    const fetchMock = stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [open] }),
      '/api/v1/services': () => jsonResponse({ services }),
      [`/api/v1/quotes/${open.id}/slots`]: slotsHandler(mondaySlots),
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
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer: choose a time' })
    expect(within(dialog).getByText(/for Safety check/).textContent).toContain('1 hour')
    // The days with the job's free times are marked; the first of them opens.
    await within(dialog).findByRole('button', { name: 'Monday 25 November 2030, 2 free times' })
    expect(within(dialog).getByRole('button', { name: 'Accept and book' })).toHaveProperty(
      'disabled',
      true,
    )
    const timeOf = (time: string) =>
      within(dialog).findByRole('button', {
        // The visitor's own time follows where the machine's zone differs from London.
        name: new RegExp(`^Monday 25 November 2030, ${time} \\(Europe/London\\)(; .+)?$`),
      })
    await user.click(await timeOf('10:30 to 11:30'))
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone else has just taken this time. Please choose another time.',
    )
    expect(cardOf('Touring bike build').textContent).toContain('Offer made')
    await user.click(await timeOf('14:00 to 15:00'))
    await user.click(within(dialog).getByRole('button', { name: 'Accept and book' }))

    await screen.findByText('Confirmation screen')
    expect(starts).toEqual(['2030-11-25T10:30:00.000Z', '2030-11-25T14:00:00.000Z'])
    expect(router.location.search).toBe('?ref=RSV-7K3F9Q')
    // The times asked for are the offer's own, not the service's.
    expect(
      fetchMock.mock.calls.some(
        ([url]) => String(url).includes(`/api/v1/services/`) && String(url).includes('/slots'),
      ),
    ).toBe(false)
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

    await clickAndConfirm(user, { action: 'Decline offer QTE-7K3F9Q', confirm: 'Yes, decline it' })

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

    await clickAndConfirm(user, {
      action: 'Withdraw request QTE-REQ222',
      confirm: 'Yes, withdraw it',
    })

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

    await clickAndConfirm(user, { action: 'Decline offer QTE-7K3F9Q', confirm: 'Yes, decline it' })

    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' })
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This quote has changed meanwhile',
    )
  })
})
