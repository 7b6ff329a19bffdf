import { fractionDigits, minorToMajorText } from '@reserva/shared'
import { useMemo } from 'react'
import { fileSizeIn } from '@/lib/file-size.ts'
import { listText, numberText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'

const formats = new Map<string, Intl.NumberFormat>()
const kept = (key: string, make: () => Intl.NumberFormat): Intl.NumberFormat => {
  let format = formats.get(key)
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/**
 * The quote screens' values that lib/dates.ts and lib/i18n/format.ts do not write: amounts as a
 * price field shows them, counts, file sizes (lib/file-size.ts's), upload progress and lists, in
 * the language on screen. English keeps its existing words ("850 KB", "a; b"), which the tests
 * and journeys read.
 */
export function useQuoteFormat() {
  const { language } = useI18n()
  return useMemo(() => {
    const english = language === 'en'
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
    /** "1,200", "1.200": a number. */
    const count = (value: number) => numberText(language, value)
    /** "850 KB", "12,4 MB". */
    const size = (bytes: number) => fileSizeIn(language, bytes)
    /** "42%", "42 %": a fraction from 0 to 1 in whole percent. */
    const percent = (fraction: number) =>
      kept(
        `p:${language}`,
        () => new Intl.NumberFormat(english ? 'en-GB' : language, { style: 'percent' }),
      ).format(Math.round(fraction * 100) / 100)
    /** Items in a row: English's with `separator` ("a; b"), another language's its own way. */
    const list = (items: string[], separator: string) =>
      english ? items.join(separator) : listText(language, items)
    return { amount, count, size, percent, list }
  }, [language])
}
