import type { BookingEvent } from '@reserva/shared/booking-story'
import { shortInstant } from '@/lib/dates.ts'

/** One line of a booking's history: what happened, and what it recorded, in words. */
export type HistoryLine = { title: string; detail: string | null }

const done: Record<string, string> = {
  'booking.created': 'Booked',
  'booking.confirm': 'Confirmed',
  'booking.decline': 'Declined',
  'booking.cancel': 'Cancelled',
  'booking.complete': 'Marked completed',
  'booking.no_show': 'Marked as a no-show',
  'booking.undo': 'Put back to confirmed (undone)',
  'booking.rescheduled': 'Moved',
  'booking.note_added': 'Staff note added',
}

const sources: Record<string, string> = {
  online: 'online',
  staff: 'by staff for the customer',
  quote: 'from an accepted quote',
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** "Booking.reminder_queued" → "Reminder queued": an action this screen has no words for. */
const fromCode = (action: string) => {
  const words = (action.split('.').pop() ?? action).replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A change of a booking as staff read it in its history: "Cancelled by Cora Customer" with the
 * reason given, "Moved by Olga Operator" from which time (and resource) to which, in the business's
 * time zone. The system's changes (a reminder) name nobody.
 */
export function historyLine(event: BookingEvent, zone: string): HistoryLine {
  const { action, data } = event
  if (action === 'booking.reminder_queued') {
    return { title: 'Reminder e-mailed to the customer', detail: null }
  }
  const by = event.actor ? ` by ${event.actor.name}` : ''
  const title = `${done[action] ?? fromCode(action)}${by}`
  if (action === 'booking.created') {
    const source = text(data.source)
    const override = text(data.override)
    const made = source && sources[source] ? `Made ${sources[source]}` : null
    const outside = override ? `outside the times offered: “${override}”` : null
    return { title, detail: [made, outside].filter(Boolean).join(', ') || null }
  }
  if (action === 'booking.rescheduled') {
    const from = text(data.from)
    const to = text(data.to)
    const times =
      from && to ? `From ${shortInstant(zone, from)} to ${shortInstant(zone, to)}` : null
    const fromResource = text(data.fromResource)
    const toResource = text(data.toResource)
    const resources = fromResource && toResource ? `from ${fromResource} to ${toResource}` : null
    const fromMinutes = data.fromMinutes
    const toMinutes = data.toMinutes
    const length =
      typeof fromMinutes === 'number' && typeof toMinutes === 'number'
        ? `${from === to ? 'L' : 'l'}ength from ${fromMinutes} to ${toMinutes} minutes`
        : null
    const moved = from !== to ? [times, resources] : [resources]
    return { title, detail: [...moved, length].filter(Boolean).join(', ') || null }
  }
  const reason = text(data.reason)
  return { title, detail: reason ? `Reason: “${reason}”` : null }
}
