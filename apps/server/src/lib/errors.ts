import { type ErrorCode, errorCodes } from '@reserva/shared'

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

export const notFound = (message = 'Not found') => new AppError({ code: 'not_found', message })
