import type { Booking, ResourceDetail } from '@reserva/shared'
import { addDays, dayIn, hourIn, startOfDay, timeIn, weekdayIndex } from '@/lib/dates.ts'
import { activeLanguage, translate } from '@/lib/i18n/active.ts'
import { statusNames } from './staff-status.ts'

/**
 * The operator's calendar's range, hours and names (decision 038); calendar-grid.ts lays the
 * bookings out. Every instant is read in the business's zone by lib/dates.ts, which reads the
 * zone's rules and so gets the daylight-saving days right.
 */

export type CalendarView = 'day' | 'week'

/** Monday of the week that holds `day` (weeks start on Monday across the app). */
export const weekStart = (day: string): string => addDays(day, -weekdayIndex(day))

/**
 * The first and last day shown, the instants they span (`from`, `to`), and the instant bookings
 * are asked for from: the day before, since the list is by start and a booking that began
 * before midnight may run into the first day (the screen keeps those that end after `from`).
 */
export function visibleRange({
  zone,
  view,
  date,
}: {
  zone: string
  view: CalendarView
  date: string
}) {
  const first = view === 'day' ? date : weekStart(date)
  const last = view === 'day' ? date : addDays(first, 6)
  return {
    first,
    last,
    from: startOfDay(zone, first),
    to: startOfDay(zone, addDays(last, 1)),
    askFrom: startOfDay(zone, addDays(first, -1)),
  }
}

/**
 * "10:00 Cora Customer, Safety check, Confirmed, until 10:30, Alex Morgan (RSV-7K3F9Q)": what the
 * event shows (start, customer, service, status), then the rest, in one name for screen readers.
 */
export const bookingEventLabel = (booking: Booking, zone: string): string => {
  const language = activeLanguage()
  return translate('staffCalendar.eventLabel', {
    start: timeIn(zone, booking.start, { language }),
    customer: booking.customer.name,
    service: booking.service.name,
    status: translate(statusNames[booking.status]),
    end: timeIn(zone, booking.end, { language }),
    resource: booking.resource.name,
    reference: booking.reference,
  })
}

const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`

/**
 * The hours the grid shows: from the earliest opening of any resource to the latest closing,
 * widened to every booking on screen (one made outside the hours stays visible), 08:00–18:00
 * when nothing says otherwise.
 */
export function visibleHours({
  resources,
  bookings,
  zone,
}: {
  resources: ResourceDetail[]
  bookings: Booking[]
  zone: string
}): { startTime: string; endTime: string } {
  const opens = resources.flatMap((r) => r.weeklyHours.map((h) => Number(h.start.slice(0, 2))))
  const closes = resources.flatMap((r) =>
    r.weeklyHours.map((h) => Math.ceil(Number(h.end.slice(0, 2)) + Number(h.end.slice(3, 5)) / 60)),
  )
  let start = opens.length ? Math.min(...opens) : 8
  let end = closes.length ? Math.max(...closes) : 18
  for (const booking of bookings) {
    // A booking across midnight is on screen from 00:00 of its second day, to 24:00 of its first.
    const sameDay = dayIn(zone, booking.end) === dayIn(zone, booking.start)
    start = Math.min(start, sameDay ? hourIn(zone, booking.start) : 0)
    const endHour = sameDay
      ? hourIn(zone, booking.end) + (timeIn(zone, booking.end).endsWith(':00') ? 0 : 1)
      : 24
    end = Math.max(end, endHour)
  }
  return { startTime: hhmm(start), endTime: end >= 24 ? '23:59:59' : hhmm(end) }
}
