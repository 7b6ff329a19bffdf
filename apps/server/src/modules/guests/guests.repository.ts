import { and, eq, exists, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { accounts, users } from '../auth/auth.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { guestConfirmations } from './guests.table.ts'

export type ConfirmationRow = typeof guestConfirmations.$inferSelect

/** The person with this address (lower case) or id, if any, with what decides how a guest is served. */
export async function findPerson(db: Db | Tx, where: { email: string } | { id: string }) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      banned: users.banned,
      banExpires: users.banExpires,
      /** The language they chose (their profile's), if any. */
      language: profiles.language,
      /** No way to sign in yet (no password, provider or wallet): a guest's or walk-in's record. */
      passwordless: sql<boolean>`not ${exists(
        db.select({ one: sql`1` }).from(accounts).where(eq(accounts.userId, users.id)),
      )}`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where('email' in where ? eq(sql`lower(${users.email})`, where.email) : eq(users.id, where.id))
    .limit(1)
  return row
}

export async function insertConfirmation(tx: Tx, row: typeof guestConfirmations.$inferInsert) {
  const [inserted] = await tx.insert(guestConfirmations).values(row).returning()
  if (!inserted) throw new Error('guest confirmation not inserted')
  return inserted
}

/** A live confirmation the same request made before (a retry with the same Idempotency-Key). */
export async function findPendingByKey(
  db: Db,
  { userId, idempotencyKey, now }: { userId: string; idempotencyKey: string; now: Date },
) {
  const [row] = await db
    .select()
    .from(guestConfirmations)
    .where(
      and(
        eq(guestConfirmations.userId, userId),
        eq(guestConfirmations.idempotencyKey, idempotencyKey),
        isNull(guestConfirmations.confirmedAt),
        gt(guestConfirmations.expiresAt, now),
      ),
    )
    .limit(1)
  return row
}

/** The confirmation, locked until the transaction ends: two answers to it never race. */
export async function lockConfirmation(
  tx: Tx,
  where: { id: string } | { tokenHash: string },
): Promise<ConfirmationRow | undefined> {
  const [row] = await tx
    .select()
    .from(guestConfirmations)
    .where(
      'id' in where
        ? eq(guestConfirmations.id, where.id)
        : eq(guestConfirmations.tokenHash, where.tokenHash),
    )
    .for('update')
  return row
}

/** Counts a wrong code; answers how many have been tried. */
export async function countWrongCode(tx: Tx, id: string) {
  const [row] = await tx
    .update(guestConfirmations)
    .set({ attempts: sql`${guestConfirmations.attempts} + 1` })
    .where(eq(guestConfirmations.id, id))
    .returning({ attempts: guestConfirmations.attempts })
  return row?.attempts ?? 0
}

/** The confirmation is answered: what it made (a booking or a quote) is named on it. */
export async function markConfirmed(
  tx: Tx,
  { id, made, now }: { id: string; made: { bookingId: string } | { quoteId: string }; now: Date },
) {
  await tx
    .update(guestConfirmations)
    .set({ confirmedAt: now, ...made })
    .where(eq(guestConfirmations.id, id))
}

/**
 * The address is the person's: it is marked confirmed, and a record without a way to sign in
 * takes the name (and a phone, if it has none) its owner gave.
 */
export async function confirmAddress(
  tx: Tx,
  {
    userId,
    passwordless,
    name,
    phone,
    now,
  }: { userId: string; passwordless: boolean; name: string; phone: string | null; now: Date },
) {
  await tx
    .update(users)
    .set({ emailVerified: true, ...(passwordless ? { name } : {}), updatedAt: now })
    .where(eq(users.id, userId))
  if (!passwordless) return
  await tx
    .update(profiles)
    .set({
      fullName: name,
      ...(phone ? { phone: sql`coalesce(${profiles.phone}, ${phone})` } : {}),
      updatedAt: now,
    })
    .where(eq(profiles.id, userId))
}

export async function manageLinkVersionOf(db: Db | Tx, bookingId: string) {
  const [row] = await db
    .select({ version: bookings.manageLinkVersion })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  return row?.version ?? 1
}

/** Confirmations that can no longer be answered (a confirmed one has done its work by then). */
export async function deleteExpiredConfirmations(db: Db, { now }: { now: Date }) {
  await db.delete(guestConfirmations).where(lte(guestConfirmations.expiresAt, now))
}
