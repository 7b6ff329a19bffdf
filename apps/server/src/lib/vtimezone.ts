import { IANAZone } from 'luxon'

/**
 * An iCalendar VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone over whole years, read from the same
 * zone rules as the slot engine (the runtime's, through Luxon) so that a calendar shows a booking
 * at the hour Reserva does. Each change of offset in those years is an observance of its own, with
 * its onset as DTSTART in the local time before it: no rule (RRULE) is guessed from the changes,
 * so a zone whose rules change between years stays right.
 */

const day = 24 * 60 * 60 * 1000
const minute = 60 * 1000

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.abs(minutes)
  const hh = String(Math.floor(whole / 60)).padStart(2, '0')
  const mm = String(whole % 60).padStart(2, '0')
  return `${sign}${hh}${mm}`
}

/** The wall-clock time at `instant` in a zone `offset` minutes from UTC, as a DATE-TIME. */
export const localDateTime = (instant: number, offset: number) =>
  new Date(instant + offset * minute)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '')

/** The instants in [from, to) where the zone's offset changes, each with its offsets. */
function changes(zone: IANAZone, from: number, to: number) {
  const found: { at: number; before: number; after: number }[] = []
  let previous = zone.offset(from)
  for (let t = from + day; t < to + day; t += day) {
    const current = zone.offset(t)
    if (current === previous) continue
    // The change is in (t - day, t]: narrow it to the minute.
    let low = t - day
    let high = t
    while (high - low > minute) {
      const middle = low + Math.floor((high - low) / 2 / minute) * minute
      if (zone.offset(middle) === previous) low = middle
      else high = middle
    }
    if (high < to) found.push({ at: high, before: previous, after: current })
    previous = current
  }
  return found
}

/**
 * The zones and years already worked out, newest last. Finding a zone's changes asks the zone's
 * offset a thousand times over two years, which cost half a booking's server time when each
 * confirmation mail's calendar file did it again; a business has one zone, its bookings a year or
 * two, and a zone's rules do not change while the server runs.
 */
const made = new Map<string, readonly string[]>()
const keep = 64

/**
 * The VTIMEZONE lines for `timeZone` covering the years `fromYear` to `toYear`. An offset above
 * the year's lowest is daylight time; the first observance starts on 1 January of `fromYear`.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): readonly string[] {
  const key = `${timeZone} ${fromYear} ${toYear}`
  let lines = made.get(key)
  if (!lines) {
    lines = workOut(timeZone, fromYear, toYear)
    if (made.size >= keep) made.delete(made.keys().next().value as string)
    made.set(key, lines)
  }
  return lines
}

function workOut(timeZone: string, fromYear: number, toYear: number): string[] {
  const zone = IANAZone.create(timeZone)
  if (!zone.isValid) throw new Error(`Not an IANA time zone: ${timeZone}`)
  const from = Date.UTC(fromYear, 0, 1)
  const to = Date.UTC(toYear + 1, 0, 1)
  const lowest = (instant: number) => {
    const year = new Date(instant).getUTCFullYear()
    return Math.min(zone.offset(Date.UTC(year, 0, 1)), zone.offset(Date.UTC(year, 6, 1)))
  }
  const first = zone.offset(from)
  const observances = [{ at: from, before: first, after: first }, ...changes(zone, from, to)].map(
    ({ at, before, after }) => {
      const kind = after > lowest(at) ? 'DAYLIGHT' : 'STANDARD'
      return [
        `BEGIN:${kind}`,
        `DTSTART:${localDateTime(at, before)}`,
        `TZOFFSETFROM:${offsetText(before)}`,
        `TZOFFSETTO:${offsetText(after)}`,
        `END:${kind}`,
      ]
    },
  )
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances.flat(), 'END:VTIMEZONE']
}
