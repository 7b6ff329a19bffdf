import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)
dayjs.extend(timezone)

/** Today's date ("2026-12-24") in a zone. */
export function todayIn(zone: string, now = new Date()): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${p.year}-${p.month}-${p.day}`
}

/** A calendar date `days` later: "2026-12-31" + 1 → "2027-01-01" (dates, not instants). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/**
 * The instant a date begins in a zone, as ISO. Not always midnight UTC plus the offset of today:
 * a daylight-saving change can fall in between, so each day's start is looked up on its own.
 */
export const startOfDay = (date: string, zone: string): string =>
  dayjs.tz(`${date}T00:00`, zone).toISOString()

/** The business's date of an instant, "2026-12-24". */
export const dateOf = (iso: string, zone: string) => todayIn(zone, new Date(iso))

/** "09:30" in the zone. */
export const formatTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat(undefined, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))

/** "Mon 23 Nov" in the zone. */
export const formatDay = (iso: string, zone: string) =>
  new Intl.DateTimeFormat(undefined, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(iso))

/** "Saturday 21 November 2026" for a calendar date. */
export const formatLongDate = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Intl.DateTimeFormat(undefined, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)))
}
