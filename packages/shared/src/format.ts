import type { Language } from './languages.ts'

/**
 * Values written the language's way by Intl, for the web's screens and the server's mails alike:
 * numbers, lengths of time and lists. Money is money.ts's `formatMoney`. Formatters are kept per
 * language and options: making one costs far more than using it.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat>()
const keep = <F extends Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F => {
  let format = kept.get(key) as F | undefined
  if (!format) {
    format = make()
    kept.set(key, format)
  }
  return format
}

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day'

export const numberText = (language: Language, value: number) =>
  keep(`n:${language}`, () => new Intl.NumberFormat(language)).format(value)

/** "42 seconds", "42 Sekunden", "42 秒", with the language's plural. */
export const unitText = (language: Language, value: number, unit: TimeUnit) =>
  keep(
    `u:${language}:${unit}`,
    () => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }),
  ).format(value)

/** "a, b and c", "a, b et c", "a、b、c". */
export const listText = (
  language: Language,
  items: string[],
  type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction',
) =>
  keep(
    `l:${language}:${type}`,
    () => new Intl.ListFormat(language, { type, style: type === 'unit' ? 'narrow' : 'long' }),
  ).format(items)

/** "in 3 days", "vor 2 Stunden": a moment relative to now. */
export const relativeText = (
  language: Language,
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
) =>
  keep(`r:${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' })).format(
    value,
    unit,
  )

/**
 * A length of time in minutes, in whole days, hours and minutes: "1 hour 30 minutes",
 * "2 Tage, 1 Stunde", "ساعة و30 دقيقة". Empty for none; the caller says what none means.
 */
export function durationText(language: Language, totalMinutes: number): string {
  const days = Math.floor(totalMinutes / 1440)
  const hours = Math.floor((totalMinutes % 1440) / 60)
  const minutes = totalMinutes % 60
  const parts = [
    days ? unitText(language, days, 'day') : '',
    hours ? unitText(language, hours, 'hour') : '',
    minutes ? unitText(language, minutes, 'minute') : '',
  ].filter(Boolean)
  return listText(language, parts, 'unit')
}

/** How long to wait, rounded up: "42 seconds" under a minute and a half, else whole minutes. */
export function waitText(language: Language, seconds: number): string {
  if (seconds < 90) return unitText(language, Math.max(1, Math.ceil(seconds)), 'second')
  return unitText(language, Math.ceil(seconds / 60), 'minute')
}
