import { useEffect, useLayoutEffect } from 'react'
import { type AroundNavHandler, useLocation, useSearch } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { keepsScroll } from '@/lib/navigation.ts'

/** Where each history entry was scrolled to, by its entry's key; kept across reloads. */
const STORAGE_KEY = 'reserva-scroll-positions'
const positions = new Map<string, number>(readStored())
/** Whether the navigation under way asked to keep the scroll position. */
let keepScroll = false
/** How the entry on screen was reached: back or forward (and a reload) return to its position. */
let arrival: 'pop' | 'push' = 'pop'
/** The key of the entry on screen, whose position `rememberScroll` saves. */
let shownKey: string | undefined

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]
  } catch {
    return []
  }
}

const keyOf = (state: unknown) =>
  state !== null && typeof state === 'object' && 'key' in state && typeof state.key === 'string'
    ? state.key
    : undefined

const newKey = () => Math.random().toString(36).slice(2, 10)

/**
 * Back and forward: the browser has moved to the other entry, and React has not shown it yet.
 * Listened to from the start, before the router's own listener: the browser runs the microtasks
 * after each listener, so React may show the other page between two listeners of one event.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    rememberScroll()
    arrival = 'pop'
  })
}

/**
 * Saves where the page on screen was scrolled to, before the next one is shown. (Read from scroll
 * events instead, the position would be the next screen's 0: the scroll that resets it can fire
 * before the old screen's listener is gone.)
 */
function rememberScroll() {
  if (shownKey !== undefined) positions.set(shownKey, window.scrollY)
}

/**
 * The app's router calls this for every push or replace: it saves the scroll position of the page
 * being left, notes whether the navigation asked to keep the position (`keepScroll`), and
 * gives the new history entry a key of its own beside whatever state the navigation carries.
 */
export const aroundNavigation: AroundNavHandler = (navigate, to, options) => {
  rememberScroll()
  keepScroll = keepsScroll(options?.state)
  arrival = 'push'
  // A link to the address on screen replaces its entry, as react-router did: Back still leaves.
  const { pathname, search } = window.location
  const replace = options?.replace ?? to === pathname + search
  navigate(to, {
    ...options,
    replace,
    state: { ...(options?.state as object | null), key: newKey() },
  })
}

/**
 * What react-router's ScrollRestoration did: a new page starts at the top (or at its hash's
 * element) unless the navigation said `keepScroll`; back and forward return to where the
 * page was.
 */
export function ScrollRestoration() {
  const [pathname] = useLocation()
  const search = useSearch()
  const key = keyOf(useHistoryState())

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or query is a new page even when its entry's key is read later
  useLayoutEffect(() => {
    // The key just given to the entry on screen (below): the same page, nothing to do.
    if (key !== undefined && key === shownKey) return
    let shown = key
    if (shown === undefined) {
      // The entry the visit started on (or one made outside the router) gets its key here.
      shown = newKey()
      window.history.replaceState({ ...window.history.state, key: shown }, '')
    }
    shownKey = shown
    const kept = keepScroll
    keepScroll = false
    const saved = positions.get(shown)
    if (arrival === 'pop' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const { hash } = window.location
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      if (target) {
        target.scrollIntoView()
        return
      }
    }
    if (!kept) window.scrollTo(0, 0)
  }, [key, pathname, search])

  return null
}
