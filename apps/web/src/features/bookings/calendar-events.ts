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

/** The first and last day shown, and the instants the bookings are asked for between. */
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
  }
}

/**
 * "10:00 Cora Customer, Safety check, Confirmed, until 10:30, Alex Morgan (RSV-7K3F9Q)": what the
 * event shows (start, customer, service, status), then the rest, in one name for screen readers.
 */
export const bookingEventLabel = (booking: Booking, zone: string): string =>
  `${timeIn(zone, booking.start)} ${booking.customer.name}, ${booking.service.name}, ${bookingStatusNames[booking.status]}, until ${timeIn(zone, booking.end)}, ${booking.resource.name} (${booking.reference})`

/**
 * One schedule event per booking, in its resource's lane, at its wall-clock times in `zone`. The
 * colour is not `color` (the schedule's own palette): the event is painted with the status
 * badge's checked pairs (booking-status-badge.tsx), and its text says the status too.
 */
export const bookingsToEvents = (bookings: Booking[], zone: string) =>
  bookings.map((booking) => ({
    id: booking.id,
    title: bookingEventLabel(booking, zone),
    start: scheduleDateTime(zone, booking.start),
    end: scheduleEnd(zone, booking.start, booking.end),
    resourceId: booking.resource.id,
    color: 'gray',
    payload: {
      booking,
      statusName: bookingStatusNames[booking.status],
    } satisfies CalendarEventPayload,
  }))

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
    start = Math.min(start, hourIn(zone, booking.start))
    const endDay = dayIn(zone, booking.end)
    const endHour =
      endDay === dayIn(zone, booking.start)
        ? hourIn(zone, booking.end) + (timeIn(zone, booking.end).endsWith(':00') ? 0 : 1)
        : 24
    end = Math.max(end, endHour)
  }
  return { startTime: hhmm(start), endTime: end >= 24 ? '23:59:59' : hhmm(end) }
}
