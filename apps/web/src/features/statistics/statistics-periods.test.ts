import type { Statistics } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import {
  changeWords,
  csvName,
  presetPeriod,
  presetsOf,
  previousPeriod,
  statisticsCsv,
} from './statistics-periods.ts'

const LONDON = 'Europe/London'

describe('statistics periods', () => {
  it("reads the presets from the business's today, across a week, month, quarter and year end", () => {
    // Sunday 29 March 2026, 23:30 UTC: already Monday 30 March in London (BST).
    const monday = new Date('2026-03-29T23:30:00.000Z')
    expect(presetPeriod('this-week', LONDON, monday)).toEqual({
      from: '2026-03-30',
      to: '2026-03-30',
      granularity: 'day',
    })
    expect(presetPeriod('last-7', LONDON, monday).from).toBe('2026-03-24')
    expect(presetPeriod('this-month', LONDON, monday).from).toBe('2026-03-01')
    expect(presetPeriod('this-quarter', LONDON, monday).from).toBe('2026-01-01')
    // The last day of a quarter and of a year.
    const june30 = new Date('2026-06-30T12:00:00.000Z')
    expect(presetPeriod('this-quarter', LONDON, june30)).toMatchObject({
      from: '2026-04-01',
      to: '2026-06-30',
    })
    expect(presetPeriod('this-week', LONDON, june30).from).toBe('2026-06-29')
    const newYearsEve = new Date('2026-12-31T20:00:00.000Z')
    expect(presetPeriod('this-year', LONDON, newYearsEve)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      granularity: 'week',
    })
    expect(presetPeriod('last-30', LONDON, newYearsEve).from).toBe('2026-12-02')
    // June has 30 days: on its last, the last 30 days are this month.
    expect(presetsOf(presetPeriod('last-30', LONDON, june30), LONDON, june30)).toEqual(
      new Set(['last-30', 'this-month']),
    )
    expect(presetsOf(presetPeriod('last-7', LONDON, june30), LONDON, june30)).toEqual(
      new Set(['last-7']),
    )
    expect(
      presetsOf({ from: '2026-01-05', to: '2026-01-09', granularity: 'day' }, LONDON, june30).size,
    ).toBe(0)
    // A Sunday: this week (from Monday) and the last 7 days are the same days, both chosen.
    const sunday = new Date('2027-03-28T00:30:00.000Z')
    expect(presetsOf(presetPeriod('last-7', LONDON, sunday), LONDON, sunday)).toEqual(
      new Set(['this-week', 'last-7']),
    )
  })

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31', granularity: 'day' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
      granularity: 'day',
    })
    expect(changeWords(12, 10, 31)).toBe('up 20 % on the previous 31 days')
    expect(changeWords(9, 12, 7)).toBe('down 25 % on the previous 7 days')
    expect(changeWords(5, 5, 1)).toBe('the same as the day before')
    expect(changeWords(3, 0, 1)).toBe('none in the day before')
  })

  it('writes the figures per bucket as CSV in the currency’s main unit', () => {
    const counts = (total: number) => ({
      total,
      pending: 0,
      confirmed: total,
      completed: 0,
      cancelled: 0,
      declined: 0,
      no_show: 0,
    })
    const statistics = {
      currency: 'GBP',
      buckets: [
        { start: '2026-03-01', bookings: counts(2), revenueMinor: 5000 },
        { start: '2026-03-02', bookings: counts(0), revenueMinor: 0 },
      ],
    } as unknown as Statistics
    expect(statisticsCsv(statistics).split('\r\n')).toEqual([
      'start,bookings,pending,confirmed,declined,cancelled,completed,no_show,revenue_GBP',
      '2026-03-01,2,0,2,0,0,0,0,50.00',
      '2026-03-02,0,0,0,0,0,0,0,0.00',
      '',
    ])
    expect(csvName({ from: '2026-03-01', to: '2026-03-31', granularity: 'day' })).toBe(
      'statistics-2026-03-01-to-2026-03-31.csv',
    )
  })
})
