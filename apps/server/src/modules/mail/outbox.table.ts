import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, uuidPrimaryKey } from '../../db/columns.ts'

/**
 * E-mails and text messages to send, written in the same transaction as the change that causes
 * them where there is one, and sent by the worker (outbox.worker.ts) with the same retries for
 * both; several processes share the work with FOR UPDATE SKIP LOCKED.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidPrimaryKey(),
    /** An e-mail (`to` an address) or a text message, SMS (`to` a number in E.164). */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** An e-mail's subject; a text message has none (''). */
    subject: text('subject').notNull(),
    /** An e-mail's plain-text part, or a text message's body. */
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
    check(
      'outbox_channel',
      sql`${t.channel} = 'email' or (${t.channel} = 'sms' and ${t.subject} = '' and ${t.html} is null)`,
    ),
    index('outbox_due').on(t.sendAfter).where(sql`${t.status} = 'pending'`),
    // How many codes a number was sent lately (auth.ts caps them per number).
    index('outbox_texts_to').on(t.to, t.createdAt).where(sql`${t.channel} = 'sms'`),
  ],
)
