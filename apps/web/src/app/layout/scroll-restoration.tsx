import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Where each history entry was scrolled to, by its location's key; kept across reloads. */
const STORAGE_KEY = 'reserva-scroll-positions'
const positions = new Map<string, number>(readStored())
/** Whether the navigation under way asked to keep the scroll position. */
let keepScroll = false

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]
  } catch {
    return []
  }
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

  useEffect(() => {
    const save = () => positions.set(location.key, window.scrollY)
    window.addEventListener('scroll', save, { passive: true })
    return () => window.removeEventListener('scroll', save)
  }, [location.key])

  useLayoutEffect(() => {
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
