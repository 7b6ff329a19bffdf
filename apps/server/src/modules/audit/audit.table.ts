import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { uuidPrimaryKey } from '../../db/columns.ts'

/** Who did what to which record; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPrimaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A user id, or null for the system (expiry, reminders). */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index().on(t.entity, t.entityId),
    index().on(t.at),
    // An action, or a prefix of one (`like 'booking.%'`, which needs the pattern operators),
    // newest first (migration 0012).
    index('audit_log_action_at_index').on(t.action.op('text_pattern_ops'), t.at),
  ],
)
