import type { Database } from '../../db/client.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Mailer } from './mailer.ts'
import { claimDueMails, markAttemptFailed, markSent } from './outbox.repository.ts'

const maxAttempts = 8

/** 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000)

/**
 * Sends due mails in batches. Each batch runs in a transaction holding its rows, so a crash
 * mid-send leaves them pending for the next run (at-least-once delivery).
 */
export async function sendDueMails({
  database,
  mailer,
  logger,
  now = () => new Date(),
  limit = 20,
}: {
  database: Database
  mailer: Mailer
  logger: Logger
  now?: () => Date
  limit?: number
}): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  await database.db.transaction(async (tx) => {
    const due = await claimDueMails(tx, { limit, now: now() })
    for (const mail of due) {
      try {
        await mailer.send(mail)
        await markSent(tx, mail.id, now())
        sent++
      } catch (error) {
        failed++
        const attempt = mail.attempts + 1
        const retryAt =
          attempt < maxAttempts ? new Date(now().getTime() + retryDelayMs(attempt)) : null
        logger.warn({ err: error, mailId: mail.id, attempt }, 'mail not sent')
        await markAttemptFailed(tx, { id: mail.id, error: String(error), retryAt })
      }
    }
  })
  return { sent, failed }
}

export interface OutboxWorker {
  /** Ask for a run soon (after an enqueue), instead of waiting for the next tick. */
  kick(): void
  /** A run now, resolved once it is done: the scheduler's tick (modules/scheduler). */
  tick(): Promise<void>
  stop(): Promise<void>
}

/**
 * Sends the outbox's due mails whenever kicked or ticked; runs never overlap in one process (and
 * across processes the rows are claimed with SKIP LOCKED). It has no timer of its own: the
 * scheduler ticks it.
 */
export function startOutboxWorker({
  database,
  mailer,
  logger,
}: {
  database: Database
  mailer: Mailer
  logger: Logger
}): OutboxWorker {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  let pending = false
  const run = () => {
    if (stopped || pending) return running
    pending = true
    running = running
      .then(async () => {
        pending = false
        if (stopped) return
        // Loop while full batches come back, so a burst drains without waiting for ticks.
        for (;;) {
          const { sent, failed } = await sendDueMails({ database, mailer, logger })
          if (sent + failed < 20 || stopped) break
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, 'outbox run failed'))
    return running
  }
  return {
    kick: () => {
      run()
    },
    tick: async () => {
      await run()
    },
    async stop() {
      stopped = true
      await running
      mailer.close()
    },
  }
}
