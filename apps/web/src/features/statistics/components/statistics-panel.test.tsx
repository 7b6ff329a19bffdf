import type { BookingCounts, BusinessSettings, Statistics } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { systemClock } from '@/lib/clock.ts'
import { adminTabServer, businessSettings } from '@/testing/admin-fixtures.ts'
import { errorResponse, jsonResponse } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'
import { presetPeriod } from '../statistics-periods.ts'
import { defaultPeriod } from '../statistics-search-params.ts'

wholeScreenSetup()

const settings = (over: Partial<BusinessSettings>) =>
  businessSettings({ timezone: 'Europe/Berlin', currency: 'EUR', ...over })

const counts = (over: Partial<BookingCounts> = {}): BookingCounts => {
  const byStatus = {
    pending: 0,
    confirmed: 0,
    declined: 0,
    cancelled: 0,
    completed: 0,
    no_show: 0,
    ...over,
  }
  const { total: _ignored, ...statuses } = byStatus as BookingCounts
  return { ...statuses, total: Object.values(statuses).reduce((sum, n) => sum + n, 0) }
}

const figures = (over: Partial<Statistics> = {}): Statistics => ({
  from: '2026-11-02',
  to: '2026-11-03',
  granularity: 'day',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  buckets: [
    {
      start: '2026-11-02',
      bookings: counts({ confirmed: 2, cancelled: 1 }),
      revenueMinor: 2500,
    },
    {
      start: '2026-11-03',
      bookings: counts({ completed: 1, no_show: 1, pending: 1 }),
      revenueMinor: 1250,
    },
  ],
  bookings: counts({ confirmed: 2, completed: 1, cancelled: 1, no_show: 1, pending: 1 }),
  revenue: {
    totalMinor: 3750,
    pendingMinor: 1250,
    bySource: { online: 2500, staff: 1250, quote: 0 },
    otherCurrencyBookings: 0,
  },
  cancellations: { cancelled: 1, noShow: 1, cancellationRate: 1 / 6, noShowRate: 1 / 2 },
  resources: [
    {
      resourceId: '1c7e7b4f-9b5d-4d6f-8a8c-2b3c4d5e6f70',
      name: 'Studio',
      openMinutes: 960,
      bookedMinutes: 240,
      outsideHoursMinutes: 30,
      utilisation: 0.25,
    },
  ],
  quotes: {
    requested: 4,
    offered: 3,
    accepted: 2,
    declined: 1,
    rejected: 1,
    expired: 0,
    withdrawn: 0,
    offerRate: 0.75,
    acceptanceRate: 2 / 3,
    acceptedValueMinor: 9900,
  },
  ...over,
})

const statisticsServer = ({
  business = settings({}),
  answer = () => jsonResponse(figures()),
}: {
  business?: BusinessSettings
  answer?: (query: URLSearchParams) => Response
} = {}) => adminTabServer({ path: '/api/v1/admin/statistics', answer, settings: business })

const figure = (label: string) =>
  screen.getByText(label, { selector: 'p' }).closest('li') as HTMLElement

