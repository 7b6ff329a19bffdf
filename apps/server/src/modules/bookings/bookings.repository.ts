import type { BookingSort } from '@reserva/shared'
import type { Language } from '@reserva/shared/languages'
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { transactionMemo } from '../../db/transaction-memo.ts'
import { users } from '../auth/auth.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { blockOverlaps, bookings, holds, slotSeats } from './bookings.table.ts'

export type BookingRow = typeof bookings.$inferSelect
export type HoldRow = typeof holds.$inferSelect

export async function findByIdempotencyKey(db: Db | Tx, createdBy: string, key: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.createdBy, createdBy), eq(bookings.idempotencyKey, key)))
  return row
}

/**
 * Booking details this transaction wrote: the booking's mail (an in-transaction subscriber) is
 * written from the row as `createBookingIn` sent it, with the names it read, instead of reading
 * it back; the insert's answer has not come yet then.
 */
const written = transactionMemo<BookingDetailRow>()

/** Tells the memo of a booking this transaction wrote (`createBookingIn`). */
export const rememberWritten = (tx: Tx, detail: BookingDetailRow) =>
  written.set(tx, detail.booking.id, detail)

/** Takes `seats` in a shared slot; the check constraint refuses going over capacity (23514). */
export async function takeSeats(
  tx: Tx,
  {
    serviceId,
    resourceId,
    startAt,
    seats,
    capacity,
  }: { serviceId: string; resourceId: string; startAt: Date; seats: number; capacity: number },
) {
  await tx
    .insert(slotSeats)
    .values({ serviceId, resourceId, startAt, taken: seats, capacity })
    .onConflictDoUpdate({
      target: [slotSeats.serviceId, slotSeats.resourceId, slotSeats.startAt],
      set: { taken: sql`${slotSeats.taken} + ${seats}`, capacity },
    })
}

export async function releaseSeats(
  tx: Tx,
  {
    serviceId,
    resourceId,
    startAt,
    seats,
  }: { serviceId: string; resourceId: string; startAt: Date; seats: number },
) {
  await tx
    .update(slotSeats)
    .set({ taken: sql`greatest(${slotSeats.taken} - ${seats}, 0)` })
    .where(
      and(
        eq(slotSeats.serviceId, serviceId),
        eq(slotSeats.resourceId, resourceId),
        eq(slotSeats.startAt, startAt),
      ),
    )
}

export async function lockBooking(tx: Tx, id: string) {
  written.forget(tx, id)
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
  return row
}

/** The columns a calendar shows: a change to any of them counts the booking's `sequence` up. */
const shownInCalendars = [
  'startAt',
  'endAt',
  'resourceId',
  'serviceId',
  'status',
  'notes',
] as const satisfies (keyof typeof bookings.$inferInsert)[]

