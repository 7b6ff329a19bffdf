import { errorCodes } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorCode } from './api-client.ts'
import { errorMessage, errorMessages } from './error-messages.ts'

const error = (code: ApiErrorCode, status = 400, details?: unknown) =>
  new ApiError({ code, status, message: 'Server wording the app must not show', details })

describe('errorMessage', () => {
  it('has words of its own for every code of the contract and of the client', () => {
    const codes = [...Object.keys(errorCodes), 'network_error', 'unexpected_response'] as const
    for (const code of codes as readonly ApiErrorCode[]) {
      const text = errorMessage(error(code, 400, { retryAfter: 5, origin: 'x' }))
      expect(text, code).not.toBe('')
      if (code !== 'bookings.cutoff_passed') expect(text, code).not.toContain('Server wording')
    }
    expect(Object.keys(errorMessages).sort()).toEqual([...codes].sort())
  })

  it.each([
    ['bookings.slot_taken', 'Someone else has just taken this time. Please choose another.'],
    ['bookings.not_a_slot', 'This time can no longer be booked'],
    ['bookings.quote_only', 'Ask for a quote instead.'],
    ['bookings.too_many_seats', 'not enough places'],
    ['bookings.hold_busy', 'being changed in another window or tab'],
    ['bookings.idempotency_key_reused', 'confirm again'],
    ['bookings.invalid_transition', 'This booking has already changed'],
    ['auth.invalid_credentials', 'Invalid login credentials'],
    ['auth.user_already_exists', 'already'],
    ['auth.user_already_exists_use_another_email', 'already'],
    ['auth.banned_user', 'suspended'],
    ['storage.too_large', '10 MB'],
    ['network_error', 'could not reach the server'],
    ['internal_error', 'Something went wrong on our side'],
    ['unexpected_response', 'Something went wrong on our side'],
  ] as const)('says what %s means, in our own words', (code, expected) => {
    expect(errorMessage(error(code))).toContain(expected)
  })

  it('shows the server’s own message for a passed cut-off: it carries the business’s hours', () => {
    const message =
      'It is too late to cancel online: bookings can be cancelled up to 24 hours before they start. Please call us.'
    const cutoff = new ApiError({ code: 'bookings.cutoff_passed', status: 409, message })
    expect(errorMessage(cutoff)).toBe(message)
  })

  it('says when to retry after too many attempts, in seconds or minutes', () => {
    expect(errorMessage(error('rate_limited', 429, { retryAfter: 1 }))).toContain('in 1 second.')
    expect(errorMessage(error('rate_limited', 429, { retryAfter: 300 }))).toContain('in 5 minutes.')
    expect(errorMessage(error('rate_limited', 429))).toContain('in 60 seconds.')
  })

  it('explains a refused origin, repeating back only an address', () => {
    const text = errorMessage(
      error('auth.invalid_origin', 403, { origin: 'http://192.168.1.20:3000' }),
    )
    expect(text).toContain('does not accept sign-ins from http://192.168.1.20:3000')
    expect(text).toContain('PUBLIC_URL')
    expect(text).toContain('TRUSTED_ORIGINS')
    expect(
      errorMessage(error('auth.invalid_origin', 403, { origin: 'a same-site page' })),
    ).toContain('from this address.')
  })

  it('takes a screen’s words instead where it gives them, as text or from the error', () => {
    const notFound = error('not_found', 404)
    expect(errorMessage(notFound, { not_found: 'No such quote.' })).toBe('No such quote.')
    expect(errorMessage(notFound, { not_found: (e) => `Gone (HTTP ${e.status}).` })).toBe(
      'Gone (HTTP 404).',
    )
    // Codes the screen does not override keep the map's words.
    expect(errorMessage(error('forbidden', 403), { not_found: 'No such quote.' })).toBe(
      'Your account is not allowed to do this.',
    )
  })

  it('says something general for anything thrown that is not an API error', () => {
    expect(errorMessage(new Error('x is undefined'))).toBe(
      'Something went wrong on this page. Please try again.',
    )
    expect(errorMessage('nope')).toBe('Something went wrong on this page. Please try again.')
  })
})