describe('the statistics tab', () => {
  it('asks for the period in the address and shows the numbers, money in euros with cents', async () => {
    const { requests } = statisticsServer()
    renderApp('/admin?tab=statistics&from=2026-11-02&to=2026-11-03&by=day')

    await screen.findByRole('table', { name: 'Revenue by source' })
    expect(Object.fromEntries(requests[0]!)).toEqual({
      from: '2026-11-02',
      to: '2026-11-03',
      granularity: 'day',
    })
    expect(figure('Bookings').textContent).toContain('6')
    expect(figure('Bookings').textContent).toContain('3 confirmed or done, 1 awaiting confirmation')
    expect(figure('Revenue').textContent).toContain('€37.50')
    expect(figure('Revenue').textContent).toContain('€12.50 more if the pending')
    expect(figure('Quote conversion').textContent).toContain('67%')
    expect(figure('Quote conversion').textContent).toContain('2 of 3 offers accepted, worth €99.00')
    expect(figure('Cancellations').textContent).toContain('17% of the period')
    expect(figure('No-shows').textContent).toContain('50% of the bookings whose time came')

    const perDay = screen.getByRole('table', { name: 'Bookings and revenue per day' })
    const firstDay = within(perDay).getByRole('row', { name: /2 Nov 2026/ })
    expect(
      within(firstDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '1', '0', '€25.00'])

    const use = screen.getByRole('table', { name: 'Use of each resource' })
    const studio = within(use).getByRole('row', { name: /Studio/ })
    expect(
      within(studio)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4 h', '16 h', '25%', '0.5 h'])

    const quotes = screen.getByRole('table', { name: 'Quotes' })
    expect(within(quotes).getByRole('row', { name: /Offer rate/ }).textContent).toContain('75%')
  })

  it('shows yen without decimals: ¥ has no minor unit', async () => {
    statisticsServer({
      business: settings({ currency: 'JPY', timezone: 'Asia/Tokyo' }),
      answer: () =>
        jsonResponse(
          figures({
            currency: 'JPY',
            timezone: 'Asia/Tokyo',
            revenue: {
              totalMinor: 5000,
              pendingMinor: 1200,
              bySource: { online: 5000, staff: 0, quote: 0 },
              otherCurrencyBookings: 2,
            },
          }),
        ),
    })
    renderApp('/admin?tab=statistics&from=2026-11-02&to=2026-11-03')

    await screen.findByRole('table', { name: 'Revenue by source' })
    expect(figure('Revenue').textContent).toContain('¥5,000')
    expect(figure('Revenue').textContent).not.toContain('¥5,000.00')
    expect(figure('Revenue').textContent).toContain('¥1,200 more')
    const perDay = screen.getByRole('table', { name: 'Bookings and revenue per day' })
    expect(within(perDay).getByRole('row', { name: /2 Nov 2026/ }).textContent).toContain('¥2,500')
    expect(
      screen.getByText('2 bookings priced in another currency are not in these sums.'),
    ).toBeTruthy()
  })

  it('chooses another period and weeks: the address and the request follow', async () => {
    const { requests } = statisticsServer()
    const { router } = renderApp('/admin?tab=statistics&from=2026-11-02&to=2026-11-03')
    const form = await screen.findByRole('form', { name: 'Period' })
    await screen.findByRole('table', { name: 'Revenue by source' })

    const from = within(form).getByLabelText(/^From/)
    await userEvent.clear(from)
    await userEvent.type(from, '2026-10-01')
    await userEvent.click(within(form).getByText('Week'))
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }))

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual({
        tab: 'statistics',
        from: '2026-10-01',
        to: '2026-11-03',
        by: 'week',
      }),
    )
    // The period, and the one of the same length before it to compare with.
    await waitFor(() =>
      expect(requests.map((r) => Object.fromEntries(r))).toEqual(
        expect.arrayContaining([
          { from: '2026-10-01', to: '2026-11-03', granularity: 'week' },
          { from: '2026-08-28', to: '2026-09-30', granularity: 'week' },
        ]),
      ),
    )
  })

  it('picks a preset period, and says how each figure changed on the period before', async () => {
    const { requests } = statisticsServer()
    const { router } = renderApp('/admin?tab=statistics&from=2026-11-02&to=2026-11-03')
    await screen.findByRole('table', { name: 'Revenue by source' })
    // The server here answers the same figures for both periods.
    expect(figure('Bookings').textContent).toContain('The same as the previous 2 days')
    const quick = screen.getByRole('group', { name: 'Quick periods' })
    await userEvent.click(within(quick).getByRole('button', { name: 'Last 7 days' }))
    const expected = presetPeriod('last-7', 'Europe/Berlin', systemClock.now())
    await waitFor(() =>
      expect(new URLSearchParams(router.location.search).get('from')).toBe(expected.from),
    )
    expect(
      within(quick).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed'),
    ).toBe('true')
    await waitFor(() => expect(requests.map((r) => Object.fromEntries(r))).toContainEqual(expected))
    const csv = screen.getByRole('link', { name: 'Download CSV' })
    expect(csv.getAttribute('download')).toBe(`statistics-${expected.from}-to-${expected.to}.csv`)
    expect(decodeURIComponent(csv.getAttribute('href') ?? '')).toContain('start,bookings,pending')
  })

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const { requests } = statisticsServer()
    renderApp('/admin?tab=statistics&from=2026-11-02&to=2026-11-03')
    const form = await screen.findByRole('form', { name: 'Period' })
    const to = within(form).getByLabelText(/^To/)
    await userEvent.clear(to)
    await userEvent.type(to, '2026-10-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }))

    expect(await within(form).findByText('The last day cannot be before the first')).toBeTruthy()
    // The period shown and the one before it, nothing more.
    expect(requests).toHaveLength(2)
  })

  it('asks for the last 30 days of the business when the address names no period', async () => {
    const { requests } = statisticsServer()
    renderApp('/admin?tab=statistics')
    await screen.findByRole('form', { name: 'Period' })
    await waitFor(() => expect(requests).toHaveLength(2))
    const expected = defaultPeriod('Europe/Berlin', systemClock.now())
    expect(requests.map((r) => Object.fromEntries(r))).toContainEqual(expected)
  })

  it('says when the period had no bookings and no quote requests', async () => {
    statisticsServer({
      answer: () =>
        jsonResponse(
          figures({
            buckets: [],
            bookings: counts(),
            quotes: { ...figures().quotes, requested: 0, offered: 0, accepted: 0 },
            resources: [],
          }),
        ),
    })
    renderApp('/admin?tab=statistics&from=2026-11-02&to=2026-11-03')
    expect(
      await screen.findByText(
        /No bookings and no quote requests between .*2 Nov 2026 and .*3 Nov 2026/,
      ),
    ).toBeTruthy()
    expect(screen.getByText('No resources yet: add them on the Resources tab.')).toBeTruthy()
  })

  it('says when the numbers could not be loaded', async () => {
    statisticsServer({
      answer: () => errorResponse(403, { code: 'forbidden', message: 'No' }),
    })
    renderApp('/admin?tab=statistics')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The statistics could not be loaded')
    expect(alert.textContent).toContain('Only administrators can see the statistics.')
  })
})