export async function updateBooking(
  tx: Tx,
  id: string,
  values: Partial<typeof bookings.$inferInsert>,
) {
  written.forget(tx, id)
  const shown = shownInCalendars.some((column) => values[column] !== undefined)
  return returnedRow(
    tx
      .update(bookings)
      .set({
        ...values,
        ...(shown ? { sequence: sql`${bookings.sequence} + 1` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, id))
      .returning(),
    'booking update',
  )
}

/** The names a booking is shown with: its service's, its resource's and its customer's. */
const nameColumns = {
  serviceName: services.name,
  resourceName: resources.name,
  customerName: users.name,
  customerEmail: users.email,
  customerEmailVerified: users.emailVerified,
}

export type BookingDetailRow = {
  booking: BookingRow
  serviceName: string
  resourceName: string
  customerName: string
  customerEmail: string
  /** A mail to an address not known to be the customer's carries nothing they typed. */
  customerEmailVerified: boolean
  /** The language the customer chose (their profile's): their mails are written in it. */
  customerLanguage: Language | null
}

/** The columns of a booking that a booking in a list shows (`toBooking`): no more to read. */
const listedBookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  seats: bookings.seats,
  priceMinor: bookings.priceMinor,
  currency: bookings.currency,
  notes: bookings.notes,
  statusReason: bookings.statusReason,
  source: bookings.source,
  serviceId: bookings.serviceId,
  resourceId: bookings.resourceId,
  customerId: bookings.customerId,
  statusChangedAt: bookings.statusChangedAt,
  createdAt: bookings.createdAt,
} satisfies Partial<Record<keyof BookingRow, unknown>>

/** A booking as a list shows it: what `toBooking` reads, which a full detail row also has. */
export type ListedBookingRow = Omit<BookingDetailRow, 'booking' | 'customerLanguage'> & {
  booking: Pick<BookingRow, keyof typeof listedBookingColumns>
}

/** Bookings (their listed columns) with their names. */
function withNames(db: Db | Tx, booking: typeof listedBookingColumns) {
  return db
    .select({ booking, ...nameColumns })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(resources, eq(resources.id, bookings.resourceId))
    .innerJoin(users, eq(users.id, bookings.customerId))
}

export async function findBookingDetail(
  db: Db | Tx,
  where: { id: string } | { reference: string },
) {
  const held = 'id' in where ? written.get(db, where.id) : undefined
  if (held) return held
  const [row] = await db
    .select({ booking: bookings, ...nameColumns, customerLanguage: profiles.language })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(resources, eq(resources.id, bookings.resourceId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(profiles, eq(profiles.id, bookings.customerId))
    .where('id' in where ? eq(bookings.id, where.id) : eq(bookings.reference, where.reference))
  return row as BookingDetailRow | undefined
}

/** `text` as a literal inside a LIKE pattern (backslash is Postgres's default escape). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

const sortColumns = {
  start: bookings.startAt,
  created: bookings.createdAt,
  reference: bookings.reference,
  customer: users.name,
  status: bookings.status,
} satisfies Record<BookingSort, unknown>

export type BookingListFilter = {
  customerId?: string
  from?: Date
  to?: Date
  statuses?: BookingRow['status'][]
  /** Part of the reference, the customer's name or e-mail address. */
  search?: string
  serviceId?: string
  resourceId?: string
  sort: BookingSort
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

/**
 * One page of bookings with their names, and how many match over every page.
 *
 * The filters read `bookings` alone, the search's names through `customer_id = any(array(…))`, so
 * each part can use its index (trigram indexes for the `%…%` patterns, migration 0012) and be
 * combined in one bitmap; the page's ids are picked before the names are joined, so a deep page
 * walks an index, not every join before it; the count reads `bookings` alone. The page's rows are
 * then read by their ids as an array (`id = any(array(…))`, a look-up in the primary key) rather
 * than `id in (…)`, which the planner answers for a long page with a hash join over every booking;
 * and only the columns a list shows are read, which on PGlite is most of the cost of a long page
 * (each value is decoded in JavaScript).
 */
export async function listBookingDetails(
  db: Db,
  { customerId, from, to, statuses, search, serviceId, resourceId, ...page }: BookingListFilter,
): Promise<{ rows: ListedBookingRow[]; total: number }> {
  const pattern = search ? `%${likeLiteral(search)}%` : undefined
  const where = and(
    customerId ? eq(bookings.customerId, customerId) : undefined,
    from ? gte(bookings.startAt, from) : undefined,
    to ? lt(bookings.startAt, to) : undefined,
    statuses && statuses.length > 0 ? inArray(bookings.status, statuses) : undefined,
    serviceId ? eq(bookings.serviceId, serviceId) : undefined,
    resourceId ? eq(bookings.resourceId, resourceId) : undefined,
    pattern
      ? or(
          ilike(bookings.reference, pattern),
          // A union, not `name ilike … or email ilike …`: each part is planned on its own and
          // takes its trigram index, where the two together looked dearer than reading everyone.
          sql`${bookings.customerId} = any(array(${union(
            db.select({ id: users.id }).from(users).where(ilike(users.name, pattern)),
            db.select({ id: users.id }).from(users).where(ilike(users.email, pattern)),
          )}))`,
        )
      : undefined,
  )
  const direction = page.order === 'asc' ? asc : desc
  const orderBy = [direction(sortColumns[page.sort]), direction(bookings.id)]
  const picked = db.select({ id: bookings.id }).from(bookings).$dynamic()
  const pageIds = (
    page.sort === 'customer' ? picked.innerJoin(users, eq(users.id, bookings.customerId)) : picked
  )
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset)
  const rows = await withNames(db, listedBookingColumns)
    .where(sql`${bookings.id} = any(array(${pageIds}))`)
    .orderBy(...orderBy)
  // A short first page holds them all; otherwise count.
  const total =
    page.offset === 0 && rows.length < page.limit
      ? rows.length
      : ((await db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0)
  return { rows, total }
}

/**
 * Sweeps up to `limit` lapsed holds nobody else is touching: rows another transaction has locked
 * are skipped, so the sweep never waits on (or deadlocks with) a hold being made, and two
 * processes sweeping at once never take the same row.
 */
export async function deleteExpiredHolds(tx: Tx, { now, limit }: { now: Date; limit: number }) {
  return tx
    .delete(holds)
    .where(
      inArray(
        holds.id,
        tx
          .select({ id: holds.id })
          .from(holds)
          .where(lte(holds.expiresAt, now))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning()
}

/** Lapsed holds on `resourceId` that overlap [from, to): they would trip the exclusion constraint. */
export async function deleteExpiredHoldsIn(
  tx: Tx,
  { resourceId, from, to, now }: { resourceId: string; from: Date; to: Date; now: Date },
) {
  await tx
    .delete(holds)
    .where(
      and(
        eq(holds.resourceId, resourceId),
        lte(holds.expiresAt, now),
        blockOverlaps(holds, from, to),
      ),
    )
}

/** The person's hold (at most one: `holds_one_per_holder`), live or lapsed. */
export async function findHoldOf(tx: Tx, holderId: string) {
  const [row] = await tx.select().from(holds).where(eq(holds.holderId, holderId))
  return row
}

export async function deleteHoldsOf(tx: Tx, holderId: string, where?: { id?: string }) {
  return tx
    .delete(holds)
    .where(and(eq(holds.holderId, holderId), where?.id ? eq(holds.id, where.id) : undefined))
    .returning()
}

export async function insertHold(tx: Tx, values: typeof holds.$inferInsert) {
  return returnedRow(tx.insert(holds).values(values).returning(), 'hold insert')
}

/** Confirmed bookings whose reminder is due, locked for this worker (others skip them). */
export async function claimDueReminders(tx: Tx, { now, limit }: { now: Date; limit: number }) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        sql`${bookings.reminderSentAt} is null`,
        gt(bookings.startAt, now),
        sql`${bookings.startAt} - make_interval(mins => (select reminder_minutes_before from business_settings where id = 1)) <= ${now}`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true })
}
