import type { ResourceDetail } from '@reserva/shared'
import {
  calendarDays,
  createWallClock,
  type Interval,
  openIntervals,
  parseCalendarDate,
} from '../availability/working-intervals.ts'

/** A resource's hours as `schedulesOf` reads them. */
export type Schedule = Pick<ResourceDetail, 'weeklyHours' | 'overrides' | 'timeOff'>

/** An open interval (epoch ms, half-open) and the calendar day whose hours it is part of. */
export type OpenInterval = Interval & { day: string }

/** `intervals` (sorted, apart) without the parts `cuts` cover. */
function without(intervals: Interval[], cuts: Interval[]): Interval[] {
  let left = intervals
  for (const cut of cuts) {
    left = left.flatMap((part) => {
      if (cut.end <= part.start || part.end <= cut.start) return [part]
      const kept: Interval[] = []
      if (part.start < cut.start) kept.push({ start: part.start, end: cut.start })
      if (cut.end < part.end) kept.push({ start: cut.end, end: part.end })
      return kept
    })
  }
  return left
}

/**
 * When a resource is open on each day from `from` to `to` (business calendar days): the slot
 * engine's open intervals (its weekly hours, or a date's overrides instead, as wall-clock times in
 * `timezone`, daylight saving as the slot engine reads it), less its time off. The statistics
 * measure open time and booked time inside it against these, so one rule says when a resource is
 * open (issue #41 item 5).
 */
export function openTime(
  timezone: string,
  { from, to }: { from: string; to: string },
  schedule: Schedule,
): OpenInterval[] {
  const clock = createWallClock(timezone)
  const open = openIntervals({
    clock,
    days: calendarDays(parseCalendarDate(from), parseCalendarDate(to)),
    weeklyHours: schedule.weeklyHours,
    overrides: schedule.overrides,
  })
  const off = schedule.timeOff.map((t) => ({ start: Date.parse(t.start), end: Date.parse(t.end) }))
  // An interval starts on the day whose hours it is (a day's hours end by its midnight), and
  // cutting time off out of it leaves its parts on that day.
  return open.flatMap((interval) => {
    const day = clock.dateOf(interval.start).date
    return without([{ start: interval.start, end: interval.end }], off).map((part) => ({
      ...part,
      day,
    }))
  })
}

/** The total length of `intervals`, in seconds. */
export const secondsOf = (intervals: Interval[]) =>
  intervals.reduce((sum, { start, end }) => sum + (end - start) / 1000, 0)
