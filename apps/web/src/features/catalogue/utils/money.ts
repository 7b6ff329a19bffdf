/** Digits after the decimal point in a currency's minor unit: GBP 2, JPY 0, KWD 3. */
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

/** "£12.50" from 1250 and GBP. */
export const formatMoney = (minor: number, currency: string) => {
  const digits = fractionDigits(currency)
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(
    minor / 10 ** digits,
  )
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
 * Exact: the digits are moved, never multiplied as a floating-point number.
 */
export function parseMajorToMinor(text: string, currency: string): ParsedAmount {
  const digits = fractionDigits(currency)
  const symbol = currencySymbol(currency)
  const cleaned = text
    .trim()
    .replace(symbol, '')
    .replace(new RegExp(currency, 'i'), '')
    .replace(/\u00a0/g, ' ')
    .trim()
  if (cleaned === '') return { ok: false, message: 'Enter a price' }
  if (cleaned.startsWith('-')) return { ok: false, message: 'A price cannot be negative' }
  const match = pointDecimal.exec(cleaned) ?? commaDecimal.exec(cleaned)
  if (!match)
    return { ok: false, message: `Enter an amount like ${minorToMajorText(1250, currency)}` }
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
