import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Quotes' dates and times. Instants come from the server in UTC and are read in the business's
 * IANA zone (the quote's `timezone`); a preferred date is a calendar date (YYYY-MM-DD) with no
 * zone. Intl and dayjs do the zone arithmetic, never hours added by hand (STYLE rule 10).
 */

const LOCALE = 'en-GB'

function parts(zone: string, options: Intl.DateTimeFormatOptions, instant: Date) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone }).formatToParts(
    instant,
  ))
    out[part.type] = part.value
  return out
}

/** The calendar date of `instant` in `zone`: "2030-11-25". */
export function dayIn(zone: string, instant: Date | string = new Date()): string {
  const p = parts(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }, new Date(instant))
  return `${p.year}-${p.month}-${p.day}`
}

/** "10:30", 24-hour, in `zone`. */
export function timeIn(zone: string, instant: Date | string): string {
  const p = parts(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, new Date(instant))
  return `${p.hour}:${p.minute}`
}

/** "Monday 25 November 2030" for a calendar date. Put together from parts: ICU disagrees on commas. */
export function longDate(day: string): string {
  const p = parts(
    'UTC',
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    new Date(`${day}T12:00:00Z`),
  )
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`
}

/** "Mon 25 Nov 2030" for a calendar date. */
export function shortDate(day: string): string {
  const p = parts(
    'UTC',
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
    new Date(`${day}T12:00:00Z`),
  )
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`
}

/** "Monday 25 November 2030 at 10:30": an instant as read in `zone`. */
export const longInstant = (zone: string, instant: string) =>
  `${longDate(dayIn(zone, instant))} at ${timeIn(zone, instant)}`

/** "Mon 25 Nov 2030, 10:30": an instant, shorter. */
export const shortInstant = (zone: string, instant: string) =>
  `${shortDate(dayIn(zone, instant))}, ${timeIn(zone, instant)}`

/** "London time" from Europe/London; "UTC" for zones that are not a place. */
export const zoneLabel = (zone: string) =>
  zone.includes('/') && !zone.startsWith('Etc/')
    ? `${(zone.split('/').pop() ?? zone).replaceAll('_', ' ')} time`
    : 'UTC'

/** A calendar date `days` later: "2030-12-31" + 1 → "2031-01-01". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * The instant at a wall-clock time in `zone`, as ISO: ("2030-11-25", "10:30", "Europe/London") →
 * "2030-11-25T10:30:00.000Z". A time skipped by a daylight-saving change moves forward.
 */
export const zonedInstant = ({ day, time, zone }: { day: string; time: string; zone: string }) =>
  dayjs.tz(`${day}T${time}`, zone).toISOString()

/** "12.4 MB", "850 KB", "120 bytes" */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
