import { type Language, rightToLeft } from './languages.ts'

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

/**
 * Money is an integer of the currency's minor units plus its ISO code (STYLE rule 11): 42000 GBP
 * is £420.00, 5000 JPY is ¥5,000 (the yen has no minor unit), 12345 KWD is KWD 12.345 (three).
 * Written the way `language` writes amounts (English as in Britain, the business's own usage:
 * "£420.00"; German "420,00 £"), with the symbol as the business writes it: it has one currency,
 * so "¥" and "$" are not ambiguous where its prices are read. The web shows and the server mails
 * prices through this one function.
 */
export function formatMoney(minor: number, currency: string, language = 'en'): string {
  const format = moneyFormat(currency, language)
  const amount = minor / 10 ** (format.resolvedOptions().maximumFractionDigits as number)
  if (!rightToLeft.has(language as Language)) return format.format(amount)
  // A symbol in Latin letters ("UK£", "US$") is isolated left to right: in a right-to-left line
  // its "£" would otherwise be laid out on the wrong side of its letters ("£UK").
  return format
    .formatToParts(amount)
    .map(({ type, value }) =>
      type === 'currency' && /[A-Za-z]/.test(value) ? `\u2066${value}\u2069` : value,
    )
    .join('')
}

/** One formatter per currency and language, kept: making one costs far more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>()
function moneyFormat(currency: string, language: string): Intl.NumberFormat {
  const key = `${language}:${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
    moneyFormats.set(key, format)
  }
  return format
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
