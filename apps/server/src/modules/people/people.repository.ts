import type { z } from '@hono/zod-openapi'
import type { peopleListQuerySchema } from '@reserva/shared'
import { and, asc, count, desc, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm'
import { type PgTable, union } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.ts'
import { sessions, users } from '../auth/auth.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { quotes } from '../quotes/quotes.table.ts'

type ListQuery = z.output<typeof peopleListQuerySchema>

/** `text` as a literal inside a LIKE pattern (backslash is Postgres's default escape). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Banned now: a ban whose expiry has passed no longer counts (Better Auth lifts it at sign-in). */
const bannedNow = sql<boolean>`(${users.banned} is true and (${users.banExpires} is null or ${users.banExpires} > now()))`

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  accountPhone: users.phoneNumber,
  profilePhone: profiles.phone,
  role: users.role,
  requestedRole: profiles.requestedRole,
  banned: bannedNow,
  banReason: users.banReason,
  banExpires: users.banExpires,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  timezone: profiles.timezone,
  twoFactorEnabled: users.twoFactorEnabled,
}

export type PersonRow = {
  id: string
  name: string
  email: string
  accountPhone: string | null
  profilePhone: string | null
  role: string
  requestedRole: 'operator' | null
  banned: boolean
  banReason: string | null
  banExpires: Date | null
  emailVerified: boolean
  createdAt: Date
  timezone: string | null
  twoFactorEnabled: boolean | null
}

/**
 * Each part of the search reads one table, so each can use its trigram index (migration 0012),
 * and the parts are a union of ids rather than one `or`: each part is planned on its own and
 * takes its index, where the four together look dearer to the planner than reading everyone,
 * which on PGlite costs far more CPU (bench/lists.bench.ts times the searches).
 */
function filtersOf(db: Db, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.search) {
    const pattern = `%${likeLiteral(query.search)}%`
    // A phone number is stored as +4420…; people type it with spaces, dashes or brackets.
    const digits = query.search.replace(/[\s()-]/g, '')
    const phonePattern = `%${likeLiteral(digits)}%`
    const matching = (
      column: typeof users.name | typeof users.email | typeof users.phoneNumber,
      p: string,
    ) => db.select({ id: users.id }).from(users).where(ilike(column, p))
    const byName = matching(users.name, pattern)
    const byEmail = matching(users.email, pattern)
    conditions.push(
      sql`${users.id} = any(array(${
        digits
          ? union(
              byName,
              byEmail,
              matching(users.phoneNumber, phonePattern),
              db
                .select({ id: profiles.id })
                .from(profiles)
                .where(ilike(profiles.phone, phonePattern)),
            )
          : union(byName, byEmail)
      }))`,
    )
  }
  if (query.role) conditions.push(eq(users.role, query.role))
  if (query.status === 'banned') conditions.push(bannedNow)
  if (query.status === 'active') conditions.push(sql`not ${bannedNow}`)
  if (query.requestedRole) conditions.push(eq(profiles.requestedRole, query.requestedRole))
  return and(...conditions)
}

const sortColumns = {
  createdAt: users.createdAt,
  name: sql`lower(${users.name})`,
  email: users.email,
  role: users.role,
} as const

/** One page of people and how many match; the page's ids first, then their profiles. */
export async function listPeople(db: Db, query: ListQuery) {
  const where = filtersOf(db, query)
  const direction = query.order === 'asc' ? asc : desc
  const orderBy = [direction(sortColumns[query.sort]), direction(users.id)]
  // The join to profiles is dropped by the planner when nothing reads it (it is on their key).
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(query.offset)
  const [rows, [total]] = await Promise.all([
    db
      .select(personColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, pageIds))
      .orderBy(...orderBy),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where),
  ])
  return { rows: rows as PersonRow[], total: total?.n ?? 0 }
}

export async function findPerson(db: Db | Tx, id: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id))
  return row as PersonRow | undefined
}

/**
 * The admins who can act (not banned now), locked until the transaction ends: two admins who
 * demote themselves at once are serialised here, and the second sees the first's change.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`not ${bannedNow}`))
    .orderBy(users.id)
    .for('update')
  return rows.map((r) => r.id)
}

/** Locks the person's row for the rest of the transaction (their role and ban cannot move). */
export async function lockPerson(tx: Tx, id: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update')
  return row !== undefined
}

export async function setRequestedRole(tx: Tx, id: string, requestedRole: 'operator' | null) {
  await tx.update(profiles).set({ requestedRole, updatedAt: sql`now()` }).where(eq(profiles.id, id))
}

export async function ensureProfile(
  tx: Tx,
  { id, fullName, phone = null }: { id: string; fullName: string; phone?: string | null },
) {
  await tx.insert(profiles).values({ id, fullName, phone }).onConflictDoNothing()
}

export async function countActiveSessions(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
  return row?.n ?? 0
}

export async function emailTaken(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return row !== undefined
}

/** How many of a person's bookings, or quotes, are in each status. */
const countByStatus = <T extends typeof bookings | typeof quotes>(
  db: Db,
  table: T,
  customerId: string,
): Promise<{ status: T['$inferSelect']['status']; n: number }[]> =>
  db
    .select({ status: table.status, n: count() })
    .from(table as PgTable)
    .where(eq(table.customerId, customerId))
    .groupBy(table.status)

/** Counts of a person's bookings, or quotes, by status, with `recent`: the newest few. */
async function countedWithRecent<T extends typeof bookings | typeof quotes, Row>(
  db: Db,
  table: T,
  customerId: string,
  recent: Promise<Row[]>,
) {
  const [byStatus, rows] = await Promise.all([countByStatus(db, table, customerId), recent])
  return { byStatus, recent: rows }
}

/** Counts of a person's bookings by status, and the newest few (by start). */
export const bookingsOf = (db: Db, customerId: string, limit: number) =>
  countedWithRecent(
    db,
    bookings,
    customerId,
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        serviceName: services.name,
        resourceName: resources.name,
        start: bookings.startAt,
        end: bookings.endAt,
        status: bookings.status,
        seats: bookings.seats,
        priceMinor: bookings.priceMinor,
        currency: bookings.currency,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .innerJoin(resources, eq(resources.id, bookings.resourceId))
      .where(eq(bookings.customerId, customerId))
      .orderBy(desc(bookings.startAt), desc(bookings.id))
      .limit(limit),
  )

/** Counts of a person's quotes by status, and the newest few. */
export const quotesOf = (db: Db, customerId: string, limit: number) =>
  countedWithRecent(
    db,
    quotes,
    customerId,
    db
      .select({
        id: quotes.id,
        reference: quotes.reference,
        title: quotes.title,
        status: quotes.status,
        createdAt: quotes.createdAt,
        offerPriceMinor: quotes.offerPriceMinor,
        offerCurrency: quotes.offerCurrency,
      })
      .from(quotes)
      .where(eq(quotes.customerId, customerId))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit),
  )
