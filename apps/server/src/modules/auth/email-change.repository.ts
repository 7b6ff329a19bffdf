import { and, eq, gt, isNotNull, isNull, like, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { guestConfirmations } from '../guests/guests.table.ts'
import { accounts, sessions, users, verifications } from './auth.table.ts'

// A pending change and a re-authentication code are rows of Better Auth's `verifications` table
// under identifiers of our own (as wallet links are): `id` is the SHA-256 of the secret, so the
// secret itself is never stored and a row is found by it alone.
const changeIdentifier = (userId: string) => `email-change:${userId}`
const codeIdentifier = (userId: string) => `email-change-code:${userId}`

export interface PendingChange {
  userId: string
  oldEmail: string
  newEmail: string
}

export async function findAccountEmail(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** Whether the person signs in with a password (a credential account that has one). */
export async function hasPassword(db: Db, userId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The id of the account with this address (lower case), if any. */
export async function findUserIdByEmail(db: Db | Tx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row?.id
}

/** A new pending change replaces any earlier one of the person: only the last link works. */
export async function storePendingChange(
  db: Db,
  {
    tokenHash,
    change,
    expiresAt,
    now,
  }: {
    tokenHash: string
    change: PendingChange
    expiresAt: Date
    now: Date
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(eq(verifications.identifier, changeIdentifier(change.userId)))
    await tx.insert(verifications).values({
      id: tokenHash,
      identifier: changeIdentifier(change.userId),
      value: JSON.stringify(change),
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
  })
}

/** Spends the pending change with this token hash: once, and only before it expires. */
export async function takePendingChange(
  tx: Tx,
  { tokenHash, now }: { tokenHash: string; now: Date },
) {
  const [row] = await tx
    .delete(verifications)
    .where(
      and(
        eq(verifications.id, tokenHash),
        like(verifications.identifier, 'email-change:%'),
        gt(verifications.expiresAt, now),
      ),
    )
    .returning({ value: verifications.value })
  return row ? (JSON.parse(row.value) as PendingChange) : undefined
}

/**
 * Moves the account to its new, now proven, address. Answers false when the account no longer has
 * the address the change was asked from (it changed meanwhile).
 */
export async function moveAddress(
  tx: Tx,
  { change, now }: { change: PendingChange; now: Date },
): Promise<boolean> {
  const moved = await tx
    .update(users)
    .set({ email: change.newEmail, emailVerified: true, updatedAt: now })
    .where(and(eq(users.id, change.userId), eq(users.email, change.oldEmail)))
    .returning({ id: users.id })
  if (moved.length === 0) return false
  // Whatever else was pending for the old address: other changes, codes.
  await tx
    .delete(verifications)
    .where(eq(verifications.identifier, changeIdentifier(change.userId)))
  await tx.delete(verifications).where(eq(verifications.identifier, codeIdentifier(change.userId)))
  // A guest's confirmation waiting on the old address was mailed there: whoever reads that inbox
  // now must not add a booking or a quote to this account (decision 049).
  await tx
    .delete(guestConfirmations)
    .where(
      and(eq(guestConfirmations.userId, change.userId), isNull(guestConfirmations.confirmedAt)),
    )
  return true
}

/** Ends every session of the person but `keep` (the one that followed the link, if theirs). */
export async function endOtherSessions(
  tx: Tx,
  { userId, keep }: { userId: string; keep: string | undefined },
) {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id })
  return ended.length
}

/** The re-authentication code of a person without a password: one at a time. */
export async function storeCode(
  db: Db,
  {
    userId,
    codeHash,
    expiresAt,
    now,
  }: {
    userId: string
    codeHash: string
    expiresAt: Date
    now: Date
  },
) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, codeIdentifier(userId)))
    await tx.insert(verifications).values({
      id: codeHash,
      identifier: codeIdentifier(userId),
      value: '0',
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
  })
}

/**
 * Checks a code: the right one is spent; a wrong one counts, and the code is spent at `maxTries`
 * wrong tries.
 */
export async function spendCode(
  db: Db,
  {
    userId,
    codeHash,
    now,
    maxTries,
  }: {
    userId: string
    codeHash: string
    now: Date
    maxTries: number
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: verifications.id,
        value: verifications.value,
        expiresAt: verifications.expiresAt,
      })
      .from(verifications)
      .where(eq(verifications.identifier, codeIdentifier(userId)))
      .for('update')
    if (!row || row.expiresAt <= now) return false
    if (row.id === codeHash) {
      await tx.delete(verifications).where(eq(verifications.id, row.id))
      return true
    }
    const tries = Number(row.value) + 1
    if (tries >= maxTries) await tx.delete(verifications).where(eq(verifications.id, row.id))
    else
      await tx
        .update(verifications)
        .set({ value: String(tries), updatedAt: now })
        .where(eq(verifications.id, row.id))
    return false
  })
}
