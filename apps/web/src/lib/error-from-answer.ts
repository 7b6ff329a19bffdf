import { ApiError, type ClientErrorCode } from './api-error.ts'
import { type ErrorCode, errorBodySchema, errorCodes } from './contract.ts'

/** A refusal: the server's error body as an ApiError, or `unexpected_response` without one. */
export function errorFromAnswer(status: number, payload: unknown): ApiError {
  const errorBody = errorBodySchema.safeParse(payload)
  if (errorBody.success) {
    const { code, message, details } = errorBody.data.error
    return new ApiError({ code: knownCode(code, status), message, status, details })
  }
  return new ApiError({
    code: 'unexpected_response',
    message: `The server answered with an unexpected error (HTTP ${status}).`,
    status,
  })
}

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCodes, code)

/** The common code a status stands for, for a server code this client does not know. */
const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'request.too_large',
  415: 'unsupported_media_type',
  // Not validation_failed: that promises notes by field, which an unknown code does not carry.
  422: 'bad_request',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
}

/**
 * The server's code when the contract names it. A code it does not name (a newer server, or one
 * of Better Auth's that passes through) keeps its status and takes the common code for it, so the
 * web app still says something true ("not found", "refused"); `unexpected_response` when the
 * status has none.
 */
function knownCode(code: string, status: number): ErrorCode | ClientErrorCode {
  if (isErrorCode(code)) return code
  return codeForStatus[status] ?? (status >= 500 ? 'internal_error' : 'unexpected_response')
}
