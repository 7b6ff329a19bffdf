import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { slot } from '@/testing/booking-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import {
  bodyOf,
  customBuild,
  eachTestAtNow,
  errorResponse,
  framePhoto,
  mondaySlots,
  noActions,
  offeredQuote,
  quoteFixture,
  safetyCheck,
  services,
  slotsHandler,
} from '@/testing/quote-fixtures.ts'
import { renderAt } from '@/testing/render.tsx'
import { QuoteInbox } from './quote-inbox.tsx'

const staff = { ...noActions, offer: true, reject: true }
const alexMorgan = {
  id: customBuild.resourceIds[0] as string,
  name: 'Alex Morgan',
  kind: 'staff' as const,
  description: '',
  active: true,
  weeklyHours: [],
  overrides: [],
  timeOff: [],
}
const resources = [alexMorgan]
const fresh = quoteFixture({
  can: staff,
  attachments: [framePhoto],
  messages: [
    {
      id: '12121212-1212-4212-8212-121212121212',
      author: { id: 'user-1', name: 'Cora Customer', staff: false },
      body: 'Dark green if possible.',
      createdAt: '2030-11-18T09:20:00.000Z',
    },
  ],
})
const second = quoteFixture({
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  reference: 'QTE-REQ222',
  title: 'Wheel rebuild',
  service: null,
  preferredDates: [],
  customer: { id: 'user-2', name: 'Dan Dawes', email: 'dan@example.com' },
  createdAt: '2030-11-19T09:00:00.000Z',
  can: staff,
})
const offered = offeredQuote(
  {},
  {
    id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
    reference: 'QTE-FFR333',
    title: 'Fitting for two',
    can: staff,
  },
)
const withdrawn = quoteFixture({
  id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  reference: 'QTE-WDN444',
  title: 'Paint job',
  status: 'withdrawn',
  can: { ...staff, offer: false, reject: false },
})

function renderInbox(path = '/operator-dashboard') {
  renderAt(path, <QuoteInbox />)
}

eachTestAtNow()

