import { activeLanguage } from '@/lib/i18n/active.ts'
import { durationText } from '@/lib/i18n/format.ts'
import type { Language } from '@/lib/i18n/languages.ts'

/**
 * A service's length: "30 min", "1 hour", "1 hour 30 min", "2 hours" in English, as the service
 * cards have always read; in another language, Intl's units ("1 Stunde, 30 Minuten").
 */
export function formatDuration(minutes: number, language: Language = activeLanguage()): string {
  if (language !== 'en') return durationText(language, minutes)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  return rest === 0 ? h : `${h} ${rest} min`
}
