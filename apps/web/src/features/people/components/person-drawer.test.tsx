import { erasedAccountName, type PersonDetail } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminShellRoutes, person } from '@/testing/admin-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

const kim = person({ name: 'Kim Tanaka', email: 'kim@example.com' })

const booking = (over: Partial<PersonDetail['bookings']['recent'][number]>) => ({
  id: '3e9a9d61-bd7f-4f81-8cae-4d5e6f708192',
  reference: 'B-1001',
  serviceName: 'Wheel build',
  resourceName: 'Alex Morgan',
  start: '2026-04-01T09:00:00.000Z',
  end: '2026-04-01T10:00:00.000Z',
  status: 'confirmed' as const,
  seats: 1,
  priceMinor: 5000,
  currency: 'JPY',
  ...over,
})

const detail: PersonDetail = {
  person: { ...kim, timezone: null, twoFactorEnabled: false, activeSessions: 1 },
  bookings: {
    total: 2,
    byStatus: { pending: 1, confirmed: 1, declined: 0, cancelled: 0, completed: 0, no_show: 0 },
    recent: [
      booking({}),
      booking({
        id: '4f0b0e72-ce80-4a92-9dbf-5e6f70819203',
        reference: 'B-1002',
        status: 'pending',
        priceMinor: 12345,
        currency: 'KWD',
      }),
    ],
  },
  quotes: {
    total: 1,
    byStatus: {
      requested: 0,
      offered: 1,
      accepted: 0,
      declined: 0,
      expired: 0,
      rejected: 0,
      withdrawn: 0,
    },
    recent: [
      {
        id: '5a1c1f83-df91-4ba3-8ec0-6f7081920314',
        reference: 'Q-2001',
        title: 'Two wheels',
        status: 'offered',
        createdAt: '2026-03-20T10:00:00.000Z',
        offerPriceMinor: 120000,
        offerCurrency: 'JPY',
      },
    ],
  },
}

// One money formatter (shared, minor units) and one set of status words.
describe("a person's page for the admin", () => {
  it('writes prices in their currency’s minor units (¥ has none, KWD three) and statuses in the badges’ words', async () => {
    stubFetch({
      ...adminShellRoutes(),
      '/api/v1/admin/people': () => jsonResponse({ people: [kim], total: 1, limit: 25, offset: 0 }),
      '/api/v1/admin/people/p1': () => jsonResponse(detail),
      '/api/v1/admin/people/p1/data-export': () => jsonResponse({ export: null }),
    })
    renderApp('/admin?tab=people&person=p1')

    const drawer = await screen.findByRole('dialog', { name: 'Kim Tanaka' })
    const bookings = await within(drawer).findByRole('list', { name: 'Recent bookings' })
    const [yen, dinar] = within(bookings).getAllByRole('listitem')
    expect(yen?.textContent).toContain('B-1001 · Confirmed · Alex Morgan · ¥5,000')
    expect(yen?.textContent).not.toContain('¥50')
    expect(dinar?.textContent).toMatch(
      /B-1002 · Awaiting confirmation · Alex Morgan · KWD\s12\.345/,
    )
    const quotes = within(drawer).getByRole('list', { name: 'Recent quotes' })
    expect(within(quotes).getByRole('listitem').textContent).toMatch(
      /Q-2001 · Offer made · .* · ¥120,000/,
    )
  })

  it('lets the admin export the person’s data, at the person’s path', async () => {
    const posted: unknown[] = []
    stubFetch({
      ...adminShellRoutes(),
      '/api/v1/admin/people': () => jsonResponse({ people: [kim], total: 1, limit: 25, offset: 0 }),
      '/api/v1/admin/people/p1': () => jsonResponse(detail),
      '/api/v1/admin/people/p1/data-export': (_url, init) => {
        if (init?.method !== 'POST') return jsonResponse({ export: null })
        posted.push(JSON.parse(String(init.body)))
        return jsonResponse(
          {
            export: {
              id: '0f6b2c1e-8d4a-4c3b-9e2f-1a2b3c4d5e6f',
              status: 'preparing',
              requestedAt: '2026-12-04T10:00:00.000Z',
              readyAt: null,
              expiresAt: null,
              size: null,
              downloadUrl: null,
            },
          },
          202,
        )
      },
    })
    renderApp('/admin?tab=people&person=p1')

    const drawer = await screen.findByRole('dialog', { name: 'Kim Tanaka' })
    const section = await within(drawer).findByRole('region', { name: 'Export personal data' })
    await userEvent.click(await within(section).findByRole('button', { name: 'Prepare an export' }))
    expect(await within(section).findByText(/Preparing… we’ll e-mail you/)).toBeTruthy()
    await waitFor(() => expect(posted).toEqual([{}]))
  })

  it('offers no export of an erased account', async () => {
    const erased = { ...kim, name: erasedAccountName, email: null, status: 'banned' as const }
    stubFetch({
      ...adminShellRoutes(),
      '/api/v1/admin/people': () =>
        jsonResponse({ people: [erased], total: 1, limit: 25, offset: 0 }),
      '/api/v1/admin/people/p1': () =>
        jsonResponse({ ...detail, person: { ...detail.person, ...erased } }),
    })
    renderApp('/admin?tab=people&person=p1')

    const drawer = await screen.findByRole('dialog', { name: erasedAccountName })
    await within(drawer).findByRole('list', { name: 'Recent bookings' })
    expect(within(drawer).queryByRole('region', { name: 'Export personal data' })).toBeNull()
  })
})
