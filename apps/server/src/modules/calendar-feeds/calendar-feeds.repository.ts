import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../auth/auth.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { calendarFeeds } from './calendar-feeds.table.ts'

export type FeedOwner = { userId: string } | { resourceId: string }

const ownedBy = (owner: FeedOwner) =>
  'userId' in owner
    ? eq(calendarFeeds.userId, owner.userId)
    : eq(calendarFeeds.resourceId, owner.resourceId)

export async function findFeed(db: Db | Tx, owner: FeedOwner) {
  const [row] = await db.select().from(calendarFeeds).where(ownedBy(owner))
  return row
}

/** A new feed, or the next version of the owner's (its old address stops working). */
export async function renewFeed(tx: Tx, owner: FeedOwner, now: Date) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ ...owner, createdAt: now })
    .onConflictDoUpdate({
      target: 'userId' in owner ? calendarFeeds.userId : calendarFeeds.resourceId,
      set: { version: sql`${calendarFeeds.version} + 1`, createdAt: now },
    })
    .returning()
  if (!row) throw new Error('calendar feed upsert returned no row')
  return row
}

export async function deleteFeed(tx: Tx, owner: FeedOwner) {
  const deleted = await tx.delete(calendarFeeds).where(ownedBy(owner)).returning()
  return deleted.length > 0
}

/** A feed by its id, with what it shows: its person (role, ban, language) or its resource. */
export async function findFeedById(db: Db, id: string) {
  const [row] = await db
    .select({
      feed: calendarFeeds,
      person: {
        name: users.name,
        role: users.role,
        banned: users.banned,
        banExpires: users.banExpires,
        language: profiles.language,
      },
      resourceName: resources.name,
    })
    .from(calendarFeeds)
    .leftJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .leftJoin(resources, eq(resources.id, calendarFeeds.resourceId))
    .where(eq(calendarFeeds.id, id))
  return row
}

/** The most events one feed carries: a year ahead of a busy business fits. */
export const feedEventLimit = 5000

/**
 * Bookings that start in [from, to) (when given) and match `where`, cancelled ones too,
 * earliest first.
 */
export function listFeedBookings(
  db: Db,
  { where, from, to }: { where?: SQL; from?: Date; to?: Date },
) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      resourceId: bookings.resourceId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      notes: bookings.notes,
      sequence: bookings.sequence,
      updatedAt: bookings.updatedAt,
      serviceName: services.name,
      resourceName: resources.name,
      customerName: users.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(resources, eq(resources.id, bookings.resourceId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(
      and(
        from ? gte(bookings.startAt, from) : undefined,
        to ? lt(bookings.startAt, to) : undefined,
        where,
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(feedEventLimit)
}

export type FeedBooking = Awaited<ReturnType<typeof listFeedBookings>>[number]

export const ofCustomer = (customerId: string) => eq(bookings.customerId, customerId)
export const ofResource = (resourceId: string) => eq(bookings.resourceId, resourceId)
export const ofBooking = (bookingId: string) => eq(bookings.id, bookingId)
