import type { Booking, ResourceDetail } from '@reserva/shared'
import { bookingStatusNames } from '@/components/booking-status-badge.tsx'
import {
  addDays,
  addToWallTime,
  dayIn,
  hourIn,
  startOfDay,
  timeIn,
  weekdayIndex,
  zonedToInstant,
} from '@/lib/dates.ts'

/**
 * What the operator's calendar (@mantine/schedule, decision 011) needs from bookings and
 * resources. The schedule knows no time zones: it lays out wall-clock strings
 * (`YYYY-MM-DD HH:mm:ss`), so every instant is turned into the business's wall-clock time here,
 * by lib/dates.ts, which reads the zone's rules and so gets the daylight-saving days right.
 */

export type CalendarView = 'day' | 'week'

/** The booking behind an event, for the click that opens it. */
export type CalendarEventPayload = { booking: Booking; statusName: string }

/** `2026-03-29 10:30:00`: an instant as the schedule lays it out, read in `zone`. */
export const scheduleDateTime = (zone: string, instant: Date | string): string =>
  `${dayIn(zone, instant)} ${timeIn(zone, instant)}:00`

/**
 * Where an event ends on the schedule: its wall-clock end, or, when the clocks go back during it
 * (01:49 BST to 01:19 GMT in London), its wall-clock start plus its real length, so the event
 * still ends after it starts and keeps its size.
 */
function scheduleEnd(zone: string, start: string, end: string): string {
  const wallStart = scheduleDateTime(zone, start)
  const wallEnd = scheduleDateTime(zone, end)
  if (wallEnd > wallStart) return wallEnd
  return addToWallTime(wallStart, Date.parse(end) - Date.parse(start))
}

/** The instant of a schedule slot (`2026-03-29 10:30:00`) read as a wall-clock time in `zone`. */
export const slotInstant = (zone: string, slot: string): string =>
  zonedToInstant(zone, slot.slice(0, 16).replace(' ', 'T'))

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
export const bookingEventLabel = (booking: Booking, zone: string): string =>
  `${timeIn(zone, booking.start)} ${booking.customer.name}, ${booking.service.name}, ${bookingStatusNames[booking.status]}, until ${timeIn(zone, booking.end)}, ${booking.resource.name} (${booking.reference})`

/**
 * A booking's stretches of wall-clock time, one for each day it touches: the schedule lays out
 * an event that crosses midnight as an all-day one, which a booking from 23:45 to 00:15 is not.
 * The stretch on a later day starts at its midnight, the one before ends there.
 */
function dayStretches(zone: string, booking: Booking) {
  const start = scheduleDateTime(zone, booking.start)
  const end = scheduleEnd(zone, booking.start, booking.end)
  const stretches: { start: string; end: string; day: string }[] = []
  let from = start
  for (let day = from.slice(0, 10); ; day = addDays(day, 1)) {
    const midnight = `${addDays(day, 1)} 00:00:00`
    if (end <= midnight) {
      stretches.push({ start: from, end, day })
      return stretches
    }
    stretches.push({ start: from, end: midnight, day })
    from = midnight
  }
}

/**
 * The schedule's events for the bookings, in each one's resource's lane, at its wall-clock times
 * in `zone`: one per booking, or one a day for a booking that crosses midnight (the first keeps
 * the booking's id). The colour is not `color` (the schedule's own palette): the event is painted
 * with the status badge's checked pairs (booking-status-badge.tsx), and its text says the status
 * too.
 */
export const bookingsToEvents = (bookings: Booking[], zone: string) =>
  bookings.flatMap((booking) =>
    dayStretches(zone, booking).map((stretch, index) => ({
      id: index === 0 ? booking.id : `${booking.id}/${stretch.day}`,
      title: bookingEventLabel(booking, zone),
      start: stretch.start,
      end: stretch.end,
      resourceId: booking.resource.id,
      color: 'gray',
      payload: {
        booking,
        statusName: bookingStatusNames[booking.status],
      } satisfies CalendarEventPayload,
    })),
  )

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
