import { type PageData, pageDataElementId } from '@reserva/shared/page'
import { act, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthController } from '@/features/auth/auth-controller.ts'
import { english } from '@/locales/en/index.ts'
import { defaultAuthOptions } from '@/testing/auth-fixtures.ts'
import { safetyCheck } from '@/testing/booking-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { AppProvider } from '../provider.tsx'
import { AppRouter, screens } from '../router.tsx'
import { renderPage } from './prerender.tsx'
import { holdsServerRendering, prerenderedScreenAttribute } from './prerendered-screen.tsx'

const demoAccount = {
  role: 'customer' as const,
  name: 'Cora Customer',
  email: 'customer@demo.test',
  password: 'Demo-Pass-2026',
}
const data: PageData = {
  settings: publicSettings,
  services: [safetyCheck],
  authOptions: { ...defaultAuthOptions, socialProviders: ['google'], demoAccounts: [demoAccount] },
}

/** The page as the server sends it (lib/prerendered-pages.ts): #root and the answers it holds. */
function pageFromServer(path: string) {
  window.history.replaceState(null, '', path)
  const rendered = renderPage(path, data)
  if (!rendered) throw new Error(`${path} is not rendered by the server`)
  const answers = document.createElement('script')
  answers.type = 'application/json'
  answers.id = pageDataElementId
  answers.textContent = JSON.stringify(data)
  document.head.append(answers)
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = rendered.root
  document.body.append(root)
  return { root, title: rendered.title }
}

let hydrated: Root | undefined

/**
 * As main.tsx does: the screen's code first, then the same tree over the same elements. Returns
 * the spy of React's recoverable errors (a mismatch between the page and the app's render).
 */
async function hydrateAsMainDoes(root: HTMLElement, path: string) {
  await screens.find((s) => s.path === path)?.Component.load()
  const onRecoverableError = vi.fn()
  await act(async () => {
    hydrated = hydrateRoot(
      root,
      <AppProvider
        language={english}
        authController={createAuthController({ createChannel: null })}
      >
        <AppRouter />
      </AppProvider>,
      { onRecoverableError },
    )
  })
  return onRecoverableError
}
let fetchMock: ReturnType<typeof stubFetch>
beforeEach(() => {
  fetchMock = stubFetch({
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/v1/services': () => jsonResponse([safetyCheck]),
  })
})
afterEach(() => {
  act(() => hydrated?.unmount())
  hydrated = undefined
  document.getElementById('root')?.remove()
  document.getElementById(pageDataElementId)?.remove()
  document.documentElement.removeAttribute('data-remembered-session')
})

describe('the pages the server renders', () => {
  it.each([
    ['/', 'Harbour Lane Studio', 'Harbour Lane Studio'],
    ['/book', 'Book a time', 'Book a time · Harbour Lane Studio'],
    ['/signin', 'Sign in', 'Sign in · Harbour Lane Studio'],
  ])(
    '%s is the app’s own first render, inert until the app hydrates it, which keeps its elements',
    async (path, heading, title) => {
      const { root, title: sentTitle } = pageFromServer(path)
      expect(sentTitle).toBe(title)
      const rendered = root.querySelector(`[${prerenderedScreenAttribute}]`)
      expect(rendered?.hasAttribute('inert')).toBe(true)
      expect(holdsServerRendering(root)).toBe(true)
      const headingElement = screen.getByRole('heading', { level: 1, name: heading })
      const main = root.querySelector('main')

      const onRecoverableError = await hydrateAsMainDoes(root, path)

      expect(onRecoverableError).not.toHaveBeenCalled()
      expect(root.querySelector(`[${prerenderedScreenAttribute}]`)).toBeNull()
      expect(root.querySelector('[inert]')).toBeNull()
      // Taken over, not replaced: the very elements the browser painted.
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBe(headingElement)
      expect(root.querySelector('main')).toBe(main)
    },
  )

  it('/signin comes with the ways to sign in: the buttons and demo accounts are there before any request, and stay', async () => {
    const { root } = pageFromServer('/signin')
    const google = screen.getByRole('button', { name: 'Continue with Google' })
    const demo = screen.getByRole('region', { name: 'Demo accounts' })
    expect(demo.textContent).toContain(demoAccount.email)

    expect(await hydrateAsMainDoes(root, '/signin')).not.toHaveBeenCalled()

    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBe(google)
    expect(screen.getByRole('region', { name: 'Demo accounts' })).toBe(demo)
    // The page's answer stands in for the API's: no request, and so no schema and no zod for it.
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)
    expect(asked).not.toContain('/api/v1/auth/options')
  })

  it('is not hydrated for someone remembered as signed in', () => {
    const { root } = pageFromServer('/book')
    document.documentElement.setAttribute('data-remembered-session', '')
    expect(holdsServerRendering(root)).toBe(false)
  })

  it('renders nothing for a path it does not render', () => {
    expect(renderPage('/admin', data)).toBeNull()
  })
})
