import { screen, waitFor } from '@testing-library/react'
import { type ComponentType, lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { AppRoutes } from '../router.tsx'
import { keepPrerenderedScreen } from './prerendered-screen.tsx'

/** A screen whose code comes when the test says so. */
function screenOnItsWay(heading: string) {
  let arrive: () => void = () => {}
  const Component = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{heading}</h1> })
      }),
  )
  return { Component, arrive: () => arrive() }
}

/** #root as the server sends /book (lib/prerendered-pages.ts), before the app has started. */
function pageFromServer(path: string) {
  window.history.replaceState(null, '', path)
  const root = document.createElement('div')
  root.innerHTML = `<div class="shell"><main><div data-prerendered-screen="${path}" inert="" style="display:contents"><h1>Book a time</h1><p>Rendered by the server</p></div></main></div>`
  return root
}

beforeEach(() => {
  stubFetch({ '/api/v1/settings/public': () => jsonResponse(publicSettings) })
})
afterEach(() => {
  document.documentElement.removeAttribute('data-remembered-session')
})

describe('the screen the server rendered into the page', () => {
  it('stays on show, inert, until the screen’s code has come; later loads show the spinner', async () => {
    keepPrerenderedScreen(pageFromServer('/book'))
    const book = screenOnItsWay('The live booking screen')
    const about = screenOnItsWay('About us')
    const { router } = renderApp(
      '/book',
      <AppRoutes
        shown={[
          { path: '/book', Component: book.Component },
          { path: '/about', Component: about.Component },
        ]}
      />,
    )

    const kept = screen.getByText('Rendered by the server')
    expect(kept.closest('[data-prerendered-screen="/book"]')?.hasAttribute('inert')).toBe(true)
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull()

    book.arrive()
    expect(await screen.findByRole('heading', { name: 'The live booking screen' })).toBeTruthy()
    expect(screen.queryByText('Rendered by the server')).toBeNull()

    await router.navigate('/about')
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy()
    await router.navigate('/book')
    about.arrive()
    await waitFor(() => expect(screen.queryByText('Rendered by the server')).toBeNull())
  })

  it('is not kept for someone remembered as signed in, nor for another address', () => {
    document.documentElement.setAttribute('data-remembered-session', '')
    keepPrerenderedScreen(pageFromServer('/book'))
    document.documentElement.removeAttribute('data-remembered-session')
    // Rendered for /book, but the app starts at /book?service=…: not the same page.
    const root = pageFromServer('/book')
    window.history.replaceState(null, '', '/book?service=s1')
    keepPrerenderedScreen(root)

    const book = screenOnItsWay('The live booking screen')
    renderApp(
      '/book?service=s1',
      <AppRoutes shown={[{ path: '/book', Component: book.Component }]} />,
    )

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('Rendered by the server')).toBeNull()
  })
})
