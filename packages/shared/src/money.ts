export { formatMoney } from './money-format.ts'

/**
 * Digits after the decimal point in a currency's minor unit (GBP 2, JPY 0, KWD 3), as the
 * platform's ISO 4217 data has them; 2 for a code it does not know.
 */
export function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number
  } catch {
    return 2
  }
}

/** The currency's symbol as people write it ("£", "€", "$"), or its code. */
export function currencySymbol(currency: string): string {
  try {
    return (
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency
    )
  } catch {
    return currency
  }
}

/** What a price field shows for an amount in minor units: 1250 → "12.50", 1200 → "12.00". */
export function minorToMajorText(minor: number, currency: string): string {
  const digits = fractionDigits(currency)
  if (digits === 0) return String(minor)
  const text = String(minor).padStart(digits + 1, '0')
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

export type ParsedAmount = { ok: true; minor: number } | { ok: false; message: string }

// "1,250.50" and "1 250.50" (point for decimals), or "1.250,50" and "12,50" (comma for decimals).
const pointDecimal = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d*))?$/
const commaDecimal = /^(\d{1,3}(?:[. ]\d{3})+|\d+)(?:,(\d*))?$/

/**
 * A price typed in major units ("12.50", "£12.50", "12,50") as an integer of minor units (1250).
 * Exact: the digits are moved, never multiplied as a floating-point number (19.99 × 100 is not
 * 1999 in floating point). `example` (minor units) is the amount an unreadable entry is told to
 * look like, so a form can match it to its placeholder.
 */
export function parseMajorToMinor(
  text: string,
  currency: string,
  { example = 1250 }: { example?: number } = {},
): ParsedAmount {
  const digits = fractionDigits(currency)
  const cleaned = text
    .trim()
    .replace(currencySymbol(currency), '')
    .replace(new RegExp(currency, 'i'), '')
    .replace(/\u00a0/g, ' ')
    .trim()
  if (cleaned === '') return { ok: false, message: 'Enter a price' }
  if (cleaned.startsWith('-')) return { ok: false, message: 'A price cannot be negative' }
  const match = pointDecimal.exec(cleaned) ?? commaDecimal.exec(cleaned)
  if (!match)
    return { ok: false, message: `Enter an amount like ${minorToMajorText(example, currency)}` }
  const whole = (match[1] ?? '').replace(/[ ,.]/g, '')
  const fraction = match[2] ?? ''
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${currency} has no smaller unit: enter a whole amount`
          : `Use at most ${digits} digits after the decimal point`,
    }
  }
  return { ok: true, minor: Number(whole + fraction.padEnd(digits, '0')) }
}
