import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { type KickedWorker, kickedWorker } from '../../lib/kicked-worker.ts'
import type { Logger } from '../../lib/logger.ts'
import { type AllowNetworks, type OutboundAnswer, postGuarded } from '../../lib/outbound-http.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import { endpointFailed, endpointRecovered } from './webhooks.failing.ts'
import {
  claimDueDeliveries,
  type DeliveryRow,
  type EndpointRow,
  recordAttempt,
} from './webhooks.repository.ts'
import { signedHeaders } from './webhooks.signing.ts'

/** A delivery is tried this many times over about a day, then given up and its endpoint failing. */
export const maxWebhookAttempts = 10

/** The wait after attempt n (1-based), growing from a minute to eight hours: 23 h 51 min in all. */
const retryDelaysMs = [1, 5, 15, 30, 60, 120, 240, 480, 480].map((minutes) => minutes * 60_000)

/**
 * When a delivery whose attempt number `attempt` failed is tried next, or null when that was
 * the last. ±10 % jitter, so endpoints that failed together do not all come back at once.
 */
export function nextAttemptAt(attempt: number, now: Date, random = Math.random): Date | null {
  const delay = retryDelaysMs[attempt - 1]
  if (attempt >= maxWebhookAttempts || delay === undefined) return null
  return new Date(now.getTime() + Math.round(delay * (0.9 + 0.2 * random())))
}

/** Longer than one batch can take (every send has a 10 s deadline). */
const claimLeaseMs = 2 * 60_000
const batchSize = 10

export interface WebhookDeliveryDeps {
  database: Database
  clock: Clock
  logger: Logger
  box: SecretBox
  allowNetworks: AllowNetworks
  /** The deadline of one attempt, connection and answer together. */
  timeoutMs?: number
  /** Wakes the mail worker after an endpoint's admins were told it fails. */
  onMailQueued: () => void
  publicUrl: string
}

async function attempt(
  deps: WebhookDeliveryDeps,
  { delivery, endpoint }: { delivery: DeliveryRow; endpoint: EndpointRow },
) {
  const { database, clock, logger } = deps
  const body = JSON.stringify(delivery.payload)
  let answer: OutboundAnswer | undefined
  let error: string | null = null
  try {
    answer = await postGuarded({
      url: endpoint.url,
      body,
      headers: signedHeaders({
        endpoint,
        box: deps.box,
        messageId: delivery.messageId,
        body,
        now: clock.now(),
      }),
      allow: deps.allowNetworks,
      timeoutMs: deps.timeoutMs,
    })
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown)
  }
  const now = clock.now()
  const ok = answer !== undefined && answer.status >= 200 && answer.status < 300
  if (!ok && !error) error = `answered ${answer?.status}`
  const retryAt = ok ? null : nextAttemptAt(delivery.attempts, now)
  const outcome = ok ? 'delivered' : retryAt ? 'retry' : 'failed'
  const record = {
    id: delivery.id,
    attempt: delivery.attempts,
    now,
    statusCode: answer?.status ?? null,
    answer: answer?.head ?? null,
    error: ok ? null : error,
    outcome,
    retryAt: retryAt ?? undefined,
  } as const
  if (outcome === 'failed') {
    await database.db.transaction(async (tx) => {
      if (await recordAttempt(tx, record))
        await endpointFailed(tx, { endpoint, now, publicUrl: deps.publicUrl })
    })
    deps.onMailQueued()
  } else {
    const recorded = await recordAttempt(database.db, record)
    if (recorded && ok && endpoint.status === 'failing')
      await endpointRecovered(database.db, { endpoint })
  }
  logger[ok ? 'debug' : 'warn'](
    {
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      attempt: delivery.attempts,
      outcome,
      error,
    },
    'webhook attempt',
  )
}

/**
 * Sends one batch of deliveries due by `dueBy` (by now when not given), side by side: a receiver
 * that hangs holds up only its own.
 */
export async function sendDueDeliveries(
  deps: WebhookDeliveryDeps,
  { dueBy }: { dueBy?: Date } = {},
) {
  const claimedAt = deps.clock.now()
  const due = await claimDueDeliveries(deps.database.db, {
    limit: batchSize,
    now: dueBy ?? claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + claimLeaseMs),
  })
  await Promise.all(
    due.map((claimed) =>
      attempt(deps, claimed).catch((error: unknown) =>
        deps.logger.error(
          { err: error, deliveryId: claimed.delivery.id },
          'webhook attempt failed',
        ),
      ),
    ),
  )
  return due.length
}

export type WebhookWorker = KickedWorker

/**
 * Sends due webhook deliveries whenever kicked or ticked, never two runs at once in one process
 * (several processes share rows through SKIP LOCKED). No timer of its own: the scheduler ticks it,
 * as it ticks the mail outbox.
 */
export function createWebhookWorker(deps: WebhookDeliveryDeps): WebhookWorker {
  return kickedWorker({
    name: 'webhook',
    logger: deps.logger,
    clock: deps.clock,
    drain: async ({ stopped, dueBy }) => {
      while (!stopped() && (await sendDueDeliveries(deps, { dueBy })) === batchSize) {}
    },
  })
}
