import { realtimeEvents } from '@reserva/shared'

/**
 * What happens to quotes, published on the transaction that made the change (decision 006).
 * Every event names the quote and its customer (the realtime layer routes by customer); a few
 * carry what a subscriber cannot read back from the quote alone.
 */
interface QuoteEvent {
  quoteId: string
  customerId: string
}

declare module '../../lib/domain-events.ts' {
  interface DomainEvents {
    /** `byGuest`: asked without an account (decision 045); the customer is mailed its link. */
    'quote.requested': QuoteEvent & { byGuest?: boolean }
    'quote.offered': QuoteEvent
    /** The booking made from the offer, in the same transaction. */
    'quote.accepted': QuoteEvent & { bookingId: string }
    'quote.declined': QuoteEvent
    /** Turned down by staff; `reason` is what they wrote to the customer (may be empty). */
    'quote.rejected': QuoteEvent & { reason: string }
    /** The offer's validity passed (the expiry job). */
    'quote.expired': QuoteEvent
    'quote.withdrawn': QuoteEvent
    /** A new quote link was made (decision 045); only the subscribers that mail it follow. */
    'quote.link_reissued': QuoteEvent
    /** A message in the quote's thread, by its customer or by staff. */
    'quote.message_added': QuoteEvent & { messageId: string; authorId: string }
  }
}

/**
 * Every quote event, for subscribers that follow them all (mail, live updates). The contract
 * lists them for the live socket, which carries each one.
 */
export const quoteEventTypes = realtimeEvents.quotes
