import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import { activeLanguage, translate } from './i18n/active.ts'
import type { Language } from './i18n/languages.ts'

/**
 * Every date and time on the web, in one place. The zone, where there is one, is always the first
 * argument. Instants come from the server in UTC; people read them as wall-clock times in the
 * business's IANA zone (the booking's or quote's `timezone`), and in their own when that differs.
 * The zone's rules come from the browser's Intl time-zone data, never hours added by hand (STYLE
 * rule 10); dayjs steps calendar days.
 *
 * A "day" is a calendar date key, `YYYY-MM-DD`, with no zone; a "month" is `YYYY-MM`. Date keys are
 * read at UTC midnight, so the zone of the machine never moves them.
 *
 * English is written one way for everyone: British English ("Monday 25 November 2030", "14:30"),
 * not the browser's locale, so that the staff's screens and the customer's read a time alike; the
 * unit tests and the e2e journeys (e2e/booking-states.ts) expect these words. dayjs's built-in
 * English names are used with fixed patterns, so no ICU version can add a comma (ICU 78 writes
 * en-GB's long date "Monday, 25 November 2030"). Another language on screen (the date helpers'
 * `language`) is written by Intl.DateTimeFormat in that language's own way; times stay 24-hour.
 *
 * Reading an instant's wall clock in a zone is the hot path (a month of free times reads a few
 * thousand): it goes through one cached `Intl.DateTimeFormat` per zone. dayjs's time-zone plugin
 * builds a new formatter on every call, about a millisecond each.
 */

dayjs.extend(utc)

const DAY = 'YYYY-MM-DD'

const calendar = (day: string) => dayjs.utc(day)

type WallClock = { day: string; hour: string; minute: string; second: string }

const wallClockFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `instant` in `zone`, as zero-padded fields read by the zone's rules. */
function wallClock(zone: string, instant: Date | string | number): WallClock {
  let format = wallClockFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    wallClockFormats.set(zone, format)
  }
  const parts: Record<string, string> = {}
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    second: parts.second ?? '00',
  }
}

/** The browser's own time zone, e.g. Europe/Paris. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

// Instants in a zone

/** The calendar date of `instant` in `zone`: `2026-11-30`. */
export const dayIn = (zone: string, instant: Date | string): string => wallClock(zone, instant).day

/** Today's date in `zone`: `2026-12-24`. */
export const todayIn = (zone: string, now: Date): string => dayIn(zone, now)

const timeFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * "10:30", 24-hour, in `zone`; "10:30:05" with the seconds (the audit log's order of events). In
 * another language, Intl's 24-hour time in that language (its own digits where it has them).
 */
export const timeIn = (
  zone: string,
  instant: Date | string,
  { seconds = false, language = 'en' }: { seconds?: boolean } & InLanguage = {},
): string => {
  if (language !== 'en') {
    const key = `${language}:${zone}:${seconds}`
    let format = timeFormats.get(key)
    if (!format) {
      format = new Intl.DateTimeFormat(language, {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        hourCycle: 'h23',
      })
      timeFormats.set(key, format)
    }
    return format.format(new Date(instant))
  }
  const { hour, minute, second } = wallClock(zone, instant)
  return seconds ? `${hour}:${minute}:${second}` : `${hour}:${minute}`
}

/** The hour (0–23) of `instant` in `zone`. */
export const hourIn = (zone: string, instant: Date | string): number =>
  Number(wallClock(zone, instant).hour)

/** "2026-12-24T09:00": the wall-clock time of an instant in `zone`, for a datetime-local field. */
export const instantToZoned = (zone: string, instant: Date | string): string => {
  const { day, hour, minute } = wallClock(zone, instant)
  return `${day}T${hour}:${minute}`
}

/** The wall clock of `instant` in `zone` read as if it were UTC: the instant plus the offset. */
function wallAsUtc(zone: string, instant: number): number {
  const { day, hour, minute, second } = wallClock(zone, instant)
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, date, Number(hour), Number(minute), Number(second))
}

const DAY_MS = 86_400_000

/**
 * The instant at a wall-clock time ("2026-12-24T09:00") in `zone`, as ISO. The zone's offsets a
 * day before and a day after give the candidates: one that reads back as that wall time is it
 * (the earlier of two where the clocks go back, as the server reads such a time); a time skipped
 * by the clocks going forward has none, and moves forward by the gap, as clocks do.
 */
