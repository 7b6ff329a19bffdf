import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorCode } from './api-client.ts'
import { shouldRetry } from './query-client.ts'

const apiError = (status: number, code: ApiErrorCode = 'bad_request') =>
  new ApiError({ code, message: 'm', status })

describe('shouldRetry', () => {
  it('does not ask again after a client error, which another try cannot fix', () => {
    expect(shouldRetry(0, apiError(404, 'not_found'))).toBe(false)
    expect(shouldRetry(0, apiError(401, 'unauthorized'))).toBe(false)
  })

  it('retries network failures and server errors twice, then gives up', () => {
    const offline = apiError(0, 'network_error')
    expect(shouldRetry(0, offline)).toBe(true)
    expect(shouldRetry(1, apiError(503))).toBe(true)
    expect(shouldRetry(2, apiError(503))).toBe(false)
  })
})
