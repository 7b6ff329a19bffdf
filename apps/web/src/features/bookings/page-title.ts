import type { BookingStatus } from '@reserva/shared'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'

/**
 * The title of a page that shows one booking: a cancelled or declined booking's says so; any
 * other (or one not loaded yet) has the page's `own`.
 */
export const bookingPageTitle = <Own extends MessageKey>(
  status: BookingStatus | undefined,
  own: Own,
) =>
  status === 'cancelled'
    ? ('bookingConfirmation.cancelledTitle' as const)
    : status === 'declined'
      ? ('bookingConfirmation.declinedTitle' as const)
      : own
