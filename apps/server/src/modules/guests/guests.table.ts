import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { deletedWith, uuidPrimaryKey } from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { quotes } from '../quotes/quotes.table.ts'

/** What a guest asked for while their address is being confirmed (confirm first). */
export interface GuestRequest {
  serviceId: string
  start: string
  seats: number
  notes: string
  /** The phone number given, in E.164, kept on the profile once the address is confirmed. */
  phone: string | null
  /** The name given, kept on a guest's account once the address is confirmed. */
  name: string
}

/** What a guest asked a quote for while their address is being confirmed (decision 045). */
export interface GuestQuoteRequest {
  serviceId: string | null
  title: string
  details: string
  preferredDates: string[]
  partySize: number
  phone: string | null
  name: string
}

/** What a confirmation is for: a booking (decision 043) or a quote request (decision 045). */
export const guestConfirmationKinds = ['booking', 'quote'] as const

/**
 * A guest's address being confirmed: by the six-digit code (with this row's id) or by the link's
 * token, both mailed to the address; only their SHA-256 is kept. Confirm first: `request` is
 * what to book, made into a booking on confirmation (`booking_id` then names it). Book then
 * confirm: the booking exists already and `booking_id` names it from the start.
 */
export const guestConfirmations = pgTable(
  'guest_confirmations',
  {
    id: uuidPrimaryKey(),
    userId: deletedWith(text('user_id'), () => users.id),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: guestConfirmationKinds }).notNull().default('booking'),
    /** A quote request's confirmation: the quote it made, once confirmed. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    /** What to make on confirmation: a `GuestRequest` (booking) or a `GuestQuoteRequest`. */
    request: jsonb('request').$type<GuestRequest | GuestQuoteRequest>(),
    /** The client's Idempotency-Key: a retry of the request finds this row, no second mail. */
    idempotencyKey: text('idempotency_key'),
    /** Confirm first only: book then confirm mails the link alone. */
    codeHash: text('code_hash'),
    tokenHash: text('token_hash').notNull().unique(),
    /** Wrong codes tried so far; at `guestCodeAttempts` the confirmation is spent. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.expiresAt),
    index().on(t.bookingId),
    index().on(t.quoteId),
    index('guest_confirmations_idempotency').on(t.userId, t.idempotencyKey),
    check(
      'guest_confirmations_something',
      sql`${t.request} is not null or ${t.bookingId} is not null`,
    ),
    check(
      'guest_confirmations_kind',
      sql`(${t.kind} = 'booking' and ${t.quoteId} is null) or (${t.kind} = 'quote' and ${t.bookingId} is null and ${t.request} is not null)`,
    ),
  ],
)
