import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { type KickedWorker, kickedWorker } from '../../lib/kicked-worker.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Mailer } from './mailer.ts'
import { claimDueMails, markAttemptFailed, markSent, type OutboxRow } from './outbox.repository.ts'
import { createSmsSender, type SmsSender } from './sms.ts'

/** A mail or a text is tried this many times, then given up (status failed, its last error kept). */
export const maxAttempts = 8

/** 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000)

/**
 * How long a worker holds the mails it claimed. Longer than a batch takes to send: a worker
 * stops sending its batch when its claim runs out (another may have claimed the rest), and a
 * worker that died leaves its mails to others this long.
 */
export const claimLeaseMs = 15 * 60_000

/** What became of one attempt to send a mail or a text: sent, to be tried again, or given up. */
export type SendOutcome = { channel: OutboxRow['channel']; outcome: 'sent' | 'retry' | 'failed' }

/** Sends one row of the outbox through its channel's transport. */
const sendRow = (row: OutboxRow, { mailer, sms }: { mailer: Mailer; sms: SmsSender }) =>
  row.channel === 'sms'
    ? sms.send({ to: row.to, body: row.text })
    : mailer.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        calendar:
          row.calendarMethod && row.calendar
            ? { method: row.calendarMethod, content: row.calendar }
            : null,
      })

/**
 * Sends due mails and texts in one batch (texts through `sms`; without one they are logged, as
 * when SMS_URL is unset). The batch is claimed in a short transaction (outbox.repository.ts),
 * each mail is sent outside any transaction (no lock or PGlite connection is held while SMTP
 * answers), and each is recorded as soon as it is sent: a mail the server has taken is not sent
 * again because a later one failed. A crash between the send and its record leaves that one
 * mail to be sent again after the lease (delivery is at least once, never lost).
 */
export async function sendDueMails({
  database,
  mailer,
  logger,
  sms = createSmsSender({ url: undefined, logger }),
  clock,
  limit = 20,
  dueBy,
  onAttempt,
}: {
  database: Database
  mailer: Mailer
  logger: Logger
  sms?: SmsSender
  clock: Clock
  limit?: number
  /** Only mails due by then (a run's start: see `kickedWorker`); by now when not given. */
  dueBy?: Date
  /** Told of each attempt's outcome (the metrics count them). */
  onAttempt?: (attempt: SendOutcome) => void
}): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  const now = () => clock.now()
  const claimedAt = now()
  const leaseUntil = new Date(claimedAt.getTime() + claimLeaseMs)
  const due = await claimDueMails(database.db, { limit, now: dueBy ?? claimedAt, leaseUntil })
  for (const mail of due) {
    if (now() >= leaseUntil) break
    const attempt = mail.attempts
    let failure: unknown
    try {
      await sendRow(mail, { mailer, sms })
    } catch (error) {
      failure = error ?? new Error('send failed')
    }
    if (failure === undefined) {
      if (!(await markSent(database.db, { id: mail.id, attempt, now: now() })))
        logger.warn(
          { mailId: mail.id, channel: mail.channel, attempt },
          'mail sent after its claim ran out',
        )
      sent++
      onAttempt?.({ channel: mail.channel, outcome: 'sent' })
      continue
    }
    failed++
    const retryAt = attempt < maxAttempts ? new Date(now().getTime() + retryDelayMs(attempt)) : null
    onAttempt?.({ channel: mail.channel, outcome: retryAt ? 'retry' : 'failed' })
    logger.warn(
      { err: failure, mailId: mail.id, channel: mail.channel, attempt, givenUp: !retryAt },
      'mail not sent',
    )
    await markAttemptFailed(database.db, { id: mail.id, attempt, error: String(failure), retryAt })
  }
  return { sent, failed }
}

export type OutboxWorker = KickedWorker

/**
 * Sends the outbox's due mails and texts whenever kicked or ticked; runs never overlap in one process (and
 * across processes the rows are claimed with SKIP LOCKED). It has no timer of its own: the
 * scheduler ticks it.
 */
export function startOutboxWorker({
  database,
  mailer,
  sms,
  logger,
  clock,
  onAttempt,
}: {
  database: Database
  mailer: Mailer
  sms?: SmsSender
  logger: Logger
  clock: Clock
  /** Told of each attempt's outcome (the metrics count them). */
  onAttempt?: (attempt: SendOutcome) => void
}): OutboxWorker {
  return kickedWorker({
    name: 'outbox',
    logger,
    clock,
    // Loop while full batches come back, so a burst drains without waiting for ticks.
    drain: async ({ stopped, dueBy }) => {
      for (;;) {
        const { sent, failed } = await sendDueMails({
          database,
          mailer,
          sms,
          logger,
          clock,
          dueBy,
          onAttempt,
        })
        if (sent + failed < 20 || stopped()) break
      }
    },
    onStop: () => mailer.close(),
  })
}
