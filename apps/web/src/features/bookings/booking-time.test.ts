import { describe, expect, it } from 'vitest'
import {
  addMonths,
  dayIn,
  formatDuration,
  longDay,
  spanLabel,
  timeIn,
  visitorTime,
  weekdayIndex,
} from './booking-time.ts'

const london = { businessZone: 'Europe/London', visitorZone: 'Europe/London' }

describe('booking times', () => {
  it('name a slot with its full date and time in the business’s zone', () => {
    expect(
      spanLabel({ start: '2026-11-30T10:30:00.000Z', end: '2026-11-30T11:30:00.000Z' }, london),
    ).toBe('Monday 30 November 2026, 10:30 to 11:30 (Europe/London)')
  })

  it('follow daylight saving time: 10:30 in a London summer is 09:30 UTC', () => {
    const span = { start: '2026-07-06T09:30:00.000Z', end: '2026-07-06T10:30:00.000Z' }
    expect(spanLabel(span, london)).toBe('Monday 6 July 2026, 10:30 to 11:30 (Europe/London)')
  })

  it('add the visitor’s own time when their zone reads differently', () => {
    const span = { start: '2026-11-30T10:30:00.000Z', end: '2026-11-30T11:30:00.000Z' }
    expect(spanLabel(span, { ...london, visitorZone: 'America/New_York' })).toBe(
      'Monday 30 November 2026, 10:30 to 11:30 (Europe/London); 05:30 your time (America/New_York)',
    )
  })

  it('say the visitor’s day too when it is another one there', () => {
    const span = { start: '2026-11-30T18:00:00.000Z', end: '2026-11-30T20:00:00.000Z' }
    expect(visitorTime(span, { ...london, visitorZone: 'Asia/Tokyo' })).toEqual({
      start: '03:00',
      end: '05:00',
      day: '2026-12-01',
    })
    expect(spanLabel(span, { ...london, visitorZone: 'Asia/Tokyo' })).toContain(
      '; 03:00 your time, Tue 1 Dec (Asia/Tokyo)',
    )
  })

  it('say nothing more for another zone name on the same clock (UTC and London in winter)', () => {
    const winter = { start: '2026-11-30T10:30:00.000Z', end: '2026-11-30T11:30:00.000Z' }
    const summer = { start: '2026-07-06T09:30:00.000Z', end: '2026-07-06T10:30:00.000Z' }
    expect(visitorTime(winter, { ...london, visitorZone: 'UTC' })).toBeNull()
    expect(visitorTime(summer, { ...london, visitorZone: 'UTC' })?.start).toBe('09:30')
  })

  it('put an instant on its calendar date in a zone, not the machine’s', () => {
    expect(dayIn('Europe/London', '2026-11-30T23:30:00.000Z')).toBe('2026-11-30')
    expect(dayIn('Asia/Tokyo', '2026-11-30T23:30:00.000Z')).toBe('2026-12-01')
    expect(timeIn('America/Los_Angeles', '2026-11-30T08:05:00.000Z')).toBe('00:05')
  })

  it('do calendar arithmetic on date keys', () => {
    expect(longDay('2026-03-29')).toBe('Sunday 29 March 2026')
    expect(weekdayIndex('2026-11-30')).toBe(0)
    expect(weekdayIndex('2026-11-29')).toBe(6)
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
  })

  it('write durations in words', () => {
    expect(formatDuration(30)).toBe('30 min')
    expect(formatDuration(60)).toBe('1 hour')
    expect(formatDuration(90)).toBe('1 hour 30 min')
    expect(formatDuration(120)).toBe('2 hours')
  })
})
