import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    /**
     * An e-mail's calendar invitation (RFC 5546), sent as its text/calendar part with this
     * method: a booking's REQUEST when it is confirmed or moved, its CANCEL when it is cancelled.
     */
    calendarMethod: text('calendar_method', { enum: ['REQUEST', 'CANCEL'] }),
    /** The invitation's iCalendar text; set with `calendarMethod`, and only then. */
    calendar: text('calendar'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: reminders wait for their time; retries back off. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Events that may come in bursts (a customer's messages about one quote) share one mail under
     * this key while it waits: a later one rewrites it instead of adding another (`coalesceMail`).
     */
    coalesceKey: text('coalesce_key'),
    /** How many events the mail tells of (1 unless coalesced). */
    coalesced: integer('coalesced').notNull().default(1),
  },
  (t) => [
    check('outbox_attempts', sql`${t.attempts} >= 0`),
    check(
      'outbox_channel',
      sql`${t.channel} = 'email' or (${t.channel} = 'sms' and ${t.subject} = '' and ${t.html} is null)`,
    ),
    check(
      'outbox_calendar',
      sql`(${t.calendar} is null) = (${t.calendarMethod} is null) and (${t.calendar} is null or ${t.channel} = 'email')`,
    ),
    index('outbox_due').on(t.sendAfter).where(sql`${t.status} = 'pending'`),
    // How many codes a number was sent lately (auth.ts caps them per number).
    index('outbox_texts_to').on(t.to, t.createdAt).where(sql`${t.channel} = 'sms'`),
    // How many account mails an address was sent lately (auth.ts caps them per address).
    index('outbox_mails_to').on(t.to, t.createdAt).where(sql`${t.channel} = 'email'`),
    // One waiting mail per key: a worker's claim (attempts > 0) takes a mail out of it, so the
    // mail being sent is never rewritten and the next event starts a new one.
    uniqueIndex('outbox_pending_coalesce')
      .on(t.coalesceKey)
      .where(sql`${t.status} = 'pending' and ${t.attempts} = 0`),
  ],
)
