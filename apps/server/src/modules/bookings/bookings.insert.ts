import type { Language } from '@reserva/shared/languages'
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { writeAtCommit } from '../../db/write-at-commit.ts'
import { auditEntryInsert } from '../audit/audit.repository.ts'
import { users } from '../auth/auth.table.ts'
import { resources, serviceResources } from '../catalogue/catalogue.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { bookingTimeLocks, bookingTimeLockValues } from './bookings.locks.ts'
import type { BookingRow } from './bookings.repository.ts'
import { bookings, holds } from './bookings.table.ts'

/** A new booking's row, every column as it will be stored. */
export type NewBookingRow = BookingRow & {
  statusReason: null
  reminderSentAt: null
  statusChangedAt: null
  /** The column's default: a new booking's first manage link. */
  manageLinkVersion: 1
  /** The column's default: no change yet. */
  sequence: 0
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

type HoldTuple = [id: string, resourceId: string, startAt: string, endAt: string]

const bookingParties = preparedStatement('booking_parties', (db) =>
  db
    .select({
      customer: sql<
        | [
            name: string,
            email: string,
            role: string,
            banned: boolean | null,
            banExpires: string | null,
            emailVerified: boolean,
            language: Language | null,
          ]
        | null
      >`(select json_build_array(${users.name}, ${users.email}, ${users.role}, ${users.banned},
          ${users.banExpires}, ${users.emailVerified},
          (select ${profiles.language} from ${profiles} where ${profiles}.id = ${users}.id))
        from ${users} where ${users.id} = ${value('customerId')})`,
      resources: sql<
        Record<string, string>
      >`coalesce((select json_object_agg(${resources.id}, ${resources.name})
        from ${resources} join ${serviceResources} on ${serviceResources.resourceId} = ${resources.id}
        where ${serviceResources.serviceId} = ${value('serviceId')}::uuid), '{}'::json)`,
      hold: sql<HoldTuple | null>`(select json_build_array(${holds.id}, ${holds.resourceId},
          ${holds.startAt}, ${holds.endAt})
        from ${holds} where ${holds.holderId} = ${value('customerId')})`,
    })
    .from(sql`(select 1) as one`),
)

/**
 * What a new booking needs besides its slot's re-check, read before it is written (its insert goes
 * with the COMMIT, `insertBookingLocked`, and its mail is written meanwhile): its customer's name
 * and address, null when there is no such person; the name of each resource that gives the
 * service, by id; and the customer's hold, which the booking lets go (one per person, migration
 * 0009), null when they have none.
 */
export async function findBookingParties(
  tx: Tx,
  { customerId, serviceId }: { customerId: string; serviceId: string },
): Promise<{
  customer: {
    name: string
    email: string
    /** Whether the address is known to be theirs (a mail to it may carry their name). */
    emailVerified: boolean
    /** The language they chose (their profile's), which their mails are written in. */
    language: Language | null
    role: string
    /** Banned, and until when (null: for good); undefined when not banned. */
    bannedUntil?: Date | null
  } | null
  resourceNames: Record<string, string>
  hold: ReleasedHold | null
}> {
  const [row] = await bookingParties(tx, { customerId, serviceId })
  const customer = row?.customer
  const hold = row?.hold
  return {
    customer: customer
      ? {
          name: customer[0],
          email: customer[1],
          emailVerified: customer[5] === true,
          language: customer[6] ?? null,
          role: customer[2],
          ...(customer[3] ? { bannedUntil: customer[4] ? new Date(customer[4]) : null } : {}),
        }
      : null,
    resourceNames: row?.resources ?? {},
    hold: hold
      ? {
          id: hold[0],
          holderId: customerId,
          resourceId: hold[1],
          startAt: new Date(hold[2]),
          endAt: new Date(hold[3]),
        }
      : null,
  }
}

/**
 * `createBookingIn`'s writes, in one statement built once and run by name: the
 * locks on the resource's time (`bookingTimeLocks`, decision 015), the booking's row, its
 * customer's hold deleted (by id, as read for `hold.released`) and its audit entry
 * (`booking.created`). Four round trips before (docs/decisions/016).
 *
 * The order is that of the separate statements: the row's id is read from the locks' one-row CTE,
 * so the row cannot be formed, let alone inserted and checked by the exclusion constraint, before
 * every lock is held; the hold's delete and the audit entry, data-modifying CTEs that nothing
 * reads, run to completion after the insert.
 */
const insertLocked = preparedStatement('booking_insert_locked', (db) => {
  const locked = db.$with('locked', { locks: sql<number>`locks` }).as(bookingTimeLocks)
  const released = db
    .$with('released')
    .as(db.delete(holds).where(eq(holds.id, sql`${value('releasedHoldId')}::uuid`)))
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
      createdAt: sql`${value('createdAt')}::timestamptz`,
      updatedAt: sql`${value('createdAt')}::timestamptz`,
    })
    .returning({ id: bookings.id })
})

/**
 * Locks the booking's time on its resource, inserts it, deletes the hold `releasedHoldId` (its
 * customer's, read by `findBookingParties`; none when null) and writes the audit entry, in one
 * statement (above), sent with the COMMIT (`writeAtCommit`): the transaction goes on without the
 * answer, so what it writes next follows at once, in PostgreSQL's pipeline. Its failure (a
 * collision) is the transaction's.
 */
export async function insertBookingLocked(
  tx: Tx,
  values: NewBookingRow,
  {
    releasedHoldId,
    audit,
  }: { releasedHoldId: string | null; audit: { actorId: string; data: Record<string, unknown> } },
): Promise<void> {
  await writeAtCommit(
    tx,
    returnedRow(
      insertLocked(tx, {
        ...values,
        releasedHoldId,
        auditActorId: audit.actorId,
        auditData: JSON.stringify(audit.data),
        startAt: values.startAt.toISOString(),
        endAt: values.endAt.toISOString(),
        blockStart: values.blockStart.toISOString(),
        blockEnd: values.blockEnd.toISOString(),
        createdAt: values.createdAt.toISOString(),
        ...bookingTimeLockValues({
          resourceId: values.resourceId,
          from: values.blockStart,
          to: values.blockEnd,
        }),
      }),
      'booking insert',
    ),
  )
}
