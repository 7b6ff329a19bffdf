import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { bookingErrorText, isTimeGone } from './errors.ts'

const apiError = (code: string, status: number, message = 'Server wording the app must not show') =>
  new ApiError({ code, status, message })

describe('booking error messages', () => {
  it.each([
    ['bookings.slot_taken', 409, 'Someone else has just taken this time. Please choose another.'],
    ['bookings.not_a_slot', 422, 'This time can no longer be booked'],
    ['bookings.quote_only', 422, 'Ask for a quote instead.'],
    ['bookings.too_many_seats', 422, 'not enough places'],
    ['bookings.hold_busy', 409, 'being changed in another window or tab'],
    ['bookings.idempotency_key_reused', 422, 'confirm again'],
    ['bookings.invalid_transition', 409, 'This booking has already changed'],
    ['auth.session_missing', 401, 'Sign in again'],
    ['not_found', 404, 'could not find this booking'],
    ['network_error', 0, 'could not reach the server'],
    ['something.new', 500, 'Something went wrong on our side'],
  ])('say what %s means, in our own words', (code, status, expected) => {
    const text = bookingErrorText(apiError(code, status))
    expect(text).toContain(expected)
    expect(text).not.toContain('Server wording')
  })

  it('show the server’s own message for a passed cut-off: it carries the business’s hours', () => {
    const message =
      'It is too late to cancel online: bookings can be cancelled up to 24 hours before they start. Please call us.'
    expect(bookingErrorText(apiError('bookings.cutoff_passed', 409, message))).toBe(message)
  })

  it('know which errors mean the chosen time is gone', () => {
    expect(isTimeGone(apiError('bookings.slot_taken', 409))).toBe(true)
    expect(isTimeGone(apiError('bookings.not_a_slot', 422))).toBe(true)
    expect(isTimeGone(apiError('bookings.too_many_seats', 422))).toBe(false)
    expect(isTimeGone(new Error('x'))).toBe(false)
  })
})
