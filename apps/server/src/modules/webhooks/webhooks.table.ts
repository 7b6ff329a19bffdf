import type { WebhookEventType } from '@reserva/shared'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, deletedWith, timestamps, uuidPrimaryKey } from '../../db/columns.ts'

/**
 * Where events are POSTed (decision 046). The signing secret is stored sealed (lib/secret-box.ts);
 * after a rotation the previous one signs as well until `previousSecretUntil`, so receivers can
 * switch without dropping a message.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPrimaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** `failing` after a delivery's last attempt failed; only an admin disables one. */
    status: text('status', { enum: ['active', 'failing', 'disabled'] })
      .notNull()
      .default('active'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index().on(t.createdAt)],
)

/**
 * The outbox of webhook deliveries: written in the transaction that published the event, sent
 * after it commits by the delivery worker, which claims rows with FOR UPDATE SKIP LOCKED (as the
 * mail outbox does). Also the delivery log the admin reads.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPrimaryKey(),
    endpointId: deletedWith(uuid('endpoint_id'), () => webhookEndpoints.id),
    /** `webhook-id`: the same on every attempt and when sent again, for receivers' idempotency. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then while pending; a claim pushes it on by the lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    /** The first 1 KB of the last answer. */
    lastAnswer: text('last_answer'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_attempts', sql`${t.attempts} >= 0`),
    index('webhook_deliveries_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_log').on(t.endpointId, t.createdAt, t.id),
  ],
)
