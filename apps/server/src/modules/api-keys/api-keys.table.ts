import type { ApiKeyScope } from '@reserva/shared'
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, deletedWith, uuidPrimaryKey } from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'

/**
 * Keys for integrations (decision 036). The secret itself is never stored: `hash` is its SHA-256
 * (a key is 256 random bits, so a fast hash is enough), `prefix` its first characters to tell
 * keys apart on screen.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** The admin who made it; the key acts as them, within its scopes, while they are an admin. */
    createdBy: deletedWith(text('created_by'), () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.hash), index().on(t.createdAt)],
)
