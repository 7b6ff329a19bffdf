import { commonErrorCodes, type ErrorCode, errorCodes } from '@reserva/shared'

/**
 * An error the API answers with on purpose. `code` is stable (a key of `errorCodes`, or a
 * domain code like `bookings.slot_taken` with an explicit status); the message is for people.
 */
export class AppError extends Error {
  readonly code: string
  readonly status: number
  readonly details: unknown

  constructor({
    code,
    message,
    status,
    details,
  }: { code: string; message: string; status?: number; details?: unknown }) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.status = status ?? errorCodes[code as ErrorCode] ?? 400
    this.details = details
  }
}

/**
 * The one way a module makes its errors (STYLE rule 17): from its codes in the contract, which
 * give each its status, so a code cannot be thrown with another status than the web expects.
 *
 * ```ts
 * const bookingError = errorFactory(bookingErrorCodes)
 * export const slotTaken = () => bookingError('bookings.slot_taken', 'Someone else has just taken this time.')
 * ```
 */
export const errorFactory =
  <Codes extends Record<string, number>>(codes: Codes) =>
  (code: keyof Codes & string, message: string, details?: unknown) =>
    new AppError({ code, status: codes[code], message, details })

/** The codes any route may answer with (`forbidden`, `not_found`, `conflict`…). */
export const commonError = errorFactory(commonErrorCodes)

export const notFound = (message = 'Not found') => commonError('not_found', message)

/** 429 `rate_limited`; `onError` sends `retryAfter` (whole seconds) as the Retry-After header. */
export const rateLimited = (retryAfter: number) =>
  commonError('rate_limited', 'Too many attempts. Please wait a moment and try again.', {
    retryAfter,
  })

/**
 * `validation_failed` (400) about one field, as a schema's refusal reads: `message` for the
 * request, `fieldMessage` by the field at `path`.
 */
export const invalidField = (path: string, fieldMessage: string, message: string) =>
  commonError('validation_failed', message, [{ path, message: fieldMessage }])

/** `validation_failed` (400): a request schema's issues, or a value the database refused (22xxx). */
export const invalidRequest = (details?: { path: string; message: string }[]) =>
  commonError('validation_failed', 'Some of the request is not valid', details)
