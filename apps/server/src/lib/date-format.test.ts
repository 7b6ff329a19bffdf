import { describe, expect, it } from 'vitest'
import { formatWhen } from '../modules/bookings/bookings.mails.ts'
import { dateFormat } from './date-format.ts'

describe('dateFormat', () => {
  it('makes a format once for the same locale and options, another for other options', () => {
    const options = { timeZone: 'Europe/London', dateStyle: 'full' } as const
    expect(dateFormat('en-GB', { ...options })).toBe(dateFormat('en-GB', options))
    expect(dateFormat('en-GB', { ...options, timeZone: 'Asia/Tokyo' })).not.toBe(
      dateFormat('en-GB', options),
    )
  })

  it("formats in the zone it was made for: a booking mail's time, summer and winter", () => {
    const when = (start: string, end: string, timezone: string) =>
      formatWhen({ start: new Date(start), end: new Date(end), timezone })
    expect(when('2026-03-03T10:30:00Z', '2026-03-03T11:30:00Z', 'Europe/London')).toBe(
      'Tuesday, 3 March 2026, 10:30–11:30 (Europe/London)',
    )
    expect(when('2026-07-07T09:00:00Z', '2026-07-07T10:00:00Z', 'Europe/London')).toBe(
      'Tuesday, 7 July 2026, 10:00–11:00 (Europe/London)',
    )
    expect(when('2026-07-07T23:30:00Z', '2026-07-08T00:30:00Z', 'Asia/Tokyo')).toBe(
      'Wednesday, 8 July 2026, 08:30–09:30 (Asia/Tokyo)',
    )
  })
})
