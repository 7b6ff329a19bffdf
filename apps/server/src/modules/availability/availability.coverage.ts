import type { CoveredBooking } from '@reserva/shared'
import {
  addDays,
  calendarDays,
  createWallClock,
  type DateOverride,
  openIntervals,
  type WeeklyHours,
} from './working-intervals.ts'

/** A resource's hours: weekly, and the dates with hours of their own. */
export interface Hours {
  weeklyHours: WeeklyHours[]
  overrides: DateOverride[]
}

/** A booking as a schedule change is checked against: the time it holds with its buffers. */
export interface HeldTime {
  id: string
  reference: string
  startAt: Date
  endAt: Date
  blockStart: Date
  blockEnd: Date
  serviceName: string
  customerName: string
}

/**
 * Whether `held` lies within one stretch of the resource's open time, as a slot must (slots.ts):
 * the booking and its buffers are the resource's own work, done in working time.
 */
export function withinHours(timezone: string, hours: Hours, held: HeldTime) {
  const clock = createWallClock(timezone)
  const from = held.blockStart.getTime()
  const to = held.blockEnd.getTime()
  const days = calendarDays(addDays(clock.dateOf(from), -1), addDays(clock.dateOf(to), 1))
  return openIntervals({ clock, days, ...hours }).some(
    (open) => open.stretch.start <= from && to <= open.stretch.end,
  )
}

/**
 * The bookings a change of hours takes out of the resource's time: within its hours before the
 * change and not after. One already outside (booked by staff out of hours) is not the change's
 * doing and is not listed again.
 */
export function leftOutside({
  timezone,
  before,
  after,
  bookings,
}: {
  timezone: string
  before: Hours
  after: Hours
  bookings: HeldTime[]
}) {
  return bookings.filter(
    (b) => withinHours(timezone, before, b) && !withinHours(timezone, after, b),
  )
}

/** The bookings as staff are told of them (`catalogue.covers_bookings`' details). */
export const coveredBookings = (bookings: HeldTime[]): CoveredBooking[] =>
  bookings.map((b) => ({
    id: b.id,
    reference: b.reference,
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    serviceName: b.serviceName,
    customerName: b.customerName,
  }))
