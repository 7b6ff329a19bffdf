import { durationText, listText } from '@reserva/shared/format'
import { type Language, rightToLeft } from '@reserva/shared/languages'
import { formatMoney } from '@reserva/shared/money-format'
import { createTranslator, type Translate } from '@reserva/shared/translator'
import { dateFormat } from '../../lib/date-format.ts'
import { catalogues } from '../../locales/catalogues.ts'
import type { MailMessages } from '../../locales/en/mail.ts'

/**
 * The words of one language for what the server writes to people (mails, text messages,
 * calendar files): its catalogue's translator, and values written its way by Intl. Times are read
 * in the business's zone and written 24-hour, as the web writes them; English as Britain writes
 * it, the business's own usage ("Tuesday, 3 March 2026", "10:30", "£420.00").
 */
export interface Words {
  language: Language
  t: Translate<MailMessages>
  /** "Tuesday, 3 March 2026, 10:30–11:30 (Europe/London)": a booking's time in `timezone`. */
  span(span: { start: Date; end: Date; timezone: string }): string
  /** "Tuesday, 3 March 2026 at 10:30", in `timezone`. */
  moment(instant: Date, timezone: string): string
  /** An amount of minor units: "£420.00", "420,00 £". */
  money(minor: number, currency: string): string
  /** A length of time in minutes: "30 minutes", "1 Stunde, 30 Minuten". */
  duration(minutes: number): string
  /** "a, b and c", "a, b und c". */
  list(items: string[]): string
}

const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : language)

function makeWords(language: Language): Words {
  const t = createTranslator<MailMessages>(language, catalogues[language])
  const locale = localeOf(language)
  const date = (instant: Date, timeZone: string) =>
    dateFormat(locale, { timeZone, dateStyle: 'full' }).format(instant)
  const time = (instant: Date, timeZone: string) =>
    dateFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      instant,
    )
  return {
    language,
    t,
    span: ({ start, end, timezone }) =>
      t('mail.span', {
        date: date(start, timezone),
        start: time(start, timezone),
        end: time(end, timezone),
        zone: timezone,
      }),
    moment: (instant, timezone) =>
      t('mail.dayAtTime', { date: date(instant, timezone), time: time(instant, timezone) }),
    money: (minor, currency) => formatMoney(minor, currency, language),
    duration: (minutes) => durationText(language, minutes),
    list: (items) => listText(language, items),
  }
}

const made = new Map<Language, Words>()

/** The words of `language`, made once. */
export function wordsFor(language: Language): Words {
  let words = made.get(language)
  if (!words) {
    words = makeWords(language)
    made.set(language, words)
  }
  return words
}

/** The direction a language is written in, for a mail's HTML. */
export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  rightToLeft.has(language) ? 'rtl' : 'ltr'
