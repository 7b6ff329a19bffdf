import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'

/** Marks the screen the server rendered into the page, with the path it was rendered for. */
export const prerenderedScreenAttribute = 'data-prerendered-screen'

/** The server's rendering of the first screen, kept from the page until that screen's code is in. */
let firstScreen: { path: string; html: string } | null = null

/**
 * Keeps the screen the server rendered into #root (shell/prerender.tsx's `renderPage`), before
 * createRoot replaces #root's content: the screen's lazy chunk is still on its way, and its
 * Suspense fallback shows this instead of the spinner, so the page's text stays on show from the
 * first paint (issue #11 item 3). Not when someone is remembered as signed in: the server rendered
 * the page for a visitor, and the page's CSS hides it for them (global.css).
 */
export function keepPrerenderedScreen(root: HTMLElement) {
  const screen = root.querySelector<HTMLElement>(`[${prerenderedScreenAttribute}]`)
  const path = screen?.getAttribute(prerenderedScreenAttribute)
  if (!screen || path !== window.location.pathname || window.location.search !== '') return
  if (document.documentElement.hasAttribute('data-remembered-session')) return
  firstScreen = { path, html: screen.innerHTML }
}

/**
 * What stands in for a screen while its code loads: the server's rendering of it on the first
 * load of a prerendered page (inert, as the server sent it: its links and forms have no handlers
 * yet), else the spinner. Once the screen has come, later loads show the spinner.
 */
export function ScreenFallback() {
  const [path] = useLocation()
  const search = useSearch()
  const kept = firstScreen !== null && firstScreen.path === path && search === ''
  useEffect(
    () => () => {
      if (kept) firstScreen = null
    },
    [kept],
  )
  if (!kept || !firstScreen) return <ScreenSpinner />
  return (
    <div
      {...{ [prerenderedScreenAttribute]: firstScreen.path }}
      inert
      style={{ display: 'contents' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: react-dom/server's own markup, read back from the page the server sent (settings escaped there)
      dangerouslySetInnerHTML={{ __html: firstScreen.html }}
    />
  )
}
