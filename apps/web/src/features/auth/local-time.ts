import { browserTimeZone, dayIn, shortDate, timeIn } from '@/lib/dates.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import type { Language } from '@/lib/i18n/languages.ts'

/**
 * "Mon 25 Nov 2030, 10:30" in the language on screen and the visitor's own time zone: when a
 * device signed in, when a wallet was linked, which are the person's own, not the business's.
 */
export const localInstant = ({ t, language }: { t: T; language: Language }, instant: string) => {
  const zone = browserTimeZone()
  return t('localTime.dayAndTime', {
    day: shortDate(dayIn(zone, instant), { language }),
    time: timeIn(zone, instant),
  })
}
