/** The next date (YYYY-MM-DD, in `timezone`) that is an ISO `weekday` at least `minDays` ahead. */
export function nextWeekday(weekday: number, { minDays = 3, timezone = 'Europe/London' } = {}) {
  for (let d = minDays; d < minDays + 8; d++) {
    const day = new Date(Date.now() + d * 86_400_000)
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    }).formatToParts(day)
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
    const iso = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1
    if (iso === weekday) return `${get('year')}-${get('month')}-${get('day')}`
  }
  throw new Error('unreachable')
}

/** The calendar date (YYYY-MM-DD) after `date`. */
export function dayAfter(date: string) {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/** The instant of a wall-clock time on `date` in Europe/London (the demo business). */
export function londonInstant(date: string, time: string) {
  // Try both offsets London can have; keep the one that reads back as the asked wall time.
  for (const offset of ['+00:00', '+01:00']) {
    const instant = new Date(`${date}T${time}:00${offset}`)
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant)
    if (shown === time) return instant.toISOString()
  }
  throw new Error(`${date} ${time} does not exist in London`)
}
