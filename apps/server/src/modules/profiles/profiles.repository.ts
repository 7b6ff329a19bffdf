import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
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

/** A person's saved language (their profile's), by account id or address; null when none. */
export async function findSavedLanguage(db: Db | Tx, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email.toLowerCase()))
    .limit(1)
  return row?.language ?? null
}

/** Keeps `language` on a profile that has none (a guest's record, made from their booking). */
export async function saveLanguageIfUnset(
  tx: Tx,
  { id, language }: { id: string; language: NonNullable<typeof profiles.$inferInsert.language> },
) {
  await tx
    .update(profiles)
    .set({ language, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, id), isNull(profiles.language)))
}
