import { describe, expect, it } from 'vitest'
import { formatMoney, minorToMajorText, parseMajorToMinor } from './money.ts'

describe('an offer’s price typed in major units', () => {
  it.each([
    ['£420.00', 'GBP', 42000],
    ['420', 'GBP', 42000],
    ['420.5', 'GBP', 42050],
    ['1,250.00', 'GBP', 125000],
    ['1.250,00', 'EUR', 125000],
    ['19.99', 'GBP', 1999],
    ['0.29', 'GBP', 29],
    ['5000', 'JPY', 5000],
    ['1.234', 'KWD', 1234],
  ])('reads %s (%s) as %i minor units, exactly', (text, currency, minor) => {
    expect(parseMajorToMinor(text, currency)).toEqual({ ok: true, minor })
  })

  it.each([
    ['', 'GBP', 'Enter a price'],
    ['-5', 'GBP', 'A price cannot be negative'],
    ['420.005', 'GBP', 'Use at most 2 digits after the decimal point'],
    ['12.5', 'JPY', 'JPY has no smaller unit: enter a whole amount'],
    ['four hundred', 'GBP', 'Enter an amount like 420.00'],
  ])('refuses %j in %s: %s', (text, currency, message) => {
    expect(parseMajorToMinor(text, currency)).toEqual({ ok: false, message })
  })

  it('shows minor units as the field and the customer read them', () => {
    expect(minorToMajorText(42000, 'GBP')).toBe('420.00')
    expect(minorToMajorText(5, 'GBP')).toBe('0.05')
    expect(formatMoney(42000, 'GBP')).toBe('£420.00')
    expect(formatMoney(5000, 'JPY')).toBe('JP¥5,000')
  })
})
