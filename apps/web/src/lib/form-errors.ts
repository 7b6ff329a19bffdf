import type { z } from 'zod'

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
