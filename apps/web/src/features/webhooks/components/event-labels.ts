import type { WebhookEventType } from '@reserva/shared'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'

/** Each event an endpoint may subscribe to, in words. */
export const eventLabels = {
  'booking.created': 'webhookEvents.bookingCreated',
  'booking.confirmed': 'webhookEvents.bookingConfirmed',
  'booking.declined': 'webhookEvents.bookingDeclined',
  'booking.cancelled': 'webhookEvents.bookingCancelled',
  'booking.rescheduled': 'webhookEvents.bookingRescheduled',
  'booking.completed': 'webhookEvents.bookingCompleted',
  'booking.no_show': 'webhookEvents.bookingNoShow',
  'quote.requested': 'webhookEvents.quoteRequested',
  'quote.offered': 'webhookEvents.quoteOffered',
  'quote.accepted': 'webhookEvents.quoteAccepted',
  'quote.declined': 'webhookEvents.quoteDeclined',
  'quote.rejected': 'webhookEvents.quoteRejected',
  'quote.expired': 'webhookEvents.quoteExpired',
  'quote.withdrawn': 'webhookEvents.quoteWithdrawn',
} as const satisfies Record<WebhookEventType, MessageKey>
