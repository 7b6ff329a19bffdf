import type { BookingEvent } from '@reserva/shared/booking-story'
import { shortInstant } from '@/lib/dates.ts'
import { translate } from '@/lib/i18n/active.ts'

/** One line of a booking's history: what happened, and what it recorded, in words. */
export type HistoryLine = { title: string; detail: string | null }

/** What each action did, alone and with who did it. */
const done = {
  'booking.created': ['bookingHistory.created', 'bookingHistory.createdBy'],
  'booking.confirm': ['bookingHistory.confirmed', 'bookingHistory.confirmedBy'],
  'booking.decline': ['bookingHistory.declined', 'bookingHistory.declinedBy'],
  'booking.cancel': ['bookingHistory.cancelled', 'bookingHistory.cancelledBy'],
  'booking.complete': ['bookingHistory.completed', 'bookingHistory.completedBy'],
  'booking.no_show': ['bookingHistory.noShow', 'bookingHistory.noShowBy'],
  'booking.undo': ['bookingHistory.undone', 'bookingHistory.undoneBy'],
  'booking.rescheduled': ['bookingHistory.moved', 'bookingHistory.movedBy'],
  'booking.note_added': ['bookingHistory.noteAdded', 'bookingHistory.noteAddedBy'],
} as const
type DoneAction = keyof typeof done

const sources = {
  online: 'bookingHistory.madeOnline',
  staff: 'bookingHistory.madeByStaff',
  quote: 'bookingHistory.madeFromQuote',
} as const
type Source = keyof typeof sources

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** "Booking.reminder_queued" → "Reminder queued": an action this screen has no words for. */
const fromCode = (action: string) => {
  const words = (action.split('.').pop() ?? action).replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function titleOf(event: BookingEvent): string {
  const name = event.actor?.name
  if (!(event.action in done)) {
    const action = fromCode(event.action)
    return name ? translate('bookingHistory.otherBy', { action, name }) : action
  }
  const [alone, by] = done[event.action as DoneAction]
  return name ? translate(by, { name }) : translate(alone)
}

/** Made online, by staff or from a quote, and outside the times offered, with staff's reason. */
function madeDetail(data: Record<string, unknown>): string | null {
  const source = text(data.source)
  const reason = text(data.override)
  const made = source && source in sources ? sources[source as Source] : null
  if (reason) {
    return made === 'bookingHistory.madeByStaff'
      ? translate('bookingHistory.madeByStaffOutside', { reason })
      : translate('bookingHistory.outside', { reason })
  }
  return made ? translate(made) : null
}

/** From which time (and resource) to which, and from which length to which. */
function movedDetail(data: Record<string, unknown>, zone: string): string | null {
  const from = text(data.from)
  const to = text(data.to)
  const times =
    from && to && from !== to
      ? { from: shortInstant(zone, from), to: shortInstant(zone, to) }
      : null
  const fromResource = text(data.fromResource)
  const toResource = text(data.toResource)
  const resources = fromResource && toResource ? { fromResource, toResource } : null
  const length =
    typeof data.fromMinutes === 'number' && typeof data.toMinutes === 'number'
      ? { before: data.fromMinutes, count: data.toMinutes }
      : null
  if (times && resources && length)
    return translate('bookingHistory.timesResourcesLength', { ...times, ...resources, ...length })
  if (times && resources)
    return translate('bookingHistory.timesResources', { ...times, ...resources })
  if (times && length) return translate('bookingHistory.timesLength', { ...times, ...length })
  if (resources && length)
    return translate('bookingHistory.resourcesLength', { ...resources, ...length })
  if (times) return translate('bookingHistory.times', times)
  if (resources) return translate('bookingHistory.resources', resources)
  if (length) return translate('bookingHistory.length', length)
  return null
}

/**
 * A change of a booking as staff read it in its history: "Cancelled by Cora Customer" with the
 * reason given, "Moved by Olga Operator" from which time (and resource) to which, in the business's
 * time zone. The system's changes (a reminder) name nobody.
 */
export function historyLine(event: BookingEvent, zone: string): HistoryLine {
  const { action, data } = event
  if (action === 'booking.reminder_queued') {
    return { title: translate('bookingHistory.reminder'), detail: null }
  }
  const title = titleOf(event)
  if (action === 'booking.created') return { title, detail: madeDetail(data) }
  if (action === 'booking.rescheduled') return { title, detail: movedDetail(data, zone) }
  const reason = text(data.reason)
  return { title, detail: reason ? translate('bookingHistory.reason', { reason }) : null }
}
