import { describe, expect, it } from 'vitest'
import {
  currencySymbol,
  formatMoney,
  fractionDigits,
  minorToMajorText,
  parseMajorToMinor,
} from './money.ts'

describe('a price typed in major units', () => {
  it.each([
    ['£12.50', 'GBP', 1250],
    ['12.50', 'GBP', 1250],
    ['12.5', 'GBP', 1250],
    ['12', 'GBP', 1200],
    ['12,50', 'GBP', 1250],
    ['£420.00', 'GBP', 42000],
    ['420', 'GBP', 42000],
    ['420.5', 'GBP', 42050],
    ['1,250.00', 'GBP', 125000],
    ['1.250,00', 'EUR', 125000],
    ['€ 19.99', 'EUR', 1999],
    ['0.07', 'GBP', 7],
    ['1250', 'JPY', 1250],
    ['5000', 'JPY', 5000],
    ['1.234', 'KWD', 1234],
  ])('reads %s (%s) as %i minor units, exactly', (text, currency, minor) => {
    expect(parseMajorToMinor(text, currency)).toEqual({ ok: true, minor })
  })

  it('never goes through floating point: 19.99, 0.29 and 1.15 stay exact', () => {
    // 19.99 * 100 is 1998.9999999999998 in floating point.
    expect(parseMajorToMinor('19.99', 'GBP')).toEqual({ ok: true, minor: 1999 })
    expect(parseMajorToMinor('0.29', 'GBP')).toEqual({ ok: true, minor: 29 })
    expect(parseMajorToMinor('1.15', 'GBP')).toEqual({ ok: true, minor: 115 })
  })

  it.each([
    ['', 'GBP', 'Enter a price'],
    ['-5', 'GBP', 'A price cannot be negative'],
    ['12.505', 'GBP', 'Use at most 2 digits after the decimal point'],
    ['420.005', 'GBP', 'Use at most 2 digits after the decimal point'],
    ['12.5', 'JPY', 'JPY has no smaller unit: enter a whole amount'],
    ['twelve', 'GBP', 'Enter an amount like 12.50'],
  ])('refuses %j in %s: %s', (text, currency, message) => {
    expect(parseMajorToMinor(text, currency)).toEqual({ ok: false, message })
  })

  it('shows the example amount a form asks for when it cannot read the entry', () => {
    expect(parseMajorToMinor('four hundred', 'GBP', { example: 42000 })).toEqual({
      ok: false,
      message: 'Enter an amount like 420.00',
    })
  })

  it('shows minor units back as the field shows them', () => {
    expect(minorToMajorText(1250, 'GBP')).toBe('12.50')
    expect(minorToMajorText(42000, 'GBP')).toBe('420.00')
    expect(minorToMajorText(5, 'GBP')).toBe('0.05')
    expect(minorToMajorText(1250, 'JPY')).toBe('1250')
  })
})

describe('a price for reading', () => {
  it('is written from minor units in the currency’s own minor unit', () => {
    expect(formatMoney(42000, 'GBP')).toBe('£420.00')
    expect(formatMoney(1250, 'EUR')).toBe('€12.50')
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000')
    expect(formatMoney(12345, 'KWD')).toMatch(/^KWD\s12\.345$/)
  })

  it('is written the way the reader’s language writes amounts', () => {
    expect(formatMoney(123450, 'EUR', 'de')).toBe('1.234,50\u00a0€')
    expect(formatMoney(123450, 'EUR', 'fr')).toBe('1\u202f234,50\u00a0€')
    expect(formatMoney(5000, 'JPY', 'ja')).toBe('￥5,000')
  })

  it('knows each currency’s minor unit from the platform’s ISO 4217 data', () => {
    expect(fractionDigits('EUR')).toBe(2)
    expect(fractionDigits('JPY')).toBe(0)
    expect(fractionDigits('KWD')).toBe(3)
    // Not a currency code at all: cents, as most currencies have.
    expect(fractionDigits('not money')).toBe(2)
  })

  it('is written the way of the language on screen', () => {
    expect(formatMoney(42000, 'GBP', 'en')).toBe('£420.00')
    expect(formatMoney(123450, 'EUR', 'de')).toBe('1.234,50\u00a0€')
    expect(formatMoney(42000, 'GBP', 'fr')).toBe('420,00\u00a0£')
    expect(formatMoney(5000, 'JPY', 'ja')).toBe('￥5,000')
    // Right to left, a symbol in Latin letters keeps its own order.
    expect(formatMoney(42000, 'GBP', 'ar')).toContain('\u2066UK£\u2069')
    expect(formatMoney(1250, 'EUR', 'ar')).not.toContain('\u2066')
  })

  it('uses the symbol the business writes, one currency being the business’s own', () => {
    expect(formatMoney(199_900, 'USD')).toBe('$1,999.00')
    expect(currencySymbol('JPY')).toBe('¥')
  })
})
