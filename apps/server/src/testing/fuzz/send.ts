import type { TestApp } from '../create-test-app.ts'
import type { createRecords } from '../records.ts'
import type { FuzzRequest } from './requests.ts'

/** Sends a fuzzed request to the app, with the cookie of its actor unless it brings its own. */
export function sendFuzzRequest(
  t: TestApp,
  records: Pick<Awaited<ReturnType<typeof createRecords>>, 'cookieOf'>,
  request: FuzzRequest,
  init: Pick<RequestInit, 'redirect'> = {},
) {
  const headers = new Headers(request.headers)
  const cookie = records.cookieOf(request.actor)
  if (cookie && !headers.has('cookie')) headers.set('cookie', cookie)
  return t.request(request.path, {
    method: request.method,
    headers,
    body: request.body as RequestInit['body'],
    ...init,
  })
}

/** Whether a parsed answer has the common error shape: `{ error: { code, message } }`. */
export const isErrorBody = (body: unknown) => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error
  return typeof error?.code === 'string' && typeof error.message === 'string'
}
