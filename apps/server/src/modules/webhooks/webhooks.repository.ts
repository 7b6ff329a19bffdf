import { and, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { users } from '../auth/auth.table.ts'
import { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts'

export type EndpointRow = typeof webhookEndpoints.$inferSelect
export type DeliveryRow = typeof webhookDeliveries.$inferSelect

export const findEndpoints = (db: Db) =>
  db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt))

export async function findEndpoint(db: Db | Tx, id: string, { lock = false } = {}) {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

export const insertEndpoint = (tx: Tx, values: typeof webhookEndpoints.$inferInsert) =>
  returnedRow(tx.insert(webhookEndpoints).values(values).returning(), 'webhook endpoint insert')

export const updateEndpoint = (
  db: Db | Tx,
  id: string,
  set: Partial<typeof webhookEndpoints.$inferInsert>,
) =>
  returnedRow(
    db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning(),
    'webhook endpoint update',
  )

export const deleteEndpoint = (tx: Tx, id: string) =>
  tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id))

/** A `webhook-id`, made by the database in the statement that queues the message. */
const newMessageId = sql<string>`'msg_' || replace(gen_random_uuid()::text, '-', '')`

/**
 * Queues `eventType` for every endpoint that subscribed to it and is not disabled, in one
 * statement on the transaction that published the event. Answers how many were queued. Every
 * change of a booking runs it: it is built once and run by name, so neither this process nor
 * PostgreSQL builds or plans it again.
 */
const queueStatement = preparedStatement('webhook_queue', (db) =>
  db
    .insert(webhookDeliveries)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          endpointId: webhookEndpoints.id,
          messageId: newMessageId.as('message_id'),
          eventType: sql`${sql.placeholder('eventType')}::text`.as('event_type'),
          payload: sql`${sql.placeholder('payload')}::jsonb`.as('payload'),
          status: sql`'pending'`.as('status'),
          attempts: sql`0`.as('attempts'),
          nextAttemptAt: sql`${sql.placeholder('now')}::timestamptz`.as('next_attempt_at'),
          lastAttemptAt: sql`null`.as('last_attempt_at'),
          lastStatusCode: sql`null`.as('last_status_code'),
          lastAnswer: sql`null`.as('last_answer'),
          lastError: sql`null`.as('last_error'),
          deliveredAt: sql`null`.as('delivered_at'),
          failedAt: sql`null`.as('failed_at'),
          createdAt: sql`${sql.placeholder('now')}::timestamptz`.as('created_at'),
        })
        .from(webhookEndpoints)
        .where(
          and(
            ne(webhookEndpoints.status, 'disabled'),
            sql`${sql.placeholder('eventType')}::text = any(${webhookEndpoints.events})`,
          ),
        ),
    )
    .returning({ id: webhookDeliveries.id }),
)

export const queueForSubscribers = (
  tx: Tx,
  { eventType, payload, now }: { eventType: string; payload: unknown; now: Date },
) => queueStatement(tx, { eventType, payload: JSON.stringify(payload), now: now.toISOString() })

/** One message for one endpoint (a test event, or one sent again under its `messageId`). */
export const insertDelivery = (
  db: Db | Tx,
  values: {
    endpointId: string
    eventType: string
    payload: Record<string, unknown>
    messageId?: string
    now: Date
  },
) =>
  returnedRow(
    db
      .insert(webhookDeliveries)
      .values({
        endpointId: values.endpointId,
        eventType: values.eventType,
        payload: values.payload,
        messageId: values.messageId ?? newMessageId,
        nextAttemptAt: values.now,
        createdAt: values.now,
      })
      .returning(),
    'webhook delivery insert',
  )

/**
 * Claims up to `limit` due deliveries until `leaseUntil` and counts the attempt, skipping rows
 * another worker is claiming (FOR UPDATE SKIP LOCKED), as the mail outbox does. Deliveries to a
 * disabled endpoint wait, unclaimed, until it is enabled again or deleted.
 */
export async function claimDueDeliveries(
  db: Db,
  { limit, now, leaseUntil }: { limit: number; now: Date; leaseUntil: Date },
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow }[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          inArray(
            webhookDeliveries.endpointId,
            tx
              .select({ id: webhookEndpoints.id })
              .from(webhookEndpoints)
              .where(ne(webhookEndpoints.status, 'disabled')),
          ),
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    const claimed = await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
    const endpoints = await tx
      .select()
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.id,
          claimed.map((row) => row.endpointId),
        ),
      )
    const byId = new Map(endpoints.map((e) => [e.id, e]))
    return claimed.flatMap((delivery) => {
      const endpoint = byId.get(delivery.endpointId)
      return endpoint ? [{ delivery, endpoint }] : []
    })
  })
}

/** The row, while this worker's claim (attempt number `attempt`) is the current one. */
const stillClaimed = ({ id, attempt }: { id: string; attempt: number }) =>
  and(
    eq(webhookDeliveries.id, id),
    eq(webhookDeliveries.status, 'pending'),
    eq(webhookDeliveries.attempts, attempt),
  )

/** What one attempt brought, recorded on the claimed row; false if the claim had lapsed. */
export async function recordAttempt(
  db: Db | Tx,
  {
    id,
    attempt,
    now,
    statusCode,
    answer,
    error,
    outcome,
    retryAt,
  }: {
    id: string
    attempt: number
    now: Date
    statusCode: number | null
    answer: string | null
    error: string | null
    outcome: 'delivered' | 'retry' | 'failed'
    retryAt?: Date
  },
) {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: outcome === 'retry' ? 'pending' : outcome,
      lastAttemptAt: now,
      lastStatusCode: statusCode,
      lastAnswer: answer,
      lastError: error?.slice(0, 500) ?? null,
      ...(outcome === 'delivered' ? { deliveredAt: now } : {}),
      ...(outcome === 'failed' ? { failedAt: now } : {}),
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
    })
    .where(stillClaimed({ id, attempt }))
    .returning({ id: webhookDeliveries.id })
  return rows.length > 0
}

/** An endpoint's deliveries, newest first, `limit` after the `cursor` delivery. */
export async function findDeliveries(
  db: Db,
  { endpointId, limit, cursor }: { endpointId: string; limit: number; cursor?: string },
) {
  const after = cursor
    ? await db
        .select({ createdAt: webhookDeliveries.createdAt, id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, cursor), eq(webhookDeliveries.endpointId, endpointId)))
    : []
  const from = after[0]
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        from
          ? or(
              lt(webhookDeliveries.createdAt, from.createdAt),
              and(
                eq(webhookDeliveries.createdAt, from.createdAt),
                lt(webhookDeliveries.id, from.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit + 1)
}

export async function findDelivery(db: Db, { endpointId, id }: { endpointId: string; id: string }) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
  return row
}

/** Where a failing endpoint is told of: every admin who is not banned. */
export async function adminAddresses(tx: Tx, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        sql`(${users.banned} is not true or ${users.banExpires} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
  return rows.map((r) => r.email)
}
