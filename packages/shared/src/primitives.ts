import { z } from 'zod'

/**
 * The building blocks every input field is made of, so that a value the database cannot hold
 * is refused where it arrives (and by the web forms that reuse these schemas) instead of ending
 * as a 500 deep inside a query.
 */

// Without the u flag a regex sees UTF-16 code units: a high surrogate not followed by a low
// one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why `value` cannot be stored as text, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  // PostgreSQL text (and jsonb) cannot hold U+0000.
  if (value.includes('\u0000')) return 'Text must not contain NUL characters'
  // A lone surrogate has no UTF-8 form: drivers would store U+FFFD, jsonb refuses it.
  if (loneSurrogate.test(value)) return 'Text must not contain unpaired surrogates'
  return undefined
}

/**
 * A text field: refuses NUL and unpaired surrogates, and (unless `normalize: false`) stores the
 * NFC form, so "é" typed as one or as two code points is the same name, and a length limit
 * chained after it counts what is stored. Chain `.trim()`, `.min()`, `.max()` as usual.
 * Keys that must stay byte-for-byte what the client sent (object paths) pass `normalize: false`.
 */
export function text({ normalize = true }: { normalize?: boolean } = {}) {
  const checked = z.string().superRefine((value, ctx) => {
    const problem = textProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  return normalize ? checked.normalize('NFC') : checked
}

/**
 * The range of every instant and date the API takes. Wide enough for any booking (the booking
 * horizon is at most two years), any time off and any history filter; far inside what
 * PostgreSQL, JavaScript dates and luxon can hold, with four-digit years so ISO strings sort as
 * text. Year 0 and year 9999 are refused: PostgreSQL has no year 0, and adding a duration to the
 * last minute of 9999 gives a year JavaScript writes as "+010000", which PostgreSQL refuses.
 */
export const earliestInstant = '2000-01-01T00:00:00Z'
export const latestInstant = '2099-12-31T23:59:59.999Z'
const earliestMs = Date.parse(earliestInstant)
const latestMs = Date.parse(latestInstant)
const rangeMessage = 'Use a date between the years 2000 and 2099'

/** An ISO 8601 instant with its offset (`2026-05-04T09:00:00Z`, `…+02:00`) in the years 2000–2099. */
// `abort`: a value that is no date at all gets one issue, not a second about its range.
export const instantSchema = z.iso.datetime({ offset: true, abort: true }).refine(
  (value) => {
    const ms = Date.parse(value)
    return ms >= earliestMs && ms <= latestMs
  },
  { message: rangeMessage },
)

/** A calendar date (YYYY-MM-DD) that exists (no 2026-02-30), in the years 2000–2099. */
export const calendarDateSchema = z.iso
  .date({ error: 'Use a real date as YYYY-MM-DD', abort: true })
  .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', { message: rangeMessage })

/** PostgreSQL's integer (int4): any integer column takes these and no more. */
export const int4Max = 2_147_483_647
export const int4Min = -2_147_483_648

/**
 * A phone number as a person types it: as dialled in the business's country ("07400 123456") or
 * with + and its country code ("+44 7400 123456"), with spaces, dots, dashes, slashes or
 * brackets if they like. Whether it is a number at all is the server's call: it reads the number
 * in the business's country and keeps it in E.164, "+447400123456" (apps/server
 * lib/phone-numbers.ts), or answers 400 `invalid_phone_number`.
 */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, { message: 'Enter your phone number', abort: true })
  .max(40, { message: 'Use at most 40 characters', abort: true })
  .regex(
    /^\+?(?=.*\d)[\d\s()./-]+$/,
    'Use digits, with a + and the country code in front for a number from abroad',
  )

/** Where a page of a list paged by offset starts (its `limit` is the list's own). */
export const pageOffsetSchema = z.coerce.number().int().min(0).max(1_000_000).default(0)

/** What a page of a list paged by offset answers besides its items. */
export const offsetPageFields = {
  /** How many match the filters, over every page. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
}
