import type { Booking } from '@reserva/shared'
import { dayIn } from '@/lib/dates.ts'
import type { BookingAction } from './api/staff-bookings.ts'

/** One day of the agenda: its date in the business's zone and its bookings, earliest first. */
export type AgendaDay = { day: string; bookings: Booking[] }

/**
 * The agenda's bookings, each once (a pending booking of today is in two of the lists it is made
 * of), grouped by the day they start in the business's zone, earliest first. Today always comes
 * first, empty or not, so that the operator sees at once that nothing is booked today; a booking
 * that began before today's start but is still in a list shows with today.
 */
export function groupAgenda({
  lists,
  timezone,
  today,
}: {
  lists: readonly (readonly Booking[])[]
  timezone: string
  today: string
}): AgendaDay[] {
  const byId = new Map<string, Booking>()
  for (const list of lists) for (const booking of list) byId.set(booking.id, booking)
  const sorted = [...byId.values()].sort(
    (a, b) => a.start.localeCompare(b.start) || a.reference.localeCompare(b.reference),
  )
  const days: AgendaDay[] = [{ day: today, bookings: [] }]
  for (const booking of sorted) {
    const day = dayIn(timezone, booking.start)
    const last = days.at(-1) as AgendaDay
    if (last.day === day) last.bookings.push(booking)
    else if (day > today) days.push({ day, bookings: [booking] })
    else days[0]?.bookings.push(booking)
  }
  return days
}

/** What staff can do from the agenda's row menu: a status change, or moving the booking. */
export type RowAction = BookingAction | 'reschedule'

/**
 * The actions a booking allows now, in the order the row's menu lists them: confirm or decline a
 * pending one; complete or mark a no-show once a confirmed one has started; move or cancel it
 * while the server says it may. Nothing for a booking that is over (completed, cancelled, …).
 */
export function rowActions(booking: Booking, now: number): RowAction[] {
  const started = Date.parse(booking.start) <= now
  const actions: RowAction[] = []
  if (booking.status === 'pending') actions.push('confirm', 'decline')
  if (booking.status === 'confirmed' && started) actions.push('complete', 'no-show')
  if (booking.can.undo) actions.push('undo')
  if (booking.status === 'pending' || booking.status === 'confirmed') {
    if (booking.can.reschedule) actions.push('reschedule')
    if (booking.status === 'confirmed' && booking.can.cancel) actions.push('cancel')
  }
  return actions
}

/**
 * The bookings of `current` that were not in `known`: those that arrived since the agenda was
 * last drawn (a live update), to be pointed out for a moment. Nothing is new on the first drawing.
 */
export function arrivals(known: ReadonlySet<string> | null, current: readonly Booking[]): string[] {
  if (known === null) return []
  return current.filter((booking) => !known.has(booking.id)).map((booking) => booking.id)
}
