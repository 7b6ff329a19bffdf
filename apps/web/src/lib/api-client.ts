import type { z } from 'zod'

import { ApiError } from './api-error.ts'

export { ApiError, type ApiErrorCode, type ClientErrorCode, isApiError } from './api-error.ts'

type RequestOptions<T> = {
  /**
   * Validates the response body; the returned value is what the schema produces. A promise of one
   * (the contract loaded with `import('@/lib/contract.ts')`) is awaited once the answer is there;
   * a function is called only then, and only for an answer that `acceptNull` does not take.
   */
  schema: z.ZodType<T> | Promise<z.ZodType<T>> | (() => Promise<z.ZodType<T>>)
  /**
   * An answer of `null` (which `schema` must allow) is taken as it is, without loading the schema:
   * a visitor's session, read on every first visit, needs neither zod nor the session's schema.
   */
  acceptNull?: boolean
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** An answer's body as JSON; `undefined` when it is empty or not JSON. */
export const parseJsonText = (text: string): unknown => {
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
  { schema, acceptNull = false, method = 'GET', body, headers, signal }: RequestOptions<T>,
): Promise<T> {
  // Fetched while the request is under way; a failure to load it is thrown where it is awaited.
  const schemaReady = typeof schema === 'function' ? null : Promise.resolve(schema)
  schemaReady?.catch(() => {})
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

  const payload = parseJsonText(await response.text())
  if (!response.ok) {
    // The error body's schema is in the contract, which the first paint does not wait for.
    const { errorFromAnswer } = await import('./error-from-answer.ts')
    throw errorFromAnswer(response.status, payload)
  }
  if (acceptNull && payload === null) return null as T
  return readAnswer(
    await (schemaReady ?? (schema as () => Promise<z.ZodType<T>>)()),
    payload,
    response.status,
  )
}

/** The request never got an answer (offline, DNS, refused connection). */
export const networkError = (cause: unknown) =>
  new ApiError({
    code: 'network_error',
    message: 'Could not reach the server. Check your connection and try again.',
    status: 0,
    details: cause instanceof Error ? cause.message : undefined,
  })

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
