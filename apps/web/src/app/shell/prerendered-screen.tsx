import { type ReactNode, useSyncExternalStore } from 'react'

/** Marks the screen the server rendered into the page. */
export const prerenderedScreenAttribute = 'data-prerendered-screen'

const noSubscription = () => () => {}
const inTheBrowser = () => false
const onTheServer = () => true

/**
 * The box every screen is rendered in. In the server's rendering of a page (shell/prerender.tsx) it
 * is marked and inert, and so it stays while the app hydrates that rendering: until the screen's
 * own code has come, its links and forms have no handlers, and a form must not be sent by the
 * browser itself. Once hydrated, React renders it again with the browser's answer and the same
 * elements come alive: nothing is replaced, so nothing is laid out again and a keyboard user's
 * focus stays where it is. In any other render, the box is plain from the start.
 */
export function ScreenBox({ children }: { children: ReactNode }) {
  const fromServer = useSyncExternalStore(noSubscription, inTheBrowser, onTheServer)
  return (
    <div
      {...{ [prerenderedScreenAttribute]: fromServer ? '' : undefined }}
      inert={fromServer}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  )
}

/**
 * Whether #root holds the server's rendering of the page (the server renders one only for the
 * bare path asked for, lib/prerendered-pages.ts), which the app then hydrates (main.tsx). Not for
 * someone remembered as signed in: the server rendered the page for a visitor, and the page's CSS
 * hides it for them (global.css); the app renders their own in its place.
 */
export const holdsServerRendering = (root: HTMLElement) =>
  root.querySelector(`[${prerenderedScreenAttribute}]`) !== null &&
  !document.documentElement.hasAttribute('data-remembered-session')
