import { describe, expect, it } from 'vitest'
import { openTime, secondsOf } from './statistics.open-time.ts'

const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }))

const at = (iso: string) => Date.parse(iso)

describe('the open time the statistics measure', () => {
  it('is the slot engine’s open intervals, each on the day whose hours it is', () => {
    const open = openTime(
      'Europe/London',
      { from: '2026-12-24', to: '2026-12-26' },
      {
        weeklyHours: weekdays('09:00', '17:00'),
        overrides: [
          { date: '2026-12-25', intervals: [] },
          { date: '2026-12-26', intervals: [{ start: '22:00', end: '24:00' }] },
        ],
        timeOff: [],
      },
    )
    expect(open).toEqual([
      { day: '2026-12-24', start: at('2026-12-24T09:00:00Z'), end: at('2026-12-24T17:00:00Z') },
      { day: '2026-12-26', start: at('2026-12-26T22:00:00Z'), end: at('2026-12-27T00:00:00Z') },
    ])
  })

  it('leaves out time off, which may split a day or take all of it', () => {
    const open = openTime(
      'Europe/London',
      { from: '2026-12-01', to: '2026-12-02' },
      {
        weeklyHours: weekdays('09:00', '17:00'),
        overrides: [],
        timeOff: [
          {
            id: 'a',
            start: '2026-12-01T12:00:00.000Z',
            end: '2026-12-01T13:00:00.000Z',
            reason: 'closed',
          },
          {
            id: 'b',
            start: '2026-12-02T00:00:00.000Z',
            end: '2026-12-03T00:00:00.000Z',
            reason: 'closed',
          },
        ],
      },
    )
    expect(open.map((o) => o.day)).toEqual(['2026-12-01', '2026-12-01'])
    expect(secondsOf(open)).toBe(7 * 3600)
  })

  it('follows the clocks: the night London’s clocks go forward has an hour less', () => {
    const night = (day: string) =>
      secondsOf(
        openTime(
          'Europe/London',
          { from: day, to: day },
          { weeklyHours: weekdays('00:00', '24:00'), overrides: [], timeOff: [] },
        ),
      ) / 3600
    expect(night('2027-03-27')).toBe(24)
    expect(night('2027-03-28')).toBe(23)
    expect(night('2027-10-31')).toBe(25)
  })
})
