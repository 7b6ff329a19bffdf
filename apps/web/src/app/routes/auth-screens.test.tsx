import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { serverWithAccount, settings, signInWith } from '@/testing/auth-screens.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'

/** An answer that never comes: the request fails only when the app aborts it. */
const untilAborted = (init: RequestInit | undefined, onAbort = () => {}) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      onAbort()
      reject(new DOMException('The operation was aborted.', 'AbortError'))
    })
  })

describe('guards', () => {
  it('send a visitor to /signin?next=…, and back there once signed in', async () => {
    serverWithAccount()
    const { router } = renderApp('/dashboard?tab=security')

    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(router.location.pathname).toBe('/signin')
    expect(router.location.search).toBe(`?next=${encodeURIComponent('/dashboard?tab=security')}`)

    await signInWith('Right-Pass-2026')

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    expect(router.location.pathname + router.location.search).toBe('/dashboard?tab=security')
  })

  it('show a signed-in customer who opens /admin a clear "not allowed" screen', async () => {
    stubFetch({ ...settings, ...signedInRoutes('customer') })
    renderApp('/admin')

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy()
    expect(screen.getByText(/only for administrators/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    await waitFor(() => expect(document.title).toBe('Not allowed · Harbour Lane Studio'))
  })

  it('let an operator into the operator dashboard but not into /admin', async () => {
    stubFetch({ ...settings, ...signedInRoutes('operator') })
    const { router } = renderApp('/operator-dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator dashboard' }),
    ).toBeTruthy()

    await router.navigate('/admin')

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy()
  })

  it('ignore a next= that points to another site', async () => {
    serverWithAccount()
    const { router } = renderApp('/signin?next=//evil.example/phish')

    await signInWith('Right-Pass-2026')

    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })
    expect(router.location.pathname).toBe('/dashboard')
  })
})

describe('the header', () => {
  it('shows Sign in and Sign up to a visitor', async () => {
    stubFetch(settings)
    renderApp('/')
    const header = screen.getByRole('banner')

    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(within(header).getByRole('link', { name: 'Sign up' })).toBeTruthy()
  })

  it.each([
    ['customer', ['Dashboard', 'Sign out']],
    // Staff have one way in: their workspace, whose own navigation has the rest.
    ['operator', ['Workspace', 'Sign out']],
    ['admin', ['Workspace', 'Sign out']],
  ] as const)('gives a signed-in %s a menu under their name with %j', async (role, items) => {
    stubFetch({ ...settings, ...signedInRoutes(role) })
    renderApp('/')
    const header = screen.getByRole('banner')

    await userEvent.click(await within(header).findByRole('button', { name: 'Cora Customer' }))

    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items)
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  it('signs out from the menu, and shows Sign in again', async () => {
    serverWithAccount()
    const { router } = renderApp('/signin')
    await signInWith('Right-Pass-2026')
    await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })

    await userEvent.click(screen.getByRole('button', { name: 'Cora Customer' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))

    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(router.location.pathname).toBe('/')
  })

  it('signing out first stops the dashboard requests still on their way, which the server would refuse', async () => {
    const heard: string[] = []
    const onItsWay = (name: string) => (_url: string, init: RequestInit | undefined) => {
      heard.push(`${name} asked`)
      return untilAborted(init, () => heard.push(`${name} stopped`))
    }
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      '/api/auth/list-sessions': onItsWay('sessions'),
      '/api/v1/me/calendar-feed': onItsWay('feed'),
      '/api/auth/sign-out': () => {
        heard.push('signed out')
        return jsonResponse({ success: true })
      },
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(heard).toContain('sessions asked'))
    await waitFor(() => expect(heard).toContain('feed asked'))

    await userEvent.click(await screen.findByRole('button', { name: 'Cora Customer' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))

    await waitFor(() => expect(router.location.pathname).toBe('/'))
    expect(heard.slice(2).toSorted()).toEqual(['feed stopped', 'sessions stopped', 'signed out'])
    expect(heard.at(-1)).toBe('signed out')
  })

  it('asks again for what it stopped when the server cannot be reached to sign out', async () => {
    let asked = 0
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      '/api/auth/list-sessions': (_url, init) => {
        asked += 1
        if (asked > 1) return jsonResponse([])
        return untilAborted(init)
      },
      '/api/v1/me/calendar-feed': () => jsonResponse({ feed: null }),
      '/api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    renderApp('/dashboard')
    await waitFor(() => expect(asked).toBe(1))

    await userEvent.click(await screen.findByRole('button', { name: 'Cora Customer' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))

    expect(await screen.findByText('You are still signed in')).toBeTruthy()
    await waitFor(() => expect(asked).toBe(2))
  })

  it('says so in a notification when the server cannot be reached to sign out, and stays signed in', async () => {
    stubFetch({
      ...settings,
      ...signedInRoutes('customer'),
      '/api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    renderApp('/')
    const header = screen.getByRole('banner')

    await userEvent.click(await within(header).findByRole('button', { name: 'Cora Customer' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))

    expect(await screen.findByText('You are still signed in')).toBeTruthy()
    expect(within(header).getByRole('button', { name: 'Cora Customer' })).toBeTruthy()
  })
})