describe('the quote inbox', () => {
  it('sorts every quote into tabs by status, with counts, newest first', async () => {
    const fetchMock = stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [fresh, second, offered, withdrawn] }),
    })
    renderInbox()
    const user = userEvent.setup()

    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'New2',
      'Offered1',
      'Accepted',
      'Closed1',
      'All',
    ])
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/v1/quotes'))?.[0]),
    ).toBe('/api/v1/quotes?scope=all')
    const list = screen.getByRole('list', { name: 'New quotes' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent?.split('Requested')[0]),
    ).toEqual(['Wheel rebuild', 'Touring bike build'])

    await user.click(screen.getByRole('tab', { name: /^Closed/ }))
    const closed = screen.getByRole('list', { name: 'Closed quotes' })
    expect(within(closed).getByRole('button').textContent).toContain('Paint job')
    expect(within(closed).getByRole('button').textContent).toContain('Withdrawn')
  })

  it('opens a quote with what was asked, its files and messages', async () => {
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [fresh, second] }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/resources': () => jsonResponse({ resources }),
    })
    renderInbox()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: /^Touring bike build/ }))

    const detail = screen.getByRole('article', { name: 'Touring bike build' })
    expect(document.activeElement).toBe(within(detail).getByRole('heading', { level: 3 }))
    expect(detail.textContent).toContain('CustomerCora Customer · cora@example.com')
    expect(detail.textContent).toContain('ServiceCustom build')
    expect(detail.textContent).toContain('Preferred datesMon 25 Nov 2030; Wed 27 Nov 2030')
    expect(within(detail).getByRole('button', { name: 'Open frame.png' })).toBeTruthy()
    expect(detail.textContent).toContain('Cora Customer (customer) · Mon 18 Nov 2030, 09:20')
    expect(await within(detail).findByRole('form', { name: 'Make an offer' })).toBeTruthy()
    expect(within(detail).getByRole('button', { name: /^Turn down / })).toBeTruthy()
  })

  it('mails the customer a new link to the quote, ending the old ones', async () => {
    const sent: string[] = []
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [fresh, second] }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/resources': () => jsonResponse({ resources }),
      [`/api/v1/quotes/${fresh.id}/link`]: (url, init) => {
        sent.push(`${init?.method} ${url}`)
        return jsonResponse({ sent: true }, 202)
      },
    })
    renderInbox()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: /^Touring bike build/ }))
    const detail = screen.getByRole('article', { name: 'Touring bike build' })
    await user.click(
      within(detail).getByRole('button', {
        name: `E-mail the customer a new link for quote ${fresh.reference}`,
      }),
    )
    expect((await within(detail).findByRole('status')).textContent).toBe(
      'Sent. Links in earlier e-mails no longer work.',
    )
    expect(sent).toEqual([`POST /api/v1/quotes/${fresh.id}/link`])
  })

  it('on a phone, unfolds the opened quote under its row', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport: (v: object) => void } })
      .happyDOM
    happyDOM.setViewport({ width: 390, height: 844 })
    try {
      stubFetch({
        '/api/v1/quotes': () => jsonResponse({ quotes: [fresh, second] }),
        '/api/v1/services': () => jsonResponse({ services }),
        '/api/v1/resources': () => jsonResponse({ resources }),
      })
      renderInbox()
      const user = userEvent.setup()

      const row = await screen.findByRole('button', { name: /^Touring bike build/ })
      expect(row.getAttribute('aria-expanded')).toBe('false')
      await user.click(row)

      expect(row.getAttribute('aria-expanded')).toBe('true')
      const item = row.closest('li') as HTMLElement
      expect(within(item).getByRole('article', { name: 'Touring bike build' })).toBeTruthy()
      await user.click(row)
      expect(screen.queryByRole('article')).toBeNull()
    } finally {
      happyDOM.setViewport({ width: 1024, height: 768 })
    }
  })

  it('sends an offer: £420.00 as 42000 minor units, validity and the proposed slot as instants', async () => {
    let sent: unknown
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [second] }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/resources': () => jsonResponse({ resources }),
      [`/api/v1/services/${safetyCheck.id}/slots`]: slotsHandler(mondaySlots),
      [`/api/v1/quotes/${second.id}/offer`]: (_url, init) => {
        sent = bodyOf(init)
        return jsonResponse({ quote: { ...second, status: 'offered' } })
      },
    })
    renderInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Wheel rebuild/ }))
    const form = await screen.findByRole('form', { name: 'Make an offer' })

    await user.type(within(form).getByLabelText(/Price \(GBP\)/), '£420.00')
    const valid = within(form).getByLabelText(/Valid until/) as HTMLInputElement
    expect(valid.value).toBe('2030-11-27')
    const bookAs = within(form).getByLabelText(/Book it as/)
    await waitFor(() => expect(within(bookAs).getAllByRole('option').length).toBe(3))
    await user.selectOptions(bookAs, safetyCheck.id)
    await user.click(within(form).getByRole('radio', { name: 'Propose a time' }))
    const day = within(form).getByLabelText('Day')
    await user.clear(day)
    await user.type(day, '2030-11-25')
    await user.click(await within(form).findByRole('radio', { name: '10:30' }))
    await user.type(within(form).getByLabelText(/Message to the customer/), 'Hand-built wheels.')
    await user.click(within(form).getByRole('button', { name: 'Send offer' }))

    expect((await screen.findByRole('status')).textContent).toBe(
      'Offer sent to Dan Dawes (QTE-REQ222).',
    )
    expect(sent).toEqual({
      priceMinor: 42000,
      validUntil: '2030-11-27T23:59:00.000Z',
      serviceId: safetyCheck.id,
      durationMinutes: null,
      resourceId: null,
      proposedStart: '2030-11-25T10:30:00.000Z',
      message: 'Hand-built wheels.',
    })
  })

  it('offers a job priced per job for its own length and resource, at a free time in the business’s zone (Paris)', async () => {
    const paris = { ...fresh, timezone: 'Europe/Paris' }
    let sent: unknown
    const asked: string[] = []
    // Alex's free times for a three-hour job on Monday 25 November, in Paris.
    const threeHours = [
      slot('2030-11-25T08:30:00.000Z', 180),
      slot('2030-11-25T12:30:00.000Z', 180),
    ]
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [paris] }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/resources': () => jsonResponse({ resources }),
      [`/api/v1/services/${customBuild.id}/slots`]: (url) => {
        asked.push(new URL(url, 'http://localhost').search)
        return slotsHandler(threeHours, 'Europe/Paris')(url)
      },
      [`/api/v1/quotes/${paris.id}/offer`]: (_url, init) => {
        sent = bodyOf(init)
        return jsonResponse({ quote: { ...paris, status: 'offered' } })
      },
    })
    renderInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Touring bike build/ }))
    const form = await screen.findByRole('form', { name: 'Make an offer' })
    await waitFor(() =>
      expect((within(form).getByLabelText(/Book it as/) as HTMLSelectElement).value).toBe(
        customBuild.id,
      ),
    )
    await user.type(within(form).getByLabelText(/Price \(GBP\)/), '1,250.5')
    await user.type(within(form).getByRole('textbox', { name: /Length of the job/ }), '3')
    await user.selectOptions(within(form).getByRole('combobox', { name: /unit/i }), 'hours')
    const who = within(form).getByLabelText(/Who does it/)
    await waitFor(() => expect(within(who).getAllByRole('option').length).toBe(2))
    await user.selectOptions(who, 'Alex Morgan')

    // Proposing a time needs one of the job's free times.
    await user.click(within(form).getByRole('radio', { name: 'Propose a time' }))
    await user.click(within(form).getByRole('button', { name: 'Send offer' }))
    expect(within(form).getByText('Choose one of the free times')).toBeTruthy()
    expect(sent).toBeUndefined()
    const day = within(form).getByLabelText('Day')
    await user.clear(day)
    await user.type(day, '2030-11-25')
    await user.click(await within(form).findByRole('radio', { name: '09:30' }))
    expect(asked.at(-1)).toContain('durationMinutes=180')
    expect(asked.at(-1)).toContain(`resourceId=${alexMorgan.id}`)
    await user.click(within(form).getByRole('button', { name: 'Send offer' }))

    await screen.findByRole('status')
    expect(sent).toEqual({
      priceMinor: 125050,
      // 23:59 and 09:30 in Paris are 22:59 and 08:30 UTC in November.
      validUntil: '2030-11-27T22:59:00.000Z',
      serviceId: customBuild.id,
      durationMinutes: 180,
      resourceId: alexMorgan.id,
      proposedStart: '2030-11-25T08:30:00.000Z',
      message: '',
    })
  })

  it('refuses a price it cannot read exactly, before asking the server', async () => {
    const fetchMock = stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [second] }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/resources': () => jsonResponse({ resources }),
    })
    renderInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Wheel rebuild/ }))
    const form = await screen.findByRole('form', { name: 'Make an offer' })

    await user.type(within(form).getByLabelText(/Price \(GBP\)/), '420.005')
    await user.click(within(form).getByRole('button', { name: 'Send offer' }))

    expect(within(form).getByText('Use at most 2 digits after the decimal point')).toBeTruthy()
    expect(within(form).getByText('Choose the service to book the job as')).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/offer'))).toBe(false)

    // Each note goes as soon as its field is right; the other stays until it is.
    await user.type(within(form).getByLabelText(/Price \(GBP\)/), '{Backspace}')
    expect(within(form).queryByText('Use at most 2 digits after the decimal point')).toBeNull()
    expect(within(form).getByText('Choose the service to book the job as')).toBeTruthy()
    const bookAs = within(form).getByLabelText(/Book it as/)
    await waitFor(() => expect(within(bookAs).getAllByRole('option').length).toBe(3))
    await user.selectOptions(bookAs, safetyCheck.id)
    expect(within(form).queryByText('Choose the service to book the job as')).toBeNull()
  })

  it('revises an offer from what it was, and shows the server’s notes', async () => {
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [offered] }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/resources': () => jsonResponse({ resources }),
      [`/api/v1/services/${safetyCheck.id}/slots`]: slotsHandler(mondaySlots),
      [`/api/v1/quotes/${offered.id}/offer`]: () =>
        errorResponse('validation_failed', 400, [
          { path: 'validUntil', message: 'Must be in the future' },
        ]),
    })
    renderInbox('/operator-dashboard?quote=QTE-FFR333')
    const user = userEvent.setup()

    // The link from the business's e-mail opens the quote in its tab.
    const detail = await screen.findByRole('article', { name: 'Fitting for two' })
    expect(screen.getByRole('tab', { name: /^Offered/ }).getAttribute('aria-selected')).toBe('true')
    expect(detail.textContent).toContain('Price£420.00')
    await user.click(within(detail).getByRole('button', { name: 'Revise the offer' }))
    const form = await within(detail).findByRole('form', { name: 'Revise the offer' })
    expect((within(form).getByLabelText(/Price \(GBP\)/) as HTMLInputElement).value).toBe('420.00')
    expect(within(form).getByText(/Proposed now: Monday 25 November 2030 at 10:30/)).toBeTruthy()

    await user.click(within(form).getByRole('button', { name: 'Send revised offer' }))

    expect(await within(form).findByText('Must be in the future')).toBeTruthy()
  })

  it('turns a request down with a message', async () => {
    let sent: unknown
    let current = second
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [current] }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/resources': () => jsonResponse({ resources }),
      [`/api/v1/quotes/${second.id}/reject`]: (_url, init) => {
        sent = bodyOf(init)
        current = { ...second, status: 'rejected', can: { ...staff, offer: false, reject: false } }
        return jsonResponse({ quote: current })
      },
    })
    renderInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Wheel rebuild/ }))

    await user.click(screen.getByRole('button', { name: /^Turn down / }))
    const dialog = screen.getByRole('dialog', { name: 'Turn this request down?' })
    await user.type(
      within(dialog).getByLabelText(/Message to the customer/),
      'We do not build wheels.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Turn it down' }))

    expect((await screen.findByRole('status')).textContent).toBe(
      'QTE-REQ222 is turned down; Dan Dawes is told by e-mail.',
    )
    expect(sent).toEqual({ message: 'We do not build wheels.' })
    expect(screen.queryByRole('form', { name: 'Make an offer' })).toBeNull()
  })
})
