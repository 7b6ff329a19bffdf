import { DateTime, IANAZone } from 'luxon'
import { dateFormat } from '../../lib/date-format.ts'

/** Wall-clock times 'HH:MM' or 'HH:MM:SS' in the business time zone; '24:00' ends a day. */
export type WallInterval = { start: string; end: string }
/** weekday: 1 = Monday … 7 = Sunday (ISO), as in the working_hours table. */
export type WeeklyHours = WallInterval & { weekday: number }
/** Replaces that date's weekly hours; an empty list closes the day. */
export type DateOverride = { date: string; intervals: WallInterval[] }
/** Epoch milliseconds, half-open: [start, end). */
export type Interval = { start: number; end: number }

const DAY_SECONDS = 86_400
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const timePattern = /^(\d{2}):(\d{2})(?::(\d{2}))?$/

/** A calendar date in the business zone, held as its 'YYYY-MM-DD' text and ISO weekday. */
export type CalendarDay = { date: string; weekday: number }

export function parseCalendarDate(text: string): CalendarDay {
  const match = datePattern.exec(text)
  // Date.UTC rolls 2026-02-30 over to March; comparing back catches impossible dates.
  const utc = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : undefined
  if (!utc || utc.toISOString().slice(0, 10) !== text) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${text}`)
  }
  return { date: text, weekday: utc.getUTCDay() === 0 ? 7 : utc.getUTCDay() }
}

/**
 * Calendar dates carry no time zone, so stepping them in UTC is exact (no instant is involved;
 * instants are only ever made by the zone-aware clock below).
 */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const utc = new Date(`${day.date}T00:00:00Z`)
  utc.setUTCDate(utc.getUTCDate() + days)
  return parseCalendarDate(utc.toISOString().slice(0, 10))
}

export function calendarDays(first: CalendarDay, last: CalendarDay): CalendarDay[] {
  const days: CalendarDay[] = []
  for (let day = first; day.date <= last.date; day = addDays(day, 1)) days.push(day)
  return days
}

/** Seconds since the start of the wall-clock day; 86400 for '24:00'. */
export function parseWallTime(text: string): number {
  const match = timePattern.exec(text)
  const hours = Number(match?.[1])
  const minutes = Number(match?.[2])
  const seconds = Number(match?.[3] ?? 0)
  const total = hours * 3600 + minutes * 60 + seconds
  if (!match || minutes > 59 || seconds > 59 || total > DAY_SECONDS) {
    throw new RangeError(`Not a wall-clock time (HH:MM or HH:MM:SS, at most 24:00): ${text}`)
  }
  return total
}

/**
 * Turns wall-clock times in one IANA zone into instants. Every offset comes from Luxon.
 *
 * - A time inside a spring-forward gap does not exist; it moves forward by the length of the gap
 *   (01:30 on 2026-03-29 in London becomes 02:30 BST), as Luxon and Temporal's 'compatible'
 *   disambiguation do. Hours wholly inside the gap therefore become empty and offer nothing.
 * - A time that happens twice on a fall-back day means its first occurrence (01:30 on 2026-10-25
 *   in London is 01:30 BST), again as Temporal's 'compatible'. Luxon alone picks either occurrence
 *   depending on its offset guess, so the earlier of its possible offsets is taken explicitly.
 *
 * Speed: a Luxon offset look-up formats a date through Intl (several microseconds; fromObject plus
 * getPossibleOffsets make about eight), and a month has a few hundred distinct opening and closing
 * times. So Luxon finds each day's midnight, and a day that starts at 00:00 and whose next midnight
 * has the same offset has no transition (no tzdb zone changes its offset twice within a day): a
 * wall time on it is that midnight plus the elapsed time, the same arithmetic as stepping slots in
 * epoch milliseconds. Only on transition days does Luxon convert each time (memoised, as resources
 * usually share opening times).
 */
export function createWallClock(timezone: string): WallClock {
  let clock = clocks.get(timezone)
  if (!clock) {
    clock = makeWallClock(timezone)
    clocks.set(timezone, clock)
  }
  return clock
}

/**
 * One clock per zone for the process: a day's midnight in a zone does not change, so the slot
 * lists and re-checks of every request share what their predecessors looked up instead of asking
 * Luxon again, whose offset look-ups are the costly part of a re-check.
 */
const clocks = new Map<string, WallClock>()
/** Days remembered per zone before starting afresh (about eleven years of dates): a memory bound. */
const maxDays = 4096

function makeWallClock(timezone: string) {
  // IANAZone.create caches the zone and its validity; isValidZone would build a formatter per call.
  const zone = IANAZone.create(timezone)
  if (!zone.isValid) throw new RangeError(`Unknown IANA time zone: ${timezone}`)
  const midnights = new Map<string, DateTime>()
  const starts = new Map<string, { midnight: DateTime; linear: boolean }>()
  const transitionInstants = new Map<string, number>()
  const calendarDate = dateFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })

  function midnight(day: CalendarDay): DateTime {
    let found = midnights.get(day.date)
    if (found) return found
    if (midnights.size >= maxDays) {
      midnights.clear()
      starts.clear()
      transitionInstants.clear()
    }
    const [year, month, date] = day.date.split('-').map(Number)
    const wall = { year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 }
    // Set on the previous midnight, Luxon's guess is the offset in force before any change on this
    // date: one look-up on most days, and the first of two midnights where clocks go back at 01:00
    // (Cuba). Without that midnight, ask Luxon for every possible offset.
    const previous = midnights.get(addDays(day, -1).date)
    found = previous ? previous.set(wall) : earliest(DateTime.fromObject(wall, { zone }))
    midnights.set(day.date, found)
    return found
  }

  function startOf(day: CalendarDay) {
    let found = starts.get(day.date)
    if (found) return found
    const start = midnight(day)
    // A midnight inside a gap (zones that spring forward at 00:00) was moved to 01:00.
    const startsAtZero = start.hour === 0 && start.minute === 0 && start.second === 0
    found = {
      midnight: start,
      linear: startsAtZero && start.offset === midnight(addDays(day, 1)).offset,
    }
    starts.set(day.date, found)
    return found
  }

  function toInstant(day: CalendarDay, secondsOfDay: number): number {
    if (secondsOfDay === DAY_SECONDS) return toInstant(addDays(day, 1), 0)
    const start = startOf(day)
    if (start.linear) return start.midnight.toMillis() + secondsOfDay * 1000
    const key = `${day.date} ${secondsOfDay}`
    let instant = transitionInstants.get(key)
    if (instant === undefined) {
      const wall = start.midnight.set({
        hour: Math.floor(secondsOfDay / 3600),
        minute: Math.floor(secondsOfDay / 60) % 60,
        second: secondsOfDay % 60,
      })
      instant = earliest(wall).toMillis()
      transitionInstants.set(key, instant)
    }
    return instant
  }

  function dateOf(instant: number): CalendarDay {
    return parseCalendarDate(calendarDate.format(instant))
  }

  return { toInstant, dateOf }
}

/** The first occurrence of a wall time that happens twice; any other time as it is. */
function earliest(wall: DateTime): DateTime {
  return wall.getPossibleOffsets().reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a))
}

export type WallClock = ReturnType<typeof makeWallClock>

/** One day's open interval, and the whole stretch of open time it is part of. */
export type OpenInterval = Interval & { stretch: Interval }

/**
 * One resource's open intervals over consecutive days, sorted. A day's intervals that overlap or
 * touch are merged (09:00–12:00 and 12:00–17:00 are one interval); slots step from each merged
 * interval's start, so a day's slots do not depend on the range asked for. Intervals of
 * consecutive days that touch (22:00–24:00, then 00:00–02:00) form one stretch: a slot starting
 * in the first may run into the second, and buffers may reach across the join.
 */
export function openIntervals({
  clock,
  days,
  weeklyHours,
  overrides,
}: {
  clock: WallClock
  days: CalendarDay[]
  weeklyHours: WeeklyHours[]
  overrides: DateOverride[]
}): OpenInterval[] {
  // Parsed once per resource rather than once per day.
  const parse = ({ start, end }: WallInterval) => ({
    start: parseWallTime(start),
    end: parseWallTime(end),
  })
  const byWeekday = new Map<number, { start: number; end: number }[]>()
  for (const hours of weeklyHours) {
    byWeekday.set(hours.weekday, [...(byWeekday.get(hours.weekday) ?? []), parse(hours)])
  }
  const byDate = new Map<string, { start: number; end: number }[]>()
  for (const override of overrides) {
    byDate.set(override.date, [
      ...(byDate.get(override.date) ?? []),
      ...override.intervals.map(parse),
    ])
  }

  // Plain loops: this runs for every day of every resource of every slot list.
  const open: OpenInterval[] = []
  const today: Interval[] = []
  for (const day of days) {
    const hours = byDate.get(day.date) ?? byWeekday.get(day.weekday)
    if (!hours) continue
    today.length = 0
    for (const { start, end } of hours) {
      const interval = { start: clock.toInstant(day, start), end: clock.toInstant(day, end) }
      if (interval.end > interval.start) today.push(interval)
    }
    // By start, in place: a day has a handful of intervals, and `Array#sort` sets up work arrays at
    // every call (a twentieth of what a month's slot list allocated).
    for (let i = 1; i < today.length; i++) {
      const interval = today[i] as Interval
      let j = i - 1
      for (; j >= 0 && (today[j] as Interval).start > interval.start; j--) {
        today[j + 1] = today[j] as Interval
      }
      today[j + 1] = interval
    }
    const firstToday = open.length
    for (const interval of today) {
      const last = open[open.length - 1]
      if (last && open.length > firstToday && interval.start <= last.end) {
        last.end = Math.max(last.end, interval.end)
      } else {
        // Its stretch is set below, once every day's intervals are in.
        open.push({ start: interval.start, end: interval.end, stretch: interval })
      }
    }
  }
  // Instants grow with wall time, so intervals of different days can touch but never overlap.
  let stretch: Interval | undefined
  for (const interval of open) {
    if (stretch && interval.start === stretch.end) stretch.end = interval.end
    else stretch = { start: interval.start, end: interval.end }
    interval.stretch = stretch
  }
  return open
}
