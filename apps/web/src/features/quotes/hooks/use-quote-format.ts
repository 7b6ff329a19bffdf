import { formatMoney, fractionDigits, minorToMajorText } from '@reserva/shared'
import { useMemo } from 'react'
import {
  dayIn,
  longDate,
  shortDate,
  shortInstant,
  timeIn,
  visitorTime,
  zoneLabel,
} from '@/lib/dates.ts'
import { fileSize as englishFileSize } from '@/lib/file-size.ts'
import { listText, numberText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'

type Span = { start: string; end: string }

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
const kept = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F => {
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/** "Mo., 25. Nov. 2030, 10:30": an instant read in `zone`, the language's way, 24-hour. */
const intlShortInstant = (language: Language, zone: string, instant: string) =>
  kept(
    `i:${language}:${zone}`,
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(instant))

/**
 * "Mitteleuropäische Normalzeit", "توقيت غرينتش": the zone's name in the language, as it is at
 * `instant` (summer or winter time).
 */
const intlZoneName = (language: Language, zone: string, instant: Date) =>
  kept(
    `z:${language}:${zone}`,
    () => new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' }),
  )
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? zone

const KB = 1024
const MB = KB * 1024

/** "12,4 MB", "850 ko", "120 バイト": a file's size with the language's units and numbers. */
const intlFileSize = (language: Language, bytes: number) => {
  const [value, unit, digits] =
    bytes < KB
      ? [bytes, 'byte', 0]
      : bytes < MB
        ? [Math.round(bytes / KB), 'kilobyte', 0]
        : [bytes / MB, 'megabyte', 1]
  return kept(
    `f:${language}:${unit}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit: unit as string,
        unitDisplay: unit === 'byte' ? 'long' : 'short',
        maximumFractionDigits: digits as number,
        minimumFractionDigits: digits as number,
      }),
  ).format(value as number)
}

/**
 * Prices, dates, times, zones and file sizes of the quote screens, in the language on screen.
 * English keeps lib/dates.ts's and lib/file-size.ts's own words ("Monday 25 November 2030 at
 * 10:30", "London time", "850 KB"), which the tests and journeys read; another language is written
 * by Intl its own way. Times stay 24-hour.
 */
export function useQuoteFormat() {
  const { t, language } = useI18n()
  return useMemo(() => {
    const english = language === 'en'
    /** "£420.00", "420,00 £". */
    const money = (minor: number, currency: string) => formatMoney(minor, currency, language)
    /** "1,200", "1.200": a number. */
    const count = (value: number) => numberText(language, value)
    /** "Mon 25 Nov 2030" for a date key. */
    const day = (key: string) => shortDate(key, { language })
    /** "Monday 25 November 2030 at 10:30", read in `zone`. */
    const longWhen = (zone: string, instant: string) =>
      t('quoteFormat.dateAtTime', {
        date: longDate(dayIn(zone, instant), { language }),
        time: timeIn(zone, instant),
      })
    /** "Mon 25 Nov 2030, 10:30", read in `zone`. */
    const shortWhen = (zone: string, instant: string) =>
      english ? shortInstant(zone, instant) : intlShortInstant(language, zone, instant)
    /**
     * "London time"; "UTC" for a zone that is not a place. Another language names the zone's
     * time at `instant` (now unless told): "Mittlere Greenwich-Zeit", "heure d’été britannique".
     */
    const zoneName = (zone: string, instant: string | Date = new Date()) =>
      english || !zone.includes('/') || zone.startsWith('Etc/')
        ? zoneLabel(zone)
        : intlZoneName(language, zone, new Date(instant))
    /**
     * A time's full name, for the chosen time of an offer: "Monday 30 November 2026, 10:30 to
     * 11:30 (Europe/London)", then the visitor's own time when it differs.
     */
    const span = (slot: Span, zones: { businessZone: string; visitorZone: string }) => {
      const { businessZone, visitorZone } = zones
      const business = t('quoteFormat.span', {
        date: longDate(dayIn(businessZone, slot.start), { language }),
        start: timeIn(businessZone, slot.start),
        end: timeIn(businessZone, slot.end),
        zone: businessZone,
      })
      const visitor = visitorTime(slot, zones)
      if (!visitor) return business
      return visitor.day
        ? t('quoteFormat.spanVisitorDay', {
            span: business,
            time: visitor.start,
            day: shortDate(visitor.day, { year: false, language }),
            zone: visitorZone,
          })
        : t('quoteFormat.spanVisitor', { span: business, time: visitor.start, zone: visitorZone })
    }
    /**
     * An amount in major units as a price field shows it: "420.00" in English, "420,00" in
     * German; without grouping, in Latin digits, so that the field reads it back
     * (packages/shared's parseMajorToMinor).
     */
    const amount = (minor: number, currency: string) => {
      const digits = fractionDigits(currency)
      // "12,345" would read back as twelve thousand: three decimals keep English's point.
      if (english || digits === 3) return minorToMajorText(minor, currency)
      return kept(
        `a:${language}:${digits}`,
        () =>
          new Intl.NumberFormat(language, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
            useGrouping: false,
            numberingSystem: 'latn',
          }),
      ).format(minor / 10 ** digits)
    }
    /** "850 KB", "12,4 MB". */
    const size = (bytes: number) =>
      english ? englishFileSize(bytes) : intlFileSize(language, bytes)
    /** "42%", "42 %": a fraction from 0 to 1 in whole percent. */
    const percent = (fraction: number) =>
      kept(
        `p:${language}`,
        () => new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, { style: 'percent' }),
      ).format(Math.round(fraction * 100) / 100)
    /** Items in a row: English's with `separator` ("a; b"), another language's its own way. */
    const list = (items: string[], separator: string) =>
      english ? items.join(separator) : listText(language, items)
    return {
      language,
      money,
      amount,
      count,
      day,
      longWhen,
      shortWhen,
      zoneName,
      span,
      size,
      percent,
      list,
    }
  }, [t, language])
}
