import type { z } from 'zod'
import { formatMinutes } from './durations.ts'

/** A form's messages by field name, from a failed zod parse (the first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors
}

/** The server's `validation_failed` details ([{ path, message }]) by field name. */
export function serverFieldErrors(details: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!Array.isArray(details)) return errors
  for (const item of details) {
    if (item && typeof item === 'object' && 'path' in item && 'message' in item) {
      const path = String((item as { path: unknown }).path).split('.')[0] ?? ''
      errors[path] ??= String((item as { message: unknown }).message)
    }
  }
  return errors
}

type Issue = z.core.$ZodIssue

/** A sentence for people instead of zod's "Too small: expected number to be >=5". */
function friendly(issue: Issue, { duration }: { duration: boolean }): string {
  const amount = (n: number | bigint) => (duration ? formatMinutes(Number(n)) : String(n))
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return 'This cannot be empty'
      if (issue.origin === 'array') return issue.message
      return `Use at least ${amount(issue.minimum)}`
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${issue.maximum} characters`
      return `Use at most ${amount(issue.maximum)}`
    case 'invalid_type':
      if (issue.expected === 'int') return duration ? 'Use whole minutes' : 'Use a whole number'
      if (issue.expected === 'number') return 'Enter a number'
      return issue.message
    default:
      return issue.message
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
