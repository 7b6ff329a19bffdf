import { type ErrorCode, errorBodySchema, errorCodes } from '@reserva/shared'
import type { z } from 'zod'

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

type RequestOptions<T> = {
  /** Validates the response body; the returned value is what the schema produces. */
  schema: z.ZodType<T>
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

const parseJson = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Calls the Reserva API. Sends and reads JSON, always with the session cookie, and throws an
 * `ApiError` for every failure: an error body from the server, no answer at all, or an answer that
 * does not match `schema`.
 */
export async function apiRequest<T>(
  path: string,
  { schema, method = 'GET', body, headers, signal }: RequestOptions<T>,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw networkError(cause)
  }

  const payload = await parseJson(response)
  if (!response.ok) throw errorFromAnswer(response.status, payload)
  return readAnswer(schema, payload, response.status)
}

/** The request never got an answer (offline, DNS, refused connection). */
export const networkError = (cause: unknown) =>
  new ApiError({
    code: 'network_error',
    message: 'Could not reach the server. Check your connection and try again.',
    status: 0,
    details: cause instanceof Error ? cause.message : undefined,
  })

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

/** A successful answer through `schema`; one it does not match is `unexpected_response`. */
export function readAnswer<T>(schema: z.ZodType<T>, payload: unknown, status = 200): T {
  const result = schema.safeParse(payload)
  if (!result.success) {
    throw new ApiError({
      code: 'unexpected_response',
      message: 'The server sent an answer this page does not understand.',
      status,
      details: result.error.issues,
    })
  }
  return result.data
}
