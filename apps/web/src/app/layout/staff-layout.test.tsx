import type { Role } from '@reserva/shared'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { bookingFixture } from '@/testing/booking-screen-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { quoteFixture } from '@/testing/quote-fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

/** A signed-in `role` with one booking waiting for confirmation and two quote requests. */
function server(role: Role) {
  const pending = bookingFixture({
    status: 'pending',
    start: new Date(Date.now() + 86_400_000).toISOString(),
    end: new Date(Date.now() + 86_400_000 + 1_800_000).toISOString(),
  })
  stubFetch({
    ...signedInRoutes(role),
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/v1/bookings': (url) => {
      const status = new URL(url, 'http://localhost').searchParams.get('status')
      return jsonResponse({ bookings: !status || status.includes('pending') ? [pending] : [] })
    },
    '/api/v1/quotes': () =>
      jsonResponse({
        quotes: [
          quoteFixture({ status: 'requested' }),
          quoteFixture({
            id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
            reference: 'QTE-2B4D6F',
            status: 'requested',
          }),
        ],
      }),
    '/api/v1/resources': () => jsonResponse({ resources: [] }),
    '/api/v1/services': () => jsonResponse({ services: [] }),
  })
}

const workspaceNavigation = () => screen.findByRole('navigation', { name: 'Workspace' })
const linkNames = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the staff layout', () => {
  it("frames the operator's workspace with its own navigation instead of the site's", async () => {
    server('operator')
    renderApp('/operator-dashboard?section=calendar')

    const navigation = await workspaceNavigation()
    expect(linkNames(navigation)).toEqual(
      ['Agenda', 'Calendar', 'Bookings', 'Quotes', 'Resources'].map((name) =>
        expect.stringMatching(new RegExp(`^${name}`)),
      ),
    )
    expect(
      within(navigation).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current'),
    ).toBe('page')
    // What waits is counted beside its section, once the lists are in.
    expect(await within(navigation).findByRole('link', { name: 'Agenda 1 waiting' })).toBeTruthy()
    expect(within(navigation).getByRole('link', { name: 'Quotes 2 waiting' })).toBeTruthy()
    // No public links and no footer.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.getByRole('main').id).toBe('main-content')
  })

  it('gives an admin the admin tabs too, and opens them from the navigation', async () => {
    server('admin')
    const { router } = renderApp('/operator-dashboard')

    const navigation = await workspaceNavigation()
    expect(linkNames(navigation)).toEqual(
      [
        'Agenda',
        'Calendar',
        'Bookings',
        'Quotes',
        'Customers',
        'Resources',
        'People',
        'Services',
        'Closures',
        'Audit log',
        'Statistics',
        'API keys',
        'Webhooks',
        'Settings',
        'System',
      ].map((name) => expect.stringMatching(new RegExp(`^${name}`))),
    )
    await userEvent.click(within(navigation).getByRole('link', { name: 'Customers' }))
    expect(router.location.pathname).toBe('/admin')
    expect(router.location.search).toBe('?tab=people&role=customer')
    expect(
      within(navigation).getByRole('link', { name: 'Customers' }).getAttribute('aria-current'),
    ).toBe('page')
  })

  it("keeps the site's header and footer for staff on the public pages", async () => {
    server('operator')
    renderApp('/about')

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).toBeNull()
  })

  it("shows a customer who opens a staff screen why not, in the site's frame", async () => {
    server('customer')
    renderApp('/admin')

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).toBeNull()
  })
})
