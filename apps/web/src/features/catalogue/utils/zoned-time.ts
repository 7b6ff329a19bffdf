import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The instant at a wall-clock time ("2026-12-24T09:00") in the business's time zone, as ISO.
 * A time skipped by a daylight-saving change moves forward, as clocks do.
 */
export const zonedToInstant = (wallTime: string, zone: string): string =>
  dayjs.tz(wallTime, zone).toISOString()

const parts = (instant: Date, zone: string) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return values as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>
}

/** "2026-12-24T09:00": the wall-clock time of an instant in a zone, for a datetime-local field. */
export function instantToZoned(iso: string, zone: string): string {
  const p = parts(new Date(iso), zone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** Today's date ("2026-12-24") in a zone. */
export function todayIn(zone: string, now = new Date()): string {
  const p = parts(now, zone)
  return `${p.year}-${p.month}-${p.day}`
}

/** "Thu 24 Dec 2026, 09:00": an instant as people read it, in the business's zone. */
export const formatInstant = (iso: string, zone: string) =>
  new Intl.DateTimeFormat(undefined, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))

/** "Thursday 24 December 2026": a calendar date (no zone: it is a date, not an instant). */
export const formatDate = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Intl.DateTimeFormat(undefined, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)))
}
