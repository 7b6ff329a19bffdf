import { bookingStatuses } from '@reserva/shared'
import { type Column, type SQL, sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  createdAt,
  deletedWith,
  noPendingList,
  timestamps,
  uuidPrimaryKey,
} from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'

/** The service and the resource a booking, hold or seat count is of. */
const serviceAndResource = (actions: { onDelete?: 'cascade' } = {}) => ({
  serviceId: uuid('service_id')
    .notNull()
    .references(() => services.id, actions),
  resourceId: uuid('resource_id')
    .notNull()
    .references(() => resources.id, actions),
})

/** The time a booking or hold takes, the time it blocks (with buffers), and its seats. */
const timeHeld = () => ({
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  blockStart: timestamp('block_start', { withTimezone: true }).notNull(),
  blockEnd: timestamp('block_end', { withTimezone: true }).notNull(),
  /** The booking's own id for exclusive services; `service@start` for shared seats. */
  shareKey: text('share_key').notNull(),
  seats: integer('seats').notNull().default(1),
})

/**
 * The time a booking or hold blocks, as a range: the very expression of the exclusion
 * constraints (0005), so their GiST indexes answer an overlap (`&&`) with it. Asked as
 * `block_start < to and block_end > from`, the same question went through the
 * (resource, block_start) index and read every earlier row of the resource
 * (availability.busy-window.test.ts).
 * `table` is `bookings`, `holds` or an alias of one.
 */
export const blockRange = (table: { blockStart: Column; blockEnd: Column }): SQL =>
  sql`tstzrange(${table.blockStart}, ${table.blockEnd}, '[)')`

/** The rows of `table` whose block overlaps [from, to), answered by the exclusion index. */
export const blockOverlaps = (
  table: { blockStart: Column; blockEnd: Column },
  from: unknown,
  to: unknown,
): SQL => sql`${blockRange(table)} && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`

/**
 * A booking holds [blockStart, blockEnd) of its resource: its time plus the service's buffers.
 * No two active bookings may overlap on one resource unless they share a `shareKey` (the same
 * class, same start, of a service with several seats): an exclusion constraint in the migration
 * (0005) makes the database itself refuse a collision. Seats of shared slots are counted in
 * `slot_seats`, whose check constraint refuses an overbooked slot.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidPrimaryKey(),
    reference: text('reference').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    ...serviceAndResource(),
    ...timeHeld(),
    status: text('status', { enum: bookingStatuses }).notNull(),
    /** Price per seat as it was when booked, in minor units; null for a quote-priced service. */
    priceMinor: integer('price_minor'),
    currency: text('currency').notNull(),
    notes: text('notes').notNull().default(''),
    /** Why it was declined or cancelled, as whoever did it wrote it; null when not said. */
    statusReason: text('status_reason'),
    source: text('source', { enum: ['online', 'quote', 'staff'] }).notNull(),
    createdBy: text('created_by').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When staff last changed its status, by the injected clock: a completion's undo window. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /**
     * Which manage link works (bookings.manage-link.ts): the links are signed with this number,
     * and a reissue counts it up, so every earlier link stops working.
     */
    manageLinkVersion: integer('manage_link_version').notNull().default(1),
    /**
     * Counts the changes a calendar shows (time, place, status, notes): a calendar file's and a
     * feed's SEQUENCE, so that a subscribed calendar takes the newest version of the event.
     */
    sequence: integer('sequence').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check(
      'bookings_order',
      sql`${t.startAt} < ${t.endAt} and ${t.blockStart} <= ${t.startAt} and ${t.blockEnd} >= ${t.endAt}`,
    ),
    check('bookings_seats', sql`${t.seats} >= 1`),
    unique('bookings_idempotency').on(t.createdBy, t.idempotencyKey),
    index().on(t.customerId, t.startAt),
    index().on(t.resourceId, t.blockStart),
    index().on(t.startAt),
    // The staff list's search by part of a reference (`ilike '%…%'`), migration 0012.
    index('bookings_reference_trgm_index')
      .using('gin', t.reference.op('gin_trgm_ops'))
      .with(noPendingList),
  ],
)

/** Seats taken in one shared slot; the check constraint is what refuses the seat too many. */
export const slotSeats = pgTable(
  'slot_seats',
  {
    ...serviceAndResource(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    taken: integer('taken').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.resourceId, t.startAt] }),
    check('slot_seats_capacity', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
)

/**
 * A slot someone is about to book, kept from others for the business's hold length. Expired rows
 * are ignored everywhere and swept away; the same exclusion rule as bookings applies (0005).
 * One row per person, live or expired (`holds_one_per_holder`, 0009): a partial index cannot say
 * "live" (now() is not allowed there), so a new hold deletes its holder's old row, expired or not,
 * in the same transaction, and the index refuses a second row however requests interleave.
 */
export const holds = pgTable(
  'holds',
  {
    id: uuidPrimaryKey(),
    ...serviceAndResource({ onDelete: 'cascade' }),
    ...timeHeld(),
    holderId: deletedWith(text('holder_id'), () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.resourceId, t.blockStart),
    index().on(t.expiresAt),
    uniqueIndex('holds_one_per_holder').on(t.holderId),
  ],
)

/** What staff write about a booking for each other; never shown to its customer. */
export const bookingStaffNotes = pgTable(
  'booking_staff_notes',
  {
    id: uuidPrimaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the note stays with the booking. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.bookingId, t.createdAt),
    check('booking_staff_notes_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
)
