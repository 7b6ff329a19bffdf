import { useEffect, useState } from 'react'
import type { NavigateOptions } from 'wouter'

/**
 * A navigation that keeps the page where it is scrolled: a tab, a filter or a page of a list that
 * lives in the query string. The wish travels in the new history entry's state, where the scroll
 * restoration (app/layout/scroll-restoration.tsx) reads it.
 */
export const keepScroll = (options: NavigateOptions = {}): NavigateOptions => ({
  ...options,
  state: { ...(options.state as object | null | undefined), keepScroll: true },
})

/** Whether a history entry's state asks to keep the scroll position (see `keepScroll`). */
export const keepsScroll = (state: unknown) =>
  state !== null && typeof state === 'object' && 'keepScroll' in state && state.keepScroll === true

/** What follows `#`, decoded and trimmed ('' when it is not valid percent-encoding). */
const addressFragment = () => {
  try {
    return decodeURIComponent(window.location.hash.slice(1)).trim()
  } catch {
    return ''
  }
}

/**
 * The address's fragment, followed as it changes: where a mailed link's key rides, since the
 * fragment stays in the browser, out of every request and Referer.
 */
export function useAddressFragment() {
  const [fragment, setFragment] = useState(addressFragment)
  useEffect(() => {
    const follow = () => setFragment(addressFragment())
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  return fragment
}