export const zonedToInstant = (zone: string, wallTime: string): string => {
  const [date = '', time = '00:00'] = wallTime.split('T')
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const offsetBefore = wallAsUtc(zone, asUtc - DAY_MS) - (asUtc - DAY_MS)
  const offsetAfter = wallAsUtc(zone, asUtc + DAY_MS) - (asUtc + DAY_MS)
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter].filter(
    (instant) => wallAsUtc(zone, instant) === asUtc,
  )
  return new Date(candidates.length ? Math.min(...candidates) : asUtc - offsetBefore).toISOString()
}

/**
 * The instant `day` begins in `zone`, as ISO. Not midnight UTC plus today's offset: a
 * daylight-saving change can fall in between, so each day's start is looked up on its own.
 */
export const startOfDay = (zone: string, day: string): string =>
  zonedToInstant(zone, `${day}T00:00`)

// Calendar dates

/** "Monday 30 November 2026", or "Monday 30 November" for headings where the year goes without saying. */
type InLanguage = { language?: Language }

const dateFormats = new Map<string, Intl.DateTimeFormat>()
/** A date key written by Intl in `language`, read at UTC midnight like every date key here. */
const intlDate = (language: Language, day: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${language}:${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })
    dateFormats.set(key, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}

/**
 * "Monday 30 November 2026", or "Monday 30 November" for headings where the year goes without
 * saying; in another language, its own way ("Montag, 30. November 2026", "2026年11月30日月曜日").
 */
export const longDate = (
  day: string,
  { year = true, language = activeLanguage() }: { year?: boolean } & InLanguage = {},
): string =>
  language === 'en'
    ? calendar(day).format(year ? 'dddd D MMMM YYYY' : 'dddd D MMMM')
    : intlDate(language, day, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(year ? { year: 'numeric' } : {}),
      })

/**
 * A date key with only the fields asked for, written by Intl in `language`: a date picker's
 * weekday ("Mo"), month ("Nov.") or year, where the language is not English (whose pickers keep
 * their own words).
 */
export const dateFields = (
  day: string,
  options: Intl.DateTimeFormatOptions,
  { language = activeLanguage() }: InLanguage = {},
): string => intlDate(language, day, options)

/** "Mon 30 Nov 2026", or "Mon 30 Nov". */
export const shortDate = (
  day: string,
  { year = true, language = activeLanguage() }: { year?: boolean } & InLanguage = {},
): string =>
  language === 'en'
    ? calendar(day).format(year ? 'ddd D MMM YYYY' : 'ddd D MMM')
    : intlDate(language, day, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        ...(year ? { year: 'numeric' } : {}),
      })

/** "30 Nov": a day in a range whose year is said once, at its end. */
export const dayAndMonth = (
  day: string,
  { language = activeLanguage() }: InLanguage = {},
): string =>
  language === 'en'
    ? calendar(day).format('D MMM')
    : intlDate(language, day, { day: 'numeric', month: 'short' })

/** "30 Nov 2026": a date in the staff's tables (joined, asked on). */
export const mediumDate = (
  day: string,
  { language = activeLanguage() }: InLanguage = {},
): string =>
  language === 'en'
    ? calendar(day).format('D MMM YYYY')
    : intlDate(language, day, { day: 'numeric', month: 'short', year: 'numeric' })

/** "November 2026" */
export const monthName = (
  month: string,
  { language = activeLanguage() }: InLanguage = {},
): string =>
  language === 'en'
    ? calendar(firstDayOf(month)).format('MMMM YYYY')
    : intlDate(language, firstDayOf(month), { month: 'long', year: 'numeric' })

/** Day of the week of a date key, Monday = 0 … Sunday = 6 (weeks start on Monday). */
export const weekdayIndex = (day: string): number => (calendar(day).day() + 6) % 7

/** `day` moved by `days` (negative goes back): "2026-12-31" + 1 → "2027-01-01". */
export const addDays = (day: string, days: number): string =>
  calendar(day).add(days, 'day').format(DAY)

