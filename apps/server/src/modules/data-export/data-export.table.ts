import { dataExportStatuses } from '@reserva/shared'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { deletedWith, timestamps, uuidPrimaryKey } from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'

/**
 * An export of everything held about one person (decision 051), asked for by them or by an admin
 * and downloaded only by whoever asked. The worker prepares it when `due_at` has come and nobody
 * holds its lease; once ready, its archive is in storage under `archive_key` until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuidPrimaryKey(),
    subjectId: deletedWith(text('subject_id'), () => users.id),
    requestedBy: deletedWith(text('requested_by'), () => users.id),
    status: text('status', { enum: dataExportStatuses }).notNull().default('preparing'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Failed tries so far. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    archiveKey: text('archive_key'),
    size: bigint('size', { mode: 'number' }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      'data_exports_status',
      sql.raw(`status in (${dataExportStatuses.map((s) => `'${s}'`).join(', ')})`),
    ),
    index('data_exports_preparing').on(t.dueAt).where(sql`${t.status} = 'preparing'`),
    index('data_exports_ready').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    index().on(t.subjectId, t.requestedBy, t.createdAt),
    index().on(t.requestedBy),
  ],
)
