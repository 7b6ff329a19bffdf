import { isApiError } from '@/lib/api-client.ts'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'

/**
 * A customer's booking screens say these in their own words: what was not found is a booking of
 * theirs, and the choice made so far survives signing in again.
 */
export const bookingMessages: ErrorMessageOverrides = {
  not_found: 'We could not find this booking in your account.',
  'auth.session_missing': 'You have been signed out. Sign in again to go on: your choice is kept.',
  unauthorized: 'You have been signed out. Sign in again to go on: your choice is kept.',
}

/** Errors after which the chosen time is gone: the person has to pick another. */
export const isTimeGone = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'bookings.slot_taken' || error.code === 'bookings.not_a_slot')
