import type { BookingStatus } from '@reserva/shared'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'

/**
 * The statuses' names on the staff's screens, in the status badge's words ("Awaiting
 * confirmation", "No-show"): the calendar's blocks, their names for screen readers and the
 * bookings list's filter.
 */
export const statusNames = {
  pending: 'staffStatus.pending',
  confirmed: 'staffStatus.confirmed',
  declined: 'staffStatus.declined',
  cancelled: 'staffStatus.cancelled',
  completed: 'staffStatus.completed',
  no_show: 'staffStatus.no_show',
} as const satisfies Record<BookingStatus, MessageKey>
