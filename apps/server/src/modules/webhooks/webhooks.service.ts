import {
  type CreateWebhook,
  createWebhookSchema,
  type UpdateWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookWithSecret,
  webhookTestEvent,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { type AllowNetworks, checkOutboundUrl } from '../../lib/outbound-http.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { addressRefused, deliveryNotFound, webhookNotFound } from './webhooks.errors.ts'
import {
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findDeliveries,
  findDelivery,
  findEndpoint,
  findEndpoints,
  insertDelivery,
  insertEndpoint,
  updateEndpoint,
} from './webhooks.repository.ts'
import { newWebhookSecret, rotationOverlapMs } from './webhooks.signing.ts'

/** What the admin routes need: the database, the clock, the sealing key and the address rules. */
export interface WebhookServiceDeps {
  db: Db
  clock: Clock
  box: SecretBox
  allowNetworks: AllowNetworks
  /** Wakes the delivery worker (a test event, a delivery sent again). */
  kick: () => void
}

const iso = (d: Date | null) => d?.toISOString() ?? null

function toWebhook(row: EndpointRow, now: Date): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.status,
    failingSince: iso(row.failingSince),
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil > now
        ? iso(row.previousSecretUntil)
        : null,
    createdAt: row.createdAt.toISOString(),
  }
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastAnswer: row.lastAnswer,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Refuses a URL deliveries may not go to, at save time (they are checked again at each send). */
async function checkUrl(url: string, allow: AllowNetworks) {
  const checked = await checkOutboundUrl(url, allow)
  if (!checked.ok) throw addressRefused(checked.reason)
}

async function requireEndpoint(db: Db, id: string) {
  const row = await findEndpoint(db, id)
  if (!row) throw webhookNotFound()
  return row
}

export async function listWebhooks({ db, clock }: WebhookServiceDeps): Promise<Webhook[]> {
  const now = clock.now()
  return (await findEndpoints(db)).map((row) => toWebhook(row, now))
}

export async function createWebhook(
  { db, clock, box, allowNetworks }: WebhookServiceDeps,
  { actorId, input }: { actorId: string; input: CreateWebhook },
): Promise<WebhookWithSecret> {
  const { url, events, description } = createWebhookSchema.parse(input)
  await checkUrl(url, allowNetworks)
  const secret = newWebhookSecret()
  const now = clock.now()
  const row = await db.transaction(async (tx) => {
    const made = await insertEndpoint(tx, {
      url,
      events,
      description,
      secret: box.seal(secret),
      createdAt: now,
      updatedAt: now,
    })
    await writeAudit(tx, {
      actorId,
      action: 'webhook.created',
      entity: 'webhook',
      entityId: made.id,
      data: { url, events },
    })
    return made
  })
  return { webhook: toWebhook(row, now), secret }
}

export async function updateWebhook(
  { db, clock, allowNetworks }: WebhookServiceDeps,
  { actorId, id, input }: { actorId: string; id: string; input: UpdateWebhook },
): Promise<Webhook> {
  if (input.url !== undefined) await checkUrl(input.url, allowNetworks)
  const now = clock.now()
  return db.transaction(async (tx) => {
    const found = await findEndpoint(tx, id, { lock: true })
    if (!found) throw webhookNotFound()
    const status =
      input.enabled === false
        ? 'disabled'
        : input.enabled === true && found.status === 'disabled'
          ? 'active'
          : found.status
    const row = await updateEndpoint(tx, id, {
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.description === undefined ? {} : { description: input.description }),
      status,
      ...(status === 'active' ? { failingSince: null } : {}),
      updatedAt: now,
    })
    await writeAudit(tx, {
      actorId,
      action: 'webhook.updated',
      entity: 'webhook',
      entityId: id,
      data: { ...input, status },
    })
    return toWebhook(row, now)
  })
}

export async function deleteWebhook(
  { db }: WebhookServiceDeps,
  { actorId, id }: { actorId: string; id: string },
) {
  await db.transaction(async (tx) => {
    const found = await findEndpoint(tx, id, { lock: true })
    if (!found) throw webhookNotFound()
    await deleteEndpoint(tx, id)
    await writeAudit(tx, {
      actorId,
      action: 'webhook.deleted',
      entity: 'webhook',
      entityId: id,
      data: { url: found.url },
    })
  })
}

/**
 * A new signing secret, answered once. The previous one goes on signing beside it for a day, so
 * a receiver can take the new one without a message it cannot verify.
 */
export async function rotateWebhookSecret(
  { db, clock, box }: WebhookServiceDeps,
  { actorId, id }: { actorId: string; id: string },
): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret()
  const now = clock.now()
  const row = await db.transaction(async (tx) => {
    const found = await findEndpoint(tx, id, { lock: true })
    if (!found) throw webhookNotFound()
    const rotated = await updateEndpoint(tx, id, {
      secret: box.seal(secret),
      previousSecret: found.secret,
      previousSecretUntil: new Date(now.getTime() + rotationOverlapMs),
      updatedAt: now,
    })
    await writeAudit(tx, {
      actorId,
      action: 'webhook.secret_rotated',
      entity: 'webhook',
      entityId: id,
      data: { url: found.url },
    })
    return rotated
  })
  return { webhook: toWebhook(row, now), secret }
}

export async function listDeliveries(
  { db }: WebhookServiceDeps,
  { id, limit, cursor }: { id: string; limit: number; cursor?: string },
): Promise<WebhookDeliveryPage> {
  await requireEndpoint(db, id)
  const rows = await findDeliveries(db, { endpointId: id, limit, cursor })
  const page = rows.slice(0, limit)
  return {
    deliveries: page.map(toDelivery),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  }
}

/** A delivery sent again: a new entry in the log, with the same message id and payload. */
export async function redeliver(
  deps: WebhookServiceDeps,
  { actorId, id, deliveryId }: { actorId: string; id: string; deliveryId: string },
): Promise<WebhookDelivery> {
  const found = await findDelivery(deps.db, { endpointId: id, id: deliveryId })
  if (!found) throw deliveryNotFound()
  const row = await deps.db.transaction(async (tx) => {
    const made = await insertDelivery(tx, {
      endpointId: id,
      eventType: found.eventType,
      payload: found.payload,
      messageId: found.messageId,
      now: deps.clock.now(),
    })
    await writeAudit(tx, {
      actorId,
      action: 'webhook.redelivered',
      entity: 'webhook',
      entityId: id,
      data: { messageId: found.messageId, eventType: found.eventType },
    })
    return made
  })
  deps.kick()
  return toDelivery(row)
}

/** `webhook.test` to one endpoint, to see that the receiver verifies and answers. */
export async function sendTestEvent(
  deps: WebhookServiceDeps,
  { id }: { id: string },
): Promise<WebhookDelivery> {
  await requireEndpoint(deps.db, id)
  const now = deps.clock.now()
  const row = await insertDelivery(deps.db, {
    endpointId: id,
    eventType: webhookTestEvent,
    payload: { type: webhookTestEvent, timestamp: now.toISOString(), data: { webhookId: id } },
    now,
  })
  deps.kick()
  return toDelivery(row)
}
