import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { translate } from '@/lib/i18n/active.ts'

/** Staff see a list of bookings that is refreshed for them after these, so the words say so. */
export const staffBookingMessages: ErrorMessageOverrides = {
  'bookings.invalid_transition': () => translate('staffErrors.invalidTransition'),
  not_found: () => translate('staffErrors.notFound'),
}
