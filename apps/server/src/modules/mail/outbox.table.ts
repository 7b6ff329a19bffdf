import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, uuidPrimaryKey } from '../../db/columns.ts'

/**
 * E-mails to send, written in the same transaction as the change that causes them and sent by
 * the worker (outbox.worker.ts); several processes share the work with FOR UPDATE SKIP LOCKED.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: reminders wait for their time; retries back off. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_attempts', sql`${t.attempts} >= 0`),
    index('outbox_due').on(t.sendAfter).where(sql`${t.status} = 'pending'`),
  ],
)
