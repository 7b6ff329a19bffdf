import type { WebhookEventType } from '@reserva/shared'
import type { Clock } from '../../lib/clock.ts'
import type { DomainEvent, EventBus } from '../../lib/domain-events.ts'
import { queueAtCommit } from '../../lib/queue-at-commit.ts'
import type {} from '../bookings/bookings.events.ts'
import type {} from '../quotes/quotes.events.ts'
import { queueForSubscribers } from './webhooks.repository.ts'

/** The domain events endpoints may hear of (decision 006), by what they are published as. */
const published = [
  'booking.created',
  'booking.status_changed',
  'booking.rescheduled',
  'quote.requested',
  'quote.offered',
  'quote.accepted',
  'quote.declined',
  'quote.rejected',
  'quote.expired',
  'quote.withdrawn',
] as const
type Published = DomainEvent<(typeof published)[number]>

/** The webhook event a domain event is: a change of a booking's status is named by its new one. */
function webhookEventOf(event: Published): WebhookEventType | undefined {
  if (event.type !== 'booking.status_changed') return event.type
  const named = `booking.${event.to}`
  return named === 'booking.pending' ? undefined : (named as WebhookEventType)
}

/** What a receiver is sent: the event's facts, without who clicked (a staff member's id). */
function dataOf(event: Published): Record<string, unknown> {
  const { type: _type, ...data } = event
  if ('actorId' in data) delete (data as { actorId?: string }).actorId
  return data
}

/**
 * Webhook deliveries, queued in the outbox on the transaction that published the event (a
 * booking answered 201 always has its deliveries) with a write that goes with the COMMIT, so the
 * booking waits for no extra round trip; the worker is woken after the commit when any endpoint
 * wanted the event. Sending happens there, never in the request: a slow receiver slows no booking.
 */
export const registerWebhookSubscribers = ({
  events,
  clock,
  onQueued,
}: {
  events: EventBus
  clock: Clock
  onQueued: () => void
}) =>
  queueAtCommit({
    events,
    types: published,
    queue: (event, tx) => {
      const eventType = webhookEventOf(event)
      if (!eventType) return undefined
      const now = clock.now()
      return queueForSubscribers(tx, {
        eventType,
        payload: { type: eventType, timestamp: now.toISOString(), data: dataOf(event) },
        now,
      })
    },
    onQueued,
  })
