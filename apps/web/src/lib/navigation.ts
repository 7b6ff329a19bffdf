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
