import { type Language, rightToLeft } from './languages.ts'

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
