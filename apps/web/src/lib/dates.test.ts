import { afterEach, describe, expect, it } from 'vitest'
import { english } from '@/locales/en/index.ts'
import {
  addDays,
  addMonths,
  dayIn,
  daysInMonth,
  hourIn,
  lastDayOf,
  longDate,
  longInstant,
  mediumDate,
  mediumInstant,
  monthName,
  shortDate,
  shortInstant,
  spanLabel,
  startOfDay,
  timeIn,
  todayIn,
  visitorTime,
  weekdayIndex,
  zonedToInstant,
  zoneLabel,
} from './dates.ts'
import { activate } from './i18n/active.ts'
import { loadCatalogue } from './i18n/catalogue.ts'
import { createTranslator } from './i18n/translator.ts'

const LONDON = 'Europe/London'
const london = { businessZone: LONDON, visitorZone: LONDON }

describe('the start of a day in a zone', () => {
  it('is midnight there, whatever the offset: GMT in winter, BST in summer', () => {
    expect(startOfDay(LONDON, '2026-01-15')).toBe('2026-01-15T00:00:00.000Z')
    expect(startOfDay(LONDON, '2026-07-01')).toBe('2026-06-30T23:00:00.000Z')
    expect(startOfDay('America/New_York', '2026-07-01')).toBe('2026-07-01T04:00:00.000Z')
  })

  it.each([
    {
      what: 'follows the clocks going forward at the end of March: that day is 23 hours long',
      // Sunday 29 March 2026: 01:00 GMT becomes 02:00 BST.
      day: '2026-03-29',
      nextDay: addDays('2026-03-29', 1),
      starts: ['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
      hours: 23,
    },
    {
      what: 'follows the clocks going back at the end of October: that day is 25 hours long',
      // Sunday 25 October 2026: 02:00 BST becomes 01:00 GMT.
      day: '2026-10-25',
      nextDay: '2026-10-26',
      starts: ['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
      hours: 25,
    },
  ])('$what', ({ day, nextDay, starts, hours }) => {
    const start = startOfDay(LONDON, day)
    const next = startOfDay(LONDON, nextDay)
    expect([start, next]).toEqual(starts)
    expect(Date.parse(next) - Date.parse(start)).toBe(hours * 3_600_000)
  })

  it('moves forward where midnight itself is skipped (Santiago, first Sunday of September)', () => {
    // 6 September 2026: 00:00 -04 becomes 01:00 -03, so the day begins at 01:00 = 04:00 UTC.
    expect(startOfDay('America/Santiago', '2026-09-06')).toBe('2026-09-06T04:00:00.000Z')
  })
})

describe('wall-clock times in a zone', () => {
  it('turn into the right instant in winter and in summer', () => {
    expect(zonedToInstant(LONDON, '2026-01-15T09:00')).toBe('2026-01-15T09:00:00.000Z')
    expect(zonedToInstant(LONDON, '2026-07-01T09:00')).toBe('2026-07-01T08:00:00.000Z')
    expect(zonedToInstant('America/New_York', '2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z')
  })

  it('move a time skipped by the clocks going forward on, as clocks do', () => {
    expect(zonedToInstant(LONDON, '2026-03-29T01:30')).toBe('2026-03-29T01:30:00.000Z')
    expect(timeIn(LONDON, zonedToInstant(LONDON, '2026-03-29T01:30'))).toBe('02:30')
  })

  it('mean the first of the two where the clocks go back, as the server reads them', () => {
    // Sunday 25 October 2026: 01:30 happens in BST (00:30 UTC), then again in GMT (01:30 UTC).
    expect(zonedToInstant(LONDON, '2026-10-25T01:30')).toBe('2026-10-25T00:30:00.000Z')
    expect(zonedToInstant(LONDON, '2026-10-25T02:30')).toBe('2026-10-25T02:30:00.000Z')
  })

  it('are read back from an instant on the zone’s clock and calendar, not the machine’s', () => {
    expect(dayIn(LONDON, '2026-11-30T23:30:00.000Z')).toBe('2026-11-30')
    expect(dayIn('Asia/Tokyo', '2026-11-30T23:30:00.000Z')).toBe('2026-12-01')
    expect(dayIn(LONDON, '2026-06-30T23:30:00.000Z')).toBe('2026-07-01')
    expect(timeIn('America/Los_Angeles', '2026-11-30T08:05:00.000Z')).toBe('00:05')
    expect(timeIn(LONDON, '2026-07-01T13:45:00.000Z')).toBe('14:45')
    expect(hourIn(LONDON, '2026-07-01T23:45:00.000Z')).toBe(0)
    expect(todayIn('Pacific/Auckland', new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-22')
  })

  it('read either side of the October change, when 01:30 happens twice', () => {
    expect(timeIn(LONDON, '2026-10-25T00:30:00.000Z')).toBe('01:30')
    expect(timeIn(LONDON, '2026-10-25T01:30:00.000Z')).toBe('01:30')
    expect(timeIn(LONDON, '2026-10-25T02:30:00.000Z')).toBe('02:30')
  })
})

describe('calendar dates', () => {
  it('add days over the ends of months, years and February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-11-25', 14)).toBe('2026-12-09')
  })

  it('add whole days across the clock changes, never 23 or 25 hours’ worth', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
  })

  it('add months over the end of a year, and know how long each month is', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(daysInMonth('2028-02')).toBe(29)
    expect(daysInMonth('2026-02')).toBe(28)
    expect(lastDayOf('2026-11')).toBe('2026-11-30')
  })

  it('start weeks on Monday', () => {
    expect(weekdayIndex('2026-11-30')).toBe(0)
    expect(weekdayIndex('2026-11-29')).toBe(6)
  })

  it('are written in British English, the same whatever zone the machine is in', () => {
    expect(longDate('2026-03-29')).toBe('Sunday 29 March 2026')
    expect(longDate('2026-11-30', { year: false })).toBe('Monday 30 November')
    expect(shortDate('2030-11-25')).toBe('Mon 25 Nov 2030')
    expect(shortDate('2030-11-25', { year: false })).toBe('Mon 25 Nov')
    expect(monthName('2026-11')).toBe('November 2026')
  })
})

