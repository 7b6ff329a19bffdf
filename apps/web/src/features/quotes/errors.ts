import { isApiError } from '@/lib/api-client.ts'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { translate } from '@/lib/i18n/active.ts'

/**
 * Quote screens word these their own way: what was not found is a quote, and a time that is gone
 * is followed by what to do about the offer (see accept-offer-button.tsx), not "choose another".
 * Each is read when shown, in the language on screen.
 */
export const quoteMessages: ErrorMessageOverrides = {
  not_found: () => translate('quoteErrors.notFound'),
  'bookings.slot_taken': () => translate('quoteErrors.slotTaken'),
  'bookings.not_a_slot': () => translate('quoteErrors.notASlot'),
  'bookings.too_many_seats': () => translate('quoteErrors.tooManySeats'),
}

/** The accepted time is gone: the customer (or the business) has to find another. */
export const isTimeGone = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'bookings.slot_taken' || error.code === 'bookings.not_a_slot')
