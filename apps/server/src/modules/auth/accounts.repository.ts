import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { users } from './auth.table.ts'

/** The account that has this phone number, if any. */
export async function findUserByPhone(db: Db, phoneNumber: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber))
  return row
}

/**
 * Gives the account its phone number (unverified) and copies it to the profile, in one
 * transaction; the unique number makes a second holder fail here (23505).
 */
export async function setPhoneNumber(
  db: Db,
  { userId, phoneNumber }: { userId: string; phoneNumber: string },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phoneNumber, phoneNumberVerified: false })
      .where(eq(users.id, userId))
    await tx.update(profiles).set({ phone: phoneNumber }).where(eq(profiles.id, userId))
  })
}

/** Removes an account with everything that hangs on it (sessions, profile: on delete cascade). */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId))
}
