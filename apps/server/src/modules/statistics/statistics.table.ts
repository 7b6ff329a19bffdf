import {
  bigint,
  customType,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core'

const tstzmultirange = customType<{ data: string }>({ dataType: () => 'tstzmultirange' })

/**
 * Bookings summed per day (in the business time zone, by start), status, source and currency,
 * kept by triggers on `bookings` in the same transaction as each change, and rebuilt when the
 * business time zone changes (migration 0010). The statistics read these instead of
 * every booking: a year is a few thousand rows, however many bookings it had (issue #12).
 */
export const statisticsBookingDays = pgTable(
  'statistics_booking_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    currency: text('currency').notNull(),
    bookings: integer('bookings').notNull().default(0),
    /** Price per seat × seats, summed; unpriced bookings add nothing. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
    /** Bookings with a price. */
    priced: integer('priced').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.source, t.currency] })],
)

/**
 * The time each resource was held on each day (business time zone) by the bookings that start
 * that day and hold time (pending, confirmed, completed, no-show), as one multirange: seats of
 * one class, or bookings that overlap, count once. Kept by the same triggers. How much of it fell
 * in open hours is measured when the statistics are read, against the slot engine's own open
 * intervals (`statistics.open-time.ts`), so that one rule says when a resource is open.
 */
export const statisticsResourceDays = pgTable(
  'statistics_resource_days',
  {
    resourceId: uuid('resource_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    busy: tstzmultirange('busy').notNull().default('{}'),
    /** The length of `busy`. */
    busySeconds: bigint('busy_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.day] })],
)