describe('instants written for people', () => {
  it('say the date and the 24-hour time in the business’s zone', () => {
    expect(longInstant(LONDON, '2030-11-25T10:30:00.000Z')).toBe('Monday 25 November 2030 at 10:30')
    expect(shortInstant(LONDON, '2030-11-25T10:30:00.000Z')).toBe('Mon 25 Nov 2030, 10:30')
    expect(shortInstant('Europe/Paris', '2030-11-25T23:30:00.000Z')).toBe('Tue 26 Nov 2030, 00:30')
    expect(shortInstant(LONDON, '2026-07-06T09:30:00.000Z')).toBe('Mon 6 Jul 2026, 10:30')
  })

  it('write the staff’s tables’ dates the same way, with no comma or "Sept" an ICU version adds', () => {
    expect(mediumDate('2026-09-03')).toBe('3 Sep 2026')
    expect(mediumInstant(LONDON, '2026-09-03T13:04:05.000Z')).toBe('3 Sep 2026')
    expect(mediumInstant(LONDON, '2026-09-03T13:04:05.000Z', { time: true })).toBe(
      '3 Sep 2026, 14:04',
    )
    expect(mediumInstant(LONDON, '2026-09-03T13:04:05.000Z', { seconds: true })).toBe(
      '3 Sep 2026, 14:04:05',
    )
    // The date is the zone's: 23:30 UTC is already the next day in Paris.
    expect(mediumInstant('Europe/Paris', '2030-11-25T23:30:00.000Z')).toBe('26 Nov 2030')
    expect(timeIn(LONDON, '2026-09-03T13:04:05.000Z', { seconds: true })).toBe('14:04:05')
  })

  it('name a zone by its city, or UTC', () => {
    expect(zoneLabel(LONDON)).toBe('London time')
    expect(zoneLabel('America/New_York')).toBe('New York time')
    expect(zoneLabel('Etc/UTC')).toBe('UTC')
    expect(zoneLabel('UTC')).toBe('UTC')
  })
})

describe('a booked time’s full name', () => {
  it('has its date and time in the business’s zone', () => {
    expect(
      spanLabel({ start: '2026-11-30T10:30:00.000Z', end: '2026-11-30T11:30:00.000Z' }, london),
    ).toBe('Monday 30 November 2026, 10:30 to 11:30 (Europe/London)')
  })

  it('follows daylight saving time: 10:30 in a London summer is 09:30 UTC', () => {
    const span = { start: '2026-07-06T09:30:00.000Z', end: '2026-07-06T10:30:00.000Z' }
    expect(spanLabel(span, london)).toBe('Monday 6 July 2026, 10:30 to 11:30 (Europe/London)')
  })

  it('adds the visitor’s own time when their zone reads differently', () => {
    const span = { start: '2026-11-30T10:30:00.000Z', end: '2026-11-30T11:30:00.000Z' }
    expect(spanLabel(span, { ...london, visitorZone: 'America/New_York' })).toBe(
      'Monday 30 November 2026, 10:30 to 11:30 (Europe/London); 05:30 your time (America/New_York)',
    )
  })

  it('says the visitor’s day too when it is another one there', () => {
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

  it('says nothing more for another zone name on the same clock (UTC and London in winter)', () => {
    const winter = { start: '2026-11-30T10:30:00.000Z', end: '2026-11-30T11:30:00.000Z' }
    const summer = { start: '2026-07-06T09:30:00.000Z', end: '2026-07-06T10:30:00.000Z' }
    expect(visitorTime(winter, { ...london, visitorZone: 'UTC' })).toBeNull()
    expect(visitorTime(summer, { ...london, visitorZone: 'UTC' })?.start).toBe('09:30')
  })
})

describe('dates in the language on screen', () => {
  afterEach(() => activate('en', createTranslator('en', english.catalogue)))

  it('writes instants, zones and spans in German once German is active', async () => {
    activate('de', createTranslator('de', await loadCatalogue('de', ['booking'])))
    expect(longInstant(LONDON, '2030-11-25T10:30:00.000Z')).toBe(
      'Montag, 25. November 2030 um 10:30',
    )
    expect(zoneLabel('Europe/Berlin')).toBe('Ortszeit Berlin')
    const span = { start: '2026-07-06T09:30:00.000Z', end: '2026-07-06T10:30:00.000Z' }
    expect(spanLabel(span, { businessZone: LONDON, visitorZone: 'America/New_York' })).toBe(
      'Montag, 6. Juli 2026, 10:30 bis 11:30 (Europe/London); 05:30 Ihre Zeit (America/New_York)',
    )
  })
})
