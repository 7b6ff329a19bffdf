import { or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { calendarConnections, calendarEventWrites } from './calendar-sync.table.ts'

// What puts bookings in the calendars' queue (`calendar_event_writes`): a booking's change, a
// customer's erasure, a calendar newly connected. The sync worker takes them from there.

/**
 * Queues a write of booking `bookingId` for every calendar that should hear of its change: its
 * resource's, and any that holds it already (it moved to another resource, and is to leave the
 * old one's calendar). One statement, on the booking's own transaction; every change of a
 * booking runs it, so it is built once and run by name.
 */
const queueWrites = preparedStatement('calendar_queue_writes', (db) => {
  const bookingId = sql`${sql.placeholder('bookingId')}::uuid`
  const now = sql`${sql.placeholder('now')}::timestamptz`
  return db
    .insert(calendarEventWrites)
    .select(
      db
        .select({
          connectionId: calendarConnections.id,
          bookingId: bookingId.as('booking_id'),
          version: sql`1`.as('version'),
          writtenVersion: sql`0`.as('written_version'),
          present: sql`false`.as('present'),
          etag: sql`null`.as('etag'),
          dueAt: now.as('due_at'),
          leaseUntil: sql`null`.as('lease_until'),
          attempts: sql`0`.as('attempts'),
          lastError: sql`null`.as('last_error'),
          failingSince: sql`null`.as('failing_since'),
        })
        .from(calendarConnections)
        .where(
          or(
            sql`${calendarConnections.resourceId} = (select ${bookings.resourceId} from ${bookings} where ${bookings.id} = ${bookingId})`,
            sql`${calendarConnections.id} in (select ${calendarEventWrites.connectionId} from ${calendarEventWrites} where ${calendarEventWrites.bookingId} = ${bookingId})`,
          ),
        ),
    )
    .onConflictDoUpdate({
      target: [calendarEventWrites.connectionId, calendarEventWrites.bookingId],
      set: {
        version: sql`${calendarEventWrites.version} + 1`,
        dueAt: sql`excluded.due_at`,
        attempts: 0,
        leaseUntil: null,
      },
    })
    .returning({ bookingId: calendarEventWrites.bookingId })
})

export const queueBookingWrites = (tx: Tx, { bookingId, now }: { bookingId: string; now: Date }) =>
  queueWrites(tx, { bookingId, now: now.toISOString() })

/**
 * Queues again every booking of `customerId` that a calendar holds, whatever its date: erasing
 * them (decision 050) changes the name and notes their events show, past ones included.
 */
export function queueCustomerRewrites(
  tx: Tx,
  { customerId, now }: { customerId: string; now: Date },
) {
  return tx.execute(sql`
    update ${calendarEventWrites}
       set version = ${calendarEventWrites.version} + 1, due_at = ${now.toISOString()}::timestamptz,
           attempts = 0, lease_until = null
     where booking_id in (select id from ${bookings} where customer_id = ${customerId})`)
}

/**
 * Queues every booking of the connection's resource still to come (or under way) and not
 * cancelled, once: what a newly connected calendar is to hold. A booking queued already is
 * written again, as the calendar may be another one.
 */
export function queueUpcomingBookings(
  tx: Tx,
  { connectionId, resourceId, now }: { connectionId: string; resourceId: string; now: Date },
) {
  return tx.execute(sql`
    insert into ${calendarEventWrites} (connection_id, booking_id, due_at)
    select ${connectionId}::uuid, b.id, ${now.toISOString()}::timestamptz
      from ${bookings} b
     where b.resource_id = ${resourceId}::uuid and b.end_at > ${now.toISOString()}::timestamptz
       and b.status in ('pending', 'confirmed')
    on conflict (connection_id, booking_id) do update
       set version = ${calendarEventWrites.version} + 1, written_version = 0, present = false,
           etag = null, due_at = excluded.due_at, attempts = 0, lease_until = null`)
}
