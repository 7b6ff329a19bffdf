import { describe, expect, it } from 'vitest'
import { bucketLabel, hours, money, percent } from './format.ts'

describe('the statistics numbers', () => {
  it('formats money in minor units with the currency’s own fraction digits', () => {
    expect(money(123456, 'EUR')).toBe('€1,234.56')
    expect(money(5000, 'JPY')).toBe('¥5,000')
    expect(money(0, 'JPY')).toBe('¥0')
  })

  it('gives shares as percentages, with a decimal below ten, and a dash without any', () => {
    expect(percent(2 / 3)).toBe('67%')
    expect(percent(30 / 21600)).toBe('0.1%')
    expect(percent(0)).toBe('0%')
    expect(percent(null)).toBe('—')
  })

  it('gives minutes as hours and buckets as days or weeks', () => {
    expect(hours(90)).toBe('1.5 h')
    expect(bucketLabel('2026-11-02', 'week')).toBe('Week of 2 Nov')
    expect(bucketLabel('2026-11-02', 'day', true)).toContain('2 Nov 2026')
  })
})
