import {
  addDays,
  calendarDays,
  createWallClock,
  type DateOverride,
  parseCalendarDate,
} from './working-intervals.ts'

/** A closure as the slot engine reads it: calendar dates in the business zone, both included. */
export type ClosedDays = { firstDay: string; lastDay: string }

/** Every date `closures` close, within [from, to] when given. */
export function closedDates(
  closures: ClosedDays[],
  window: { from?: string; to?: string } = {},
): Set<string> {
  const dates = new Set<string>()
  for (const { firstDay, lastDay } of closures) {
    const first = window.from && window.from > firstDay ? window.from : firstDay
    const last = window.to && window.to < lastDay ? window.to : lastDay
    if (first > last) continue
    for (const day of calendarDays(parseCalendarDate(first), parseCalendarDate(last)))
      dates.add(day.date)
  }
  return dates
}

/**
 * A resource's date overrides with the closed dates closed: a closure wins over any hours of
 * the resource's own on that date.
 */
export function withClosures(overrides: DateOverride[], closed: ReadonlySet<string>) {
  if (closed.size === 0) return overrides
  return [
    ...overrides.filter((o) => !closed.has(o.date)),
    ...[...closed].map((date) => ({ date, intervals: [] })),
  ]
}

/** The instants a closure spans in `timezone`: from its first day's start to its last day's end. */
export function closureSpan(timezone: string, { firstDay, lastDay }: ClosedDays) {
  const clock = createWallClock(timezone)
  return {
    from: new Date(clock.toInstant(parseCalendarDate(firstDay), 0)),
    to: new Date(clock.toInstant(addDays(parseCalendarDate(lastDay), 1), 0)),
  }
}
