import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'

/** Staff see a list of bookings that is refreshed for them after these, so the words say so. */
export const staffBookingMessages: ErrorMessageOverrides = {
  'bookings.invalid_transition':
    'This booking changed meanwhile and can no longer be changed this way. The list has been refreshed.',
  not_found: 'This booking no longer exists. The list has been refreshed.',
}
