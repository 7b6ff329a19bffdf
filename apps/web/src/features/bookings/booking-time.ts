/**
 * Dates and times for booking screens. Instants come from the server in UTC; people read them as
 * wall-clock times in the business's IANA time zone, and in their own when that differs
 * (STYLE rule 10: Intl does the zone arithmetic, never hours added by hand).
 *
 * A "day" here is a calendar date key, `YYYY-MM-DD`, and a "month" is `YYYY-MM`. Date keys are
 * turned into words through UTC midnight, so the zone of the machine never moves them.
 */

const LOCALE = 'en-GB'

/** The browser's own time zone, e.g. Europe/Paris. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let value = formatters.get(key)
  if (!value) {
    value = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone })
    formatters.set(key, value)
  }
  return value
}

function parts(timeZone: string, options: Intl.DateTimeFormatOptions, instant: Date) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of formatter(timeZone, options).formatToParts(instant))
    out[part.type] = part.value
  return out
}

const toDate = (instant: Date | string) =>
  typeof instant === 'string' ? new Date(instant) : instant

/** The calendar date of `instant` in `timeZone`: `2026-11-30`. */
export function dayIn(timeZone: string, instant: Date | string): string {
  const p = parts(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, toDate(instant))
  return `${p.year}-${p.month}-${p.day}`
}

/** "10:30", 24-hour, in `timeZone`. */
export function timeIn(timeZone: string, instant: Date | string): string {
  const p = parts(
    timeZone,
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    toDate(instant),
  )
  return `${p.hour}:${p.minute}`
}

/** The hour (0–23) of `instant` in `timeZone`. */
export const hourIn = (timeZone: string, instant: Date | string) =>
  Number(timeIn(timeZone, instant).slice(0, 2))

const utcNoon = (day: string) => new Date(`${day}T12:00:00Z`)

/**
 * "Monday 30 November 2026". Put together from parts: ICU versions disagree on the comma after
 * the weekday, and screen readers read the name as it is.
 */
export function longDay(day: string): string {
  const p = parts(
    'UTC',
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    utcNoon(day),
  )
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`
}

/** "Monday 30 November", for headings where the year goes without saying. */
export function dayWithoutYear(day: string): string {
  const p = parts('UTC', { weekday: 'long', day: 'numeric', month: 'long' }, utcNoon(day))
  return `${p.weekday} ${p.day} ${p.month}`
}

/** "Mon 30 Nov" */
export function shortDay(day: string): string {
  const p = parts('UTC', { weekday: 'short', day: 'numeric', month: 'short' }, utcNoon(day))
  return `${p.weekday} ${p.day} ${p.month}`
}

/** "November 2026" */
export const monthName = (month: string) =>
  formatter('UTC', { month: 'long', year: 'numeric' }).format(utcNoon(`${month}-01`))

/** Day of the week of a date key, Monday = 0 … Sunday = 6 (weeks start on Monday). */
export const weekdayIndex = (day: string) => (utcNoon(day).getUTCDay() + 6) % 7

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = utcNoon(day)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export const monthOf = (day: string) => day.slice(0, 7)

/** `month` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, m - 1 + months, 1, 12))
  return date.toISOString().slice(0, 7)
}

export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, m, 0)).getUTCDate()
}

export const firstDayOf = (month: string) => `${month}-01`
export const lastDayOf = (month: string) =>
  `${month}-${String(daysInMonth(month)).padStart(2, '0')}`

/** "London" from Europe/London, "New York" from America/New_York. */
export const cityOf = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')

/** "London time", or "UTC" for zones that are not a place. */
export const zoneLabel = (timeZone: string) =>
  timeZone.includes('/') && !timeZone.startsWith('Etc/') ? `${cityOf(timeZone)} time` : 'UTC'

type Span = { start: string; end: string }

/**
 * The visitor's side of a time, when it reads differently from the business's (another zone
 * with another offset at that moment): "05:30", and the visitor's own day if that differs too.
 */
export function visitorTime(
  span: Span,
  { businessZone, visitorZone }: { businessZone: string; visitorZone: string },
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
export function visitorTimeText(visitor: { start: string; day: string | null }): string {
  return `${visitor.start} your time${visitor.day ? `, ${shortDay(visitor.day)}` : ''}`
}

/**
 * The full name of a time, for a slot button or a summary: "Monday 30 November 2026, 10:30 to
 * 11:30 (Europe/London)", then the visitor's time when it differs. A screen reader announces it
 * whole, not only "10:30" (research: booking-anchors §2 item 13).
 */
export function spanLabel(
  span: Span,
  { businessZone, visitorZone }: { businessZone: string; visitorZone: string },
): string {
  const business = `${longDay(dayIn(businessZone, span.start))}, ${timeIn(businessZone, span.start)} to ${timeIn(businessZone, span.end)} (${businessZone})`
  const visitor = visitorTime(span, { businessZone, visitorZone })
  return visitor ? `${business}; ${visitorTimeText(visitor)} (${visitorZone})` : business
}

/** "£25.00" */
/** "30 min", "1 hour", "1 hour 30 min", "2 hours" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  return rest === 0 ? h : `${h} ${rest} min`
}
