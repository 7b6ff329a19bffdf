import type { z } from 'zod'
import { formatMinutes } from './durations.ts'
import { activeLanguage, translate } from './i18n/active.ts'
import { numberText } from './i18n/format.ts'
import { validationText } from './validation-messages.ts'

/**
 * A form's messages by field name, from a failed zod parse (the first message per field), in the
 * language on screen.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= validationText(issue.message)
  }
  return errors
}

/**
 * The server's `validation_failed` details ([{ path, message }]) by field name, in the language
 * on screen: the server words them with the same shared schemas as the forms.
 */
export function serverFieldErrors(details: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!Array.isArray(details)) return errors
  for (const item of details) {
    if (item && typeof item === 'object' && 'path' in item && 'message' in item) {
      const path = String((item as { path: unknown }).path).split('.')[0] ?? ''
      errors[path] ??= validationText(String((item as { message: unknown }).message))
    }
  }
  return errors
}

type Issue = z.core.$ZodIssue

/** A sentence for people instead of zod's "Too small: expected number to be >=5". */
function friendly(issue: Issue, { duration }: { duration: boolean }): string {
  const amount = (n: number | bigint) =>
    duration ? formatMinutes(Number(n)) : numberText(activeLanguage(), Number(n))
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return translate('validation.notEmpty')
      if (issue.origin === 'array') return validationText(issue.message)
      return translate('validation.atLeast', { amount: amount(issue.minimum) })
    case 'too_big':
      if (issue.origin === 'string')
        return translate('validation.atMostCharacters', { count: Number(issue.maximum) })
      return translate('validation.atMost', { amount: amount(issue.maximum) })
    case 'invalid_type':
      if (issue.expected === 'int')
        return translate(duration ? 'validation.wholeMinutes' : 'validation.wholeNumber')
      if (issue.expected === 'number') return translate('validation.enterNumber')
      return validationText(issue.message)
    default:
      return validationText(issue.message)
  }
}

/**
 * A form's messages by field (the first per field), worded for people. Fields in `durations` hold
 * minutes: their limits are said in friendly units ("at most 60 days").
 */
export function formErrors(
  error: z.ZodError,
  { durations = [] }: { durations?: readonly string[] } = {},
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= friendly(issue, { duration: durations.includes(field) })
  }
  return errors
}
