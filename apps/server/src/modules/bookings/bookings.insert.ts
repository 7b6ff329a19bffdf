import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { auditEntryInsert } from '../audit/audit.repository.ts'
import { users } from '../auth/auth.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { bookingTimeLocks, bookingTimeLockValues } from './bookings.locks.ts'
import { type BookingDetailRow, rememberWritten } from './bookings.repository.ts'
import { bookings, holds } from './bookings.table.ts'

type NewBookingRow = Omit<
  typeof bookings.$inferInsert,
  'createdAt' | 'updatedAt' | 'statusReason' | 'reminderSentAt'
> & {
  id: string
  notes: string
  idempotencyKey: string | null
  requestHash: string | null
}

/** A hold the booking let go (its holder's, whatever its time), as `holdEvent` needs it. */
export interface ReleasedHold {
  id: string
  holderId: string
  resourceId: string
  startAt: Date
  endAt: Date
}

const value = sql.placeholder

/**
 * `createBookingIn`'s writes, in one statement built once and run by name (issue #11 item 4): the
 * locks on the resource's time (`bookingTimeLocks`, decision 015), the booking's row answered with
 * its names (as `findBookingDetail`), its customer's hold deleted (returned for `hold.released`)
 * and its audit entry (`booking.created`). Four round trips before (docs/decisions/016).
 *
 * The order is that of the separate statements: the row's id is read from the locks' one-row CTE,
 * so the row cannot be formed, let alone inserted and checked by the exclusion constraint, before
 * every lock is held; the hold's delete is read by the returning list, after the insert.
 */
const insertLocked = preparedStatement('booking_insert_locked', (db) => {
  const locked = db.$with('locked', { locks: sql<number>`locks` }).as(bookingTimeLocks)
  const released = db.$with('released').as(
    db
      .delete(holds)
      .where(eq(holds.holderId, value('customerId')))
      .returning({
        id: holds.id,
        holderId: holds.holderId,
        resourceId: holds.resourceId,
        startAt: holds.startAt,
        endAt: holds.endAt,
      }),
  )
  // The audit entry of the booking (as `writeAudit` writes it): a data-modifying CTE runs once and to
  // completion whether or not anything reads it.
  const audited = db.$with('audited').as(
    auditEntryInsert(db, {
      actorId: value('auditActorId'),
      action: 'booking.created',
      entity: 'booking',
      entityId: sql`${value('id')}::text`,
      data: value('auditData'),
    }),
  )
  const column = (name: keyof NewBookingRow) => value(name)
  return db
    .with(locked, released, audited)
    .insert(bookings)
    .values({
      // After the locks: see above.
      id: sql`(select ${value('id')}::uuid from ${locked})`,
      reference: column('reference'),
      customerId: column('customerId'),
      serviceId: column('serviceId'),
      resourceId: column('resourceId'),
      startAt: sql`${value('startAt')}::timestamptz`,
      endAt: sql`${value('endAt')}::timestamptz`,
      blockStart: sql`${value('blockStart')}::timestamptz`,
      blockEnd: sql`${value('blockEnd')}::timestamptz`,
      shareKey: column('shareKey'),
      seats: column('seats'),
      status: column('status'),
      priceMinor: column('priceMinor'),
      currency: column('currency'),
      notes: column('notes'),
      source: column('source'),
      createdBy: column('createdBy'),
      idempotencyKey: column('idempotencyKey'),
      requestHash: column('requestHash'),
    })
    .returning({
      ...getTableColumns(bookings),
      serviceName: sql<string>`(select ${services.name} from ${services} where ${services.id} = ${bookings.serviceId})`,
      resourceName: sql<string>`(select ${resources.name} from ${resources} where ${resources.id} = ${bookings.resourceId})`,
      customerName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${bookings.customerId})`,
      customerEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${bookings.customerId})`,
      released: sql<
        { id: string; holderId: string; resourceId: string; startAt: string; endAt: string }[]
      >`(select coalesce(json_agg(json_build_object('id', r.id, 'holderId', r.holder_id,
          'resourceId', r.resource_id, 'startAt', r.start_at, 'endAt', r.end_at)), '[]'::json)
        from ${released} r)`,
    })
})

/**
 * Locks the booking's time on its resource, inserts it, deletes its customer's hold and writes the
 * audit entry, in one statement (above). Answers the booking with its names, and the holds let go.
 */
export async function insertBookingLocked(
  tx: Tx,
  values: NewBookingRow,
  audit: { actorId: string; data: Record<string, unknown> },
): Promise<{ detail: BookingDetailRow; released: ReleasedHold[] }> {
  const row = await returnedRow(
    insertLocked(tx, {
      ...values,
      auditActorId: audit.actorId,
      auditData: JSON.stringify(audit.data),
      startAt: values.startAt.toISOString(),
      endAt: values.endAt.toISOString(),
      blockStart: values.blockStart.toISOString(),
      blockEnd: values.blockEnd.toISOString(),
      ...bookingTimeLockValues({
        resourceId: values.resourceId,
        from: values.blockStart,
        to: values.blockEnd,
      }),
    }),
    'booking insert',
  )
  const { serviceName, resourceName, customerName, customerEmail, released, ...booking } = row
  const detail = { booking, serviceName, resourceName, customerName, customerEmail }
  rememberWritten(tx, detail)
  return {
    detail,
    released: released.map((hold) => ({
      ...hold,
      startAt: new Date(hold.startAt),
      endAt: new Date(hold.endAt),
    })),
  }
}
