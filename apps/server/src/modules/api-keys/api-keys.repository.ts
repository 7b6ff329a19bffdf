import { desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../auth/auth.table.ts'
import { apiKeys } from './api-keys.table.ts'

export type ApiKeyRow = typeof apiKeys.$inferSelect

const withCreator = {
  key: apiKeys,
  creatorName: users.name,
}

/** Every key, newest first, with its maker's name. */
export async function findApiKeys(db: Db) {
  return db
    .select(withCreator)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
}

export async function findApiKey(db: Db | Tx, id: string) {
  const [row] = await db
    .select(withCreator)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id))
  return row
}

/** The key with this hash and what its maker is now (role, ban), for the check on each request. */
export async function findApiKeyByHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      owner: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        banned: users.banned,
        banExpires: users.banExpires,
      },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.hash, hash))
  return row
}

export async function insertApiKey(tx: Tx, values: typeof apiKeys.$inferInsert) {
  const [row] = await tx.insert(apiKeys).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function markRevoked(tx: Tx, id: string, at: Date) {
  await tx.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, id))
}

/** Last use, kept to the minute: a busy key does not rewrite its row on every request. */
export async function markUsed(db: Db, id: string, at: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      sql`${apiKeys.id} = ${id} and (${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${new Date(at.getTime() - 60_000)})`,
    )
}
