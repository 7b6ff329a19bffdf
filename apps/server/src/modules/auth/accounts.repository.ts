import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { sessions, users } from './auth.table.ts'

/** The account that has this phone number (E.164), if any, and whether the number is confirmed. */
export async function findUserByPhone(db: Db, phoneNumber: string) {
  const [row] = await db
    .select({
      id: users.id,
      phoneNumberVerified: users.phoneNumberVerified,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber))
  return row
}

/** Ends the session with this token (one nobody was given). */
export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token))
}

/**
 * Gives the account its phone number (unverified) and copies it to the profile, in one
 * transaction; the unique number makes a second holder fail here (23505).
 */
export async function setPhoneNumber(
  db: Db,
  { userId, phoneNumber }: { userId: string; phoneNumber: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ phoneNumber, phoneNumberVerified: false })
      .where(eq(users.id, userId))
      .returning({ id: users.id })
    if (updated.length === 0) return false
    await tx.update(profiles).set({ phone: phoneNumber }).where(eq(profiles.id, userId))
    return true
  })
}

/** Removes an account with everything that hangs on it (sessions, profile: on delete cascade). */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId))
}
