import type { ErrorCode } from '@reserva/shared'

/**
 * Codes the client itself gives when there is no usable answer from the server; every other code
 * comes from the server's error body (see `errorCodes` in @reserva/shared).
 */
export type ClientErrorCode = 'network_error' | 'unexpected_response'

/** Every code an `ApiError` can carry: the contract's, and the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode

export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** Stable code to branch on, e.g. `not_found` or `bookings.slot_taken`; never branch on the message. */
  readonly code: ApiErrorCode
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number
  readonly details: unknown

  constructor({
    code,
    message,
    status,
    details,
  }: {
    code: ApiErrorCode
    message: string
    status: number
    details?: unknown
  }) {
    super(message)
    this.code = code
    this.status = status
    this.details = details
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
