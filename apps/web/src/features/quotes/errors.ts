import { isApiError } from '@/lib/api-client.ts'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'

/**
 * Quote screens word these their own way: what was not found is a quote, and a time that is gone
 * is followed by what to do about the offer (see accept-offer-button.tsx), not "choose another".
 */
export const quoteMessages: ErrorMessageOverrides = {
  not_found: 'We could not find this quote. It may belong to another account.',
  'bookings.slot_taken': 'Someone else has just taken this time.',
  'bookings.not_a_slot':
    'This time can no longer be booked: it is too soon, too far ahead or outside opening hours.',
  'bookings.too_many_seats':
    'There are not enough places at this time for everyone in the request.',
}

/** The accepted time is gone: the customer (or the business) has to find another. */
export const isTimeGone = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'bookings.slot_taken' || error.code === 'bookings.not_a_slot')
