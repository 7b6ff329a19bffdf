import { screen, waitFor, within } from '@testing-library/react'
import { lazy } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { AppRoutes } from './router.tsx'

beforeEach(() => {
  stubFetch({ '/api/v1/settings/public': () => jsonResponse(publicSettings) })
})

describe('the router', () => {
  it('shows the not-found screen, with a way home, for a path no screen owns', async () => {
    renderApp('/no/such/page')

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    const main = screen.getByRole('main')
    expect(
      within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
    ).toBe('/')
    await waitFor(() => expect(document.title).toBe('Page not found · Harbour Lane Studio'))
  })

  it.each([
    ['/', 'Harbour Lane Studio'],
    ['/about', 'About Harbour Lane Studio'],
    ['/signin', 'Sign in'],
    ['/signup', 'Sign up'],
    ['/book', 'Book a time'],
    ['/booking-confirmation', 'Booking confirmation'],
    ['/quote', 'Ask for a quote'],
    ['/privacy-policy', 'Privacy policy'],
  ])('shows the screen for %s with its heading "%s"', async (path, heading) => {
    renderApp(path)

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
  })

  it.each([
    ['/dashboard', 'customer', 'Your dashboard'],
    ['/operator-dashboard', 'operator', 'Operator dashboard'],
    ['/operator-dashboard', 'admin', 'Operator dashboard'],
    ['/admin', 'admin', 'Admin'],
  ] as const)(
    'shows the screen for %s to a signed-in %s, with its heading "%s"',
    async (path, role, heading) => {
      stubFetch({
        '/api/v1/settings/public': () => jsonResponse(publicSettings),
        ...signedInRoutes(role),
      })
      renderApp(path)

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
    },
  )

  it('names the page after the screen and the business', async () => {
    renderApp('/about')

    await waitFor(() => expect(document.title).toBe('About · Harbour Lane Studio'))
  })

  it('shows the spinner, not a blank page, while the first screen is loading', () => {
    // A screen whose code never arrives: the real ones are cached once an earlier test loaded them.
    const pending = lazy(() => new Promise<never>(() => {}))
    renderApp('/about', <AppRoutes shown={[{ path: '/about', Component: pending }]} />)

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy()
  })
})

describe('the layout', () => {
  it('has a skip link to the main content, the business name linking home, and the main navigation', async () => {
    renderApp('/book')
    await screen.findByRole('heading', { level: 1, name: 'Book a time' })

    const links = screen.getAllByRole('link')
    expect(links[0]?.textContent).toBe('Skip to main content')
    const header = screen.getByRole('banner')
    const home = await within(header).findByRole('link', { name: 'Harbour Lane Studio' })
    expect(home.getAttribute('href')).toBe('/')
    const nav = within(header).getByRole('navigation', { name: 'Main' })
    for (const name of ['Book', 'Quote', 'About']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy()
    }
    expect(within(nav).getByRole('link', { name: 'Book' }).getAttribute('aria-current')).toBe(
      'page',
    )
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )
    expect(within(footer).getByRole('link', { name: publicSettings.contact.email })).toBeTruthy()
  })

  it('shows the error screen inside the layout when a screen fails, and leaves it on the next navigation', async () => {
    // React reports the error it caught on the console: expected here, so kept out of the check.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = () => {
      throw new Error('a screen that cannot render')
    }
    const { router } = renderApp(
      '/broken',
      <AppRoutes
        shown={[
          { path: '/broken', Component: failing },
          { path: '/about', Component: () => <h1>About</h1> },
        ]}
      />,
    )

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy()
    // The header and footer stay: only the screen is replaced.
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(String(logged.mock.calls.flat())).toContain('a screen that cannot render')

    await router.navigate('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull()
  })
})