/** A wall-clock time (`YYYY-MM-DD HH:mm:ss`, no zone) moved on by `ms` milliseconds. */
export const addToWallTime = (wallTime: string, ms: number): string =>
  calendar(wallTime).add(ms, 'ms').format('YYYY-MM-DD HH:mm:ss')

export const monthOf = (day: string): string => day.slice(0, 7)

/** `month` moved by `months`: "2026-12" + 1 → "2027-01". */
export const addMonths = (month: string, months: number): string =>
  calendar(firstDayOf(month)).add(months, 'month').format('YYYY-MM')

export const daysInMonth = (month: string): number => calendar(firstDayOf(month)).daysInMonth()

export const firstDayOf = (month: string): string => `${month}-01`
export const lastDayOf = (month: string): string =>
  calendar(firstDayOf(month)).endOf('month').format(DAY)

// Instants as people read them

/** "Monday 25 November 2030 at 10:30", read in `zone`, in the language on screen. */
export const longInstant = (zone: string, instant: Date | string): string =>
  translate('dates.dayAtTime', { day: longDate(dayIn(zone, instant)), time: timeIn(zone, instant) })

/** "25 Nov 2030" read in `zone`; "25 Nov 2030, 10:30" with the time, "…, 10:30:05" with seconds. */
export const mediumInstant = (
  zone: string,
  instant: Date | string,
  { time = false, seconds = false }: { time?: boolean; seconds?: boolean } = {},
): string => {
  const day = mediumDate(dayIn(zone, instant))
  return time || seconds
    ? translate('dates.dayAndTime', { day, time: timeIn(zone, instant, { seconds }) })
    : day
}

/** "Mon 25 Nov 2030, 10:30", read in `zone`. */
export const shortInstant = (zone: string, instant: Date | string): string =>
  translate('dates.dayAndTime', {
    day: shortDate(dayIn(zone, instant)),
    time: timeIn(zone, instant),
  })

/** "London" from Europe/London, "New York" from America/New_York. */
export const cityOf = (zone: string): string => (zone.split('/').pop() ?? zone).replaceAll('_', ' ')

/** "London time", or "UTC" for zones that are not a place. */
export const zoneLabel = (zone: string): string =>
  zone.includes('/') && !zone.startsWith('Etc/')
    ? translate('dates.zoneTime', { city: cityOf(zone) })
    : 'UTC'

type Span = { start: string; end: string }
type Zones = { businessZone: string; visitorZone: string }

/**
 * The visitor's side of a time, when it reads differently from the business's (another zone
 * with another offset at that moment): "05:30", and the visitor's own day if that differs too.
 */
export function visitorTime(
  span: Span,
  { businessZone, visitorZone }: Zones,
): { start: string; end: string; day: string | null } | null {
  if (!visitorZone || visitorZone === businessZone) return null
  const start = timeIn(visitorZone, span.start)
  const end = timeIn(visitorZone, span.end)
  const businessDay = dayIn(businessZone, span.start)
  const visitorDay = dayIn(visitorZone, span.start)
  if (start === timeIn(businessZone, span.start) && visitorDay === businessDay) return null
  return { start, end, day: visitorDay === businessDay ? null : visitorDay }
}

/** "05:30 your time", or "05:30 your time, Sun 29 Nov" when it falls on another day there. */
export const visitorTimeText = (visitor: { start: string; day: string | null }): string =>
  visitor.day
    ? translate('dates.yourTimeOnDay', {
        time: visitor.start,
        day: shortDate(visitor.day, { year: false }),
      })
    : translate('dates.yourTime', { time: visitor.start })

/**
 * The full name of a time, for a slot button or a summary: "Monday 30 November 2026, 10:30 to
 * 11:30 (Europe/London)", then the visitor's time when it differs. A screen reader announces it
 * whole, not only "10:30" (research: booking-anchors §2 item 13).
 */
export function spanLabel(span: Span, zones: Zones): string {
  const { businessZone, visitorZone } = zones
  const business = translate('dates.span', {
    day: longDate(dayIn(businessZone, span.start)),
    start: timeIn(businessZone, span.start),
    end: timeIn(businessZone, span.end),
    zone: businessZone,
  })
  const visitor = visitorTime(span, zones)
  return visitor
    ? translate('dates.spanForVisitor', {
        span: business,
        visitor: visitorTimeText(visitor),
        zone: visitorZone,
      })
    : business
}
