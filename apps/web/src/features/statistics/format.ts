import { formatMoney } from '@reserva/shared'
import { dayAndMonth, mediumDate, shortDate } from '@/lib/dates.ts'
import { activeLanguage, translate } from '@/lib/i18n/active.ts'
import type { Language } from '@/lib/i18n/languages.ts'

/** English numbers are the app's British English ones. */
const locale = (language: Language) => (language === 'en' ? 'en-GB' : language)

/**
 * Money in minor units in the business currency, with that currency's own fraction digits
 * (¥5,000 has none, €12.50 two): the contract's one formatter (STYLE rule 11), in the language.
 */
export const money = (minor: number, currency: string, language: Language = activeLanguage()) =>
  formatMoney(minor, currency, language)

/**
 * A share 0–1 as a percentage ("42%"; "0.1%" below ten, so half an hour of 360 is not "0%"), or
 * a dash when there is nothing to divide.
 */
export const percent = (share: number | null, language: Language = 'en') =>
  share === null
    ? '—'
    : new Intl.NumberFormat(locale(language), {
        style: 'percent',
        maximumFractionDigits: share > 0 && share < 0.1 ? 1 : 0,
      }).format(share)

/** Minutes as hours with at most one decimal ("37.5 h"; "37,5 Std." in German). */
export const hours = (minutes: number, language: Language = 'en') =>
  language === 'en'
    ? `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(minutes / 60)} h`
    : new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(minutes / 60)

export const count = (value: number, language: Language = 'en') =>
  new Intl.NumberFormat(locale(language)).format(value)

/**
 * "Mon 2 Nov" for a day, "Week of 2 Nov" for an ISO week (the calendar date, no zone); with the
 * year when `long`.
 */
export function bucketLabel(
  start: string,
  granularity: 'day' | 'week',
  long = false,
  language: Language = activeLanguage(),
) {
  if (granularity === 'day') return shortDate(start, { year: long, language })
  return translate('statistics.weekOf', {
    day: long ? mediumDate(start, { language }) : dayAndMonth(start, { language }),
  })
}
