import { isApiError } from '@/lib/api-client.ts'

/**
 * What to tell the person when a booking request fails, chosen by the error's code (never by
 * the server's message). The one exception is `bookings.cutoff_passed`: its message carries the
 * business's own cut-off ("up to 24 hours before"), which only the server knows.
 */
export function bookingErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong on this page. Please try again.'
  switch (error.code) {
    case 'bookings.slot_taken':
      return 'Someone else has just taken this time. Please choose another.'
    case 'bookings.not_a_slot':
      return 'This time can no longer be booked: it is too soon, too far ahead or outside opening hours. Please choose another.'
    case 'bookings.quote_only':
      return 'This service is priced for each job, so it cannot be booked online. Ask for a quote instead.'
    case 'bookings.hold_busy':
      return 'Your held time is being changed in another window or tab right now. Please try again in a moment.'
    case 'bookings.too_many_seats':
      return 'There are not enough places for that many people. Choose fewer places, or another time.'
    case 'bookings.idempotency_key_reused':
      return 'Your booking changed while it was being sent. Check the details and confirm again.'
    case 'bookings.cutoff_passed':
      return error.message
    case 'bookings.invalid_transition':
      return 'This booking has already changed (it may have been cancelled or completed). We have refreshed it.'
    case 'bookings.unknown_service':
      return 'This service is no longer offered. Please choose another.'
    case 'auth.session_missing':
    case 'unauthorized':
      return 'You have been signed out. Sign in again to go on: your choice is kept.'
    case 'not_found':
      return 'We could not find this booking in your account.'
    case 'rate_limited':
      return 'Too many attempts in a short time. Please wait a minute and try again.'
    case 'network_error':
      return 'We could not reach the server. Check your connection and try again.'
    default:
      return 'Something went wrong on our side. Please try again in a moment.'
  }
}

/** Errors after which the chosen time is gone: the person has to pick another. */
export const isTimeGone = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'bookings.slot_taken' || error.code === 'bookings.not_a_slot')
