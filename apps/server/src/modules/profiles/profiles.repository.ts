import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../auth/auth.table.ts'
import { profiles } from './profiles.table.ts'

export async function findProfileWithRole(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      phone: profiles.phone,
      timezone: profiles.timezone,
      language: profiles.language,
      requestedRole: profiles.requestedRole,
      role: users.role,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
  return row
}

/** Writes the profile; the name is kept on the account too (what sign-in answers with). */
export async function upsertProfile(
  db: Db,
  userId: string,
  changes: Partial<
    Pick<typeof profiles.$inferInsert, 'fullName' | 'phone' | 'timezone' | 'language'>
  >,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, ...changes })
      .onConflictDoUpdate({ target: profiles.id, set: { ...changes, updatedAt: sql`now()` } })
    if (changes.fullName) {
      await tx
        .update(users)
        .set({ name: changes.fullName, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
    }
  })
}
