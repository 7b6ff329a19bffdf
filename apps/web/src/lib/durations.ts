import { activeLanguage, translate } from './i18n/active.ts'
import { durationText } from './i18n/format.ts'
import type { Language } from './i18n/languages.ts'

export type DurationUnit = 'minutes' | 'hours' | 'days'

export const minutesPer: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 }

/** The largest unit that shows a number of minutes without a fraction: 1440 → days, 90 → minutes. */
export function bestUnit(minutes: number): DurationUnit {
  if (minutes > 0 && minutes % minutesPer.days === 0) return 'days'
  if (minutes > 0 && minutes % minutesPer.hours === 0) return 'hours'
  return 'minutes'
}

/** "2 days", "1 hour 30 minutes", "45 minutes", "none", in the language on screen. */
export function formatMinutes(total: number, language: Language = activeLanguage()): string {
  return total === 0 ? translate('duration.none') : durationText(language, total)
}
