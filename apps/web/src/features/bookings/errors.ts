import { isApiError } from '@/lib/api-client.ts'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { translate } from '@/lib/i18n/active.ts'

/**
 * A customer's booking screens say these in their own words: what was not found is a booking of
 * theirs, and the choice made so far survives signing in again.
 */
export const bookingMessages: ErrorMessageOverrides = {
  not_found: () => translate('bookingErrors.notFound'),
  'auth.session_missing': () => translate('bookingErrors.signedOut'),
  unauthorized: () => translate('bookingErrors.signedOut'),
}

/** Errors after which the chosen time is gone: the person has to pick another. */
export const isTimeGone = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'bookings.slot_taken' || error.code === 'bookings.not_a_slot')
