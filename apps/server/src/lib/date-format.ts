/**
 * An `Intl.DateTimeFormat` for a locale and options, made once and kept: making one costs far more
 * than using it, and a business has one zone. The one way the server formats a date or time for
 * people (mails) or for a zone's calendar day.
 */
const made = new Map<string, Intl.DateTimeFormat>()

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = made.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    made.set(key, format)
  }
  return format
}
