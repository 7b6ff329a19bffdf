import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Where each history entry was scrolled to, by its location's key; kept across reloads. */
const STORAGE_KEY = 'reserva-scroll-positions'
const positions = new Map<string, number>(readStored())
/** Whether the navigation under way asked to keep the scroll position. */
let keepScroll = false
/** The key of the location on screen, whose position `rememberScroll` saves. */
let shownKey: string | undefined

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]
  } catch {
    return []
  }
}

/**
 * Called by the app's history listener when the location changes, before the next screen is
 * shown: saves where the page on screen was scrolled to. (Read from scroll events instead, the
 * position would be the next screen's 0: the scroll that resets it can fire before the old
 * screen's listener is gone.)
 */
export function rememberScroll() {
  if (shownKey !== undefined) positions.set(shownKey, window.scrollY)
}

/** Called by the app's navigator with each push or replace's options. */
export function noteNavigation(options: { preventScrollReset?: boolean } | undefined) {
  keepScroll = options?.preventScrollReset === true
}

/**
 * What react-router's ScrollRestoration does for a data router: a new page starts at the top (or
 * at its hash's element) unless the navigation said `preventScrollReset`; back and forward return
 * to where the page was.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const store = () => {
      rememberScroll()
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]))
      } catch {
        // No storage: positions are kept for this page's life only.
      }
    }
    window.addEventListener('pagehide', store)
    return () => {
      window.removeEventListener('pagehide', store)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    shownKey = location.key
    const kept = keepScroll
    keepScroll = false
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
      if (target) {
        target.scrollIntoView()
        return
      }
    }
    if (!kept) window.scrollTo(0, 0)
  }, [location.key, location.hash, navigationType])

  return null
}
