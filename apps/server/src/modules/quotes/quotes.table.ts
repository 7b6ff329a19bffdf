import { quoteStatuses } from '@reserva/shared'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, deletedWith, timestamps, uuidPrimaryKey } from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'

/** A customer's request for a price, the business's offer, and what became of it. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuidPrimaryKey(),
    reference: text('reference').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    serviceId: uuid('service_id').references(() => services.id),
    title: text('title').notNull(),
    details: text('details').notNull(),
    preferredDates: date('preferred_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    partySize: integer('party_size').notNull().default(1),
    status: text('status', { enum: quoteStatuses }).notNull().default('requested'),
    offerPriceMinor: integer('offer_price_minor'),
    offerCurrency: text('offer_currency'),
    offerValidUntil: timestamp('offer_valid_until', { withTimezone: true }),
    offerServiceId: uuid('offer_service_id').references(() => services.id),
    offerStart: timestamp('offer_start', { withTimezone: true }),
    /** How long the job takes, when not the service's own duration. */
    offerDurationMinutes: integer('offer_duration_minutes'),
    /** Who or what does the job, when the offer names one of the service's resources. */
    offerResourceId: uuid('offer_resource_id').references(() => resources.id),
    offerMessage: text('offer_message'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** Which of the quote's links works (decision 045): counting it up ends the earlier ones. */
    linkVersion: integer('link_version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check('quotes_party', sql`${t.partySize} >= 1`),
    check(
      'quotes_offer_complete',
      sql`${t.status} not in ('offered', 'accepted', 'declined', 'expired') or (${t.offerPriceMinor} is not null and ${t.offerValidUntil} is not null and ${t.offerServiceId} is not null)`,
    ),
    check(
      'quotes_offer_duration',
      sql`${t.offerDurationMinutes} is null or ${t.offerDurationMinutes} between 5 and 1440`,
    ),
    check('quotes_accepted_booking', sql`${t.status} <> 'accepted' or ${t.bookingId} is not null`),
    index().on(t.customerId, t.createdAt),
    index().on(t.status, t.offerValidUntil),
  ],
)

/** The quote a row belongs to; the row goes with it. */
const quoteId = () => deletedWith(uuid('quote_id'), () => quotes.id)

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: uuidPrimaryKey(),
    quoteId: quoteId(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.quoteId, t.createdAt),
    // How many messages a customer wrote lately, over all their quotes (quotes.service.ts).
    index().on(t.authorId, t.createdAt),
  ],
)

/**
 * A file attached to a quote. The bytes and their metadata are a storage object (private bucket
 * `quote-attachments`, written by the server itself); this row says which quote it belongs to,
 * what the file was called and who sent it.
 */
export const quoteAttachments = pgTable(
  'quote_attachments',
  {
    id: uuidPrimaryKey(),
    quoteId: quoteId(),
    bucketId: text('bucket_id').notNull(),
    objectName: text('object_name').notNull(),
    /** The name the file had on the sender's device, as shown to people. */
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quote_attachments_object').on(t.bucketId, t.objectName),
    check('quote_attachments_size', sql`${t.size} >= 0`),
    index().on(t.quoteId, t.createdAt),
  ],
)
