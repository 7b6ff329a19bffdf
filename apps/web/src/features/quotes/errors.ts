import { isApiError } from '@/lib/api-client.ts'

/** What to tell the person when a quote request fails, chosen by the error's code (STYLE rule 7). */
export function quoteErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong on this page. Please try again.'
  switch (error.code) {
    case 'quotes.invalid_transition':
      return 'This quote has changed meanwhile (the offer may have expired, or been answered already). It now shows what it is.'
    case 'quotes.start_required':
      return 'Choose a time for the job first.'
    case 'quotes.unknown_service':
      return 'That service is not offered any more. Choose another one.'
    case 'bookings.slot_taken':
      return 'Someone else has just taken this time.'
    case 'bookings.not_a_slot':
      return 'This time can no longer be booked: it is too soon, too far ahead or outside opening hours.'
    case 'bookings.too_many_seats':
      return 'There are not enough places at this time for everyone in the request.'
    case 'storage.too_large':
      return 'This file is too large: the limit is 10 MB.'
    case 'storage.type_not_allowed':
      return 'This type of file cannot be attached: use a photo, a PDF or a text file.'
    case 'storage.too_many_files':
      return 'You have attached as many files as your account can keep. Ask us to remove some you no longer need.'
    case 'storage.quota_exceeded':
      return 'Your files together would pass the space your account has. Ask us to remove some you no longer need.'
    case 'quotes.too_many_attachments':
      return 'This quote already has as many files as it can take (5).'
    case 'storage.not_found':
      return 'This file is no longer there.'
    case 'validation_failed':
      return 'Some details need a change: see the notes next to the fields.'
    case 'unauthorized':
    case 'auth.session_missing':
      return 'You have been signed out. Sign in again to go on.'
    case 'forbidden':
      return 'Your account is not allowed to do this.'
    case 'not_found':
      return 'We could not find this quote. It may belong to another account.'
    case 'rate_limited':
      return 'Too many attempts in a short time. Please wait a minute and try again.'
    case 'network_error':
      return 'We could not reach the server. Check your connection and try again.'
    default:
      return 'Something went wrong on our side. Please try again in a moment.'
  }
}

/** The accepted time is gone: the customer (or the business) has to find another. */
export const isTimeGone = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'bookings.slot_taken' || error.code === 'bookings.not_a_slot')
