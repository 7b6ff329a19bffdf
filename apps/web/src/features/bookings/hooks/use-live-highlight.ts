import type { Booking } from '@reserva/shared'
import { useEffect, useRef, useState } from 'react'

const HIGHLIGHT_MS = 4000

/** What about a booking, changed, is news on a calendar: its status and its time. */
const fingerprint = (booking: Booking) => `${booking.status}|${booking.start}|${booking.end}`

/**
 * The ids of bookings that arrived or changed since the last answer for the same `view` (a live
 * update refetches the list), for a few seconds. Moving to another day or week is not news: a
 * new `view` starts afresh.
 */
export function useLiveHighlight(bookings: Booking[] | undefined, view: string): Set<string> {
  const seen = useRef<{ view: string; prints: Map<string, string> } | null>(null)
  const [highlighted, setHighlighted] = useState<Set<string>>(() => new Set())

  useEffect(() => {
    if (!bookings) return
    const prints = new Map(bookings.map((b) => [b.id, fingerprint(b)]))
    const before = seen.current
    seen.current = { view, prints }
    if (!before || before.view !== view) return
    const news = bookings.filter((b) => before.prints.get(b.id) !== fingerprint(b)).map((b) => b.id)
    if (news.length === 0) return
    setHighlighted((current) => new Set([...current, ...news]))
    const timer = setTimeout(
      () => setHighlighted((current) => new Set([...current].filter((id) => !news.includes(id)))),
      HIGHLIGHT_MS,
    )
    return () => clearTimeout(timer)
  }, [bookings, view])

  return highlighted
}
