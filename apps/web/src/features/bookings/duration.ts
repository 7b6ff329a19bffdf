import { activeLanguage } from '@/lib/i18n/active.ts'
import type { Language } from '@/lib/i18n/languages.ts'

const formats = new Map<string, Intl.NumberFormat | Intl.ListFormat>()
const kept = <F extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => F): F => {
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/**
 * A service's length: "30 min", "1 hour", "1 hour 30 min", "2 hours" in English, as the service
 * cards have always read; in another language, Intl's hours and minutes ("1 Stunde, 30 Minuten").
 * Written here rather than with lib/i18n/format.ts's `durationText`: the home page's service
 * cards need these few lines, not that module and the money parsing it comes with.
 */
export function formatDuration(minutes: number, language: Language = activeLanguage()): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (language === 'en') {
    if (hours === 0) return `${rest} min`
    const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`
    return rest === 0 ? h : `${h} ${rest} min`
  }
  const unit = (value: number, name: 'hour' | 'minute') =>
    kept(
      `${language}:${name}`,
      () => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }),
    ).format(value)
  const parts = [hours ? unit(hours, 'hour') : '', rest || !hours ? unit(rest, 'minute') : '']
  return kept(
    `${language}:list`,
    () => new Intl.ListFormat(language, { type: 'unit', style: 'narrow' }),
  ).format(parts.filter(Boolean))
}
