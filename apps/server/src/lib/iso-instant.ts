const DAY = 86_400_000
/** Years 0000–9999: beyond them `toISOString` writes six digits and a sign. */
const fourDigitYears = {
  from: Date.parse('0000-01-01T00:00:00Z'),
  to: Date.parse('+010000-01-01T00:00:00Z'),
}
const twoDigits = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'))

/** Past this many distinct times of day, a writer from `createIsoInstant` keeps no new ones. */
const MAX_TIMES_KEPT = 4096

/**
 * Epoch milliseconds as `Date#toISOString` writes them ('2026-11-26T09:15:00.000Z'), for the long
 * runs of nearby instants a slot list makes: each UTC date is written by `toISOString` once and
 * reused, and so is each time of day ('09:15:00.000Z'), so that an instant is one join of two kept
 * strings. A slot needs two instants and a month over five resources has about a thousand slots;
 * a time of day put together from its parts each time would be seven joins, and their
 * intermediate strings garbage for the collector.
 */
export function createIsoInstant() {
  let day = Number.NaN
  let datePart = ''
  const times = new Map<number, string>()
  return (ms: number): string => {
    if (!(ms >= fourDigitYears.from && ms < fourDigitYears.to)) return new Date(ms).toISOString()
    const today = Math.floor(ms / DAY)
    if (today !== day) {
      day = today
      datePart = new Date(today * DAY).toISOString().slice(0, 11)
    }
    const rest = ms - today * DAY
    let time = times.get(rest)
    if (time === undefined) {
      const hours = twoDigits[Math.floor(rest / 3_600_000)]
      const minutes = twoDigits[Math.floor(rest / 60_000) % 60]
      const seconds = twoDigits[Math.floor(rest / 1000) % 60]
      const millis = rest % 1000
      const pad = millis < 10 ? '00' : millis < 100 ? '0' : ''
      time = `${hours}:${minutes}:${seconds}.${pad}${millis}Z`
      if (times.size < MAX_TIMES_KEPT) times.set(rest, time)
    }
    return datePart + time
  }
}
