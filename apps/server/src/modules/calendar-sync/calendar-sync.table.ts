import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { deletedWith, timestamps, uuidPrimaryKey } from '../../db/columns.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'

/**
 * A resource's CalDAV calendar (decision 048): where its bookings are written and whose busy
 * times block its slots. The password is sealed (lib/secret-box.ts). Reading is due at
 * `read_due_at` (on a schedule, or at once when staff ask); a failed read is kept until the next
 * one works, so the staff screen can say the sync is behind and why.
 */
export const calendarConnections = pgTable('calendar_connections', {
  id: uuidPrimaryKey(),
  resourceId: deletedWith(uuid('resource_id'), () => resources.id).unique(),
  /** The address as typed, and the calendar found there. */
  url: text('url').notNull(),
  calendarUrl: text('calendar_url').notNull(),
  username: text('username').notNull(),
  password: text('password').notNull(),
  readDueAt: timestamp('read_due_at', { withTimezone: true }).notNull(),
  readLeaseUntil: timestamp('read_lease_until', { withTimezone: true }),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  readError: text('read_error'),
  readFailingSince: timestamp('read_failing_since', { withTimezone: true }),
  readFailures: integer('read_failures').notNull().default(0),
  lastWrittenAt: timestamp('last_written_at', { withTimezone: true }),
  ...timestamps(),
})

/**
 * The outbox of calendar writes, one row per booking and connection: every change of the booking
 * counts `version` up (in the booking's own transaction); the worker writes the booking as it then
 * is and records `written_version`, so a change during a write is written again and a retry
 * writes the same event to the same place (its UID). `present` and `etag` say what the calendar
 * holds of it.
 */
export const calendarEventWrites = pgTable(
  'calendar_event_writes',
  {
    connectionId: deletedWith(uuid('connection_id'), () => calendarConnections.id),
    bookingId: deletedWith(uuid('booking_id'), () => bookings.id),
    version: integer('version').notNull().default(1),
    writtenVersion: integer('written_version').notNull().default(0),
    present: boolean('present').notNull().default(false),
    etag: text('etag'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Failed attempts since the last write that worked. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.bookingId] }),
    index('calendar_event_writes_due').on(t.dueAt).where(sql`${t.version} > ${t.writtenVersion}`),
    index().on(t.bookingId),
  ],
)

/**
 * What a connected calendar keeps busy, as the last read found it (each occurrence of a
 * recurring event a row): read with time off wherever slots are worked out.
 */
export const calendarBusyTimes = pgTable(
  'calendar_busy_times',
  {
    connectionId: deletedWith(uuid('connection_id'), () => calendarConnections.id),
    resourceId: deletedWith(uuid('resource_id'), () => resources.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('calendar_busy_times_order', sql`${t.startsAt} < ${t.endsAt}`),
    index().on(t.resourceId, t.endsAt),
    index().on(t.connectionId),
  ],
)
