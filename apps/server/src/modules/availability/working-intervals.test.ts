import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { calendarDays, createWallClock, parseCalendarDate } from './working-intervals.ts'

describe('createWallClock', () => {
  // The clock adds elapsed time to Luxon's midnight on days without a transition and asks Luxon
  // for each time on the others; both must give what Luxon gives for every date of a year.
  const zones = [
    'Europe/London',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Adelaide',
    'Australia/Lord_Howe', // moves by 30 minutes
    'America/Santiago', // changes at midnight
    'America/Havana', // two midnights in November
  ]
  const times = ['00:00', '00:30', '01:30', '02:15', '02:45', '03:00', '09:15', '23:45']

  it.each(zones)(
    'turns wall times into the instants Luxon gives, every day of 2026 in %s',
    (zone) => {
      const clock = createWallClock(zone)
      const days = calendarDays(parseCalendarDate('2026-01-01'), parseCalendarDate('2026-12-31'))
      const mismatches: string[] = []
      for (const day of days) {
        for (const time of times) {
          const [hour, minute] = time.split(':').map(Number)
          const luxon = DateTime.fromISO(`${day.date}T${time}`, { zone })
            .getPossibleOffsets()
            .map((candidate) => candidate.toMillis())
          const expected = Math.min(...luxon)
          const actual = clock.toInstant(day, hour! * 3600 + minute! * 60)
          if (actual !== expected) mismatches.push(`${day.date} ${time}`)
        }
      }
      expect(mismatches).toEqual([])
    },
  )

  it('reads the calendar date of an instant in the zone', () => {
    const kolkata = createWallClock('Asia/Kolkata')
    expect(kolkata.dateOf(Date.parse('2026-03-07T18:30:00Z')).date).toBe('2026-03-08')
    expect(kolkata.dateOf(Date.parse('2026-03-07T18:29:59Z')).date).toBe('2026-03-07')
  })
})
