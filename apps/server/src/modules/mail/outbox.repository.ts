import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { outbox } from './outbox.table.ts'

export type OutboxRow = typeof outbox.$inferSelect
/** A calendar invitation a mail carries: its method and its iCalendar text. */
export type MailCalendar = {
  method: NonNullable<OutboxRow['calendarMethod']>
  content: string
}

export type NewMail = Pick<
  typeof outbox.$inferInsert,
  'kind' | 'to' | 'subject' | 'text' | 'html'
> & {
  /** When it may go: now, or later, by the app's clock. */
  sendAfter: Date
  calendar?: MailCalendar | null
}

/** A text message (SMS) to a number in E.164: short, and nothing in it that a customer wrote. */
export type NewText = Pick<typeof outbox.$inferInsert, 'kind' | 'to' | 'text'> & {
  sendAfter: Date
}

/**
 * A mail's or a text's insert, built once and run by name: most writes queue one. `sendAfter`
 * always comes from the app's clock, the one `claimDueMails` compares it with: the database's
 * now() has microseconds and a JavaScript Date only milliseconds, so a mail queued with now() in
 * the same millisecond as a claim (the worker is kicked right after an enqueue) was not yet due
 * for it and waited for the next tick.
 */
const insertMail = preparedStatement('outbox_insert', (db) =>
  db
    .insert(outbox)
    .values({
      channel: sql.placeholder('channel'),
      kind: sql.placeholder('kind'),
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
      calendarMethod: sql.placeholder('calendarMethod'),
      calendar: sql.placeholder('calendar'),
      sendAfter: sql`${sql.placeholder('sendAfter')}::timestamptz`,
    })
    .returning(),
)

export async function enqueueMail(db: Db | Tx, mail: NewMail): Promise<OutboxRow> {
  return returnedRow(
    insertMail(db, {
      channel: 'email',
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      calendarMethod: mail.calendar?.method ?? null,
      calendar: mail.calendar?.content ?? null,
      sendAfter: mail.sendAfter.toISOString(),
    }),
    'outbox insert',
  )
}

/** Queues a text message for the worker, which sends it through the SMS transport (sms.ts). */
export async function enqueueText(db: Db | Tx, message: NewText): Promise<OutboxRow> {
  return returnedRow(
    insertMail(db, {
      channel: 'sms',
      kind: message.kind,
      to: message.to,
      subject: '',
      text: message.text,
      html: null,
      calendarMethod: null,
      calendar: null,
      sendAfter: message.sendAfter.toISOString(),
    }),
    'outbox insert',
  )
}

/** How many text messages were queued for the number `to` since `since`. */
export async function countTextsSince(db: Db, { to, since }: { to: string; since: Date }) {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, to), gte(outbox.createdAt, since)))
  return row?.n ?? 0
}

/** Until `tx` ends, the mails to `to` are counted and queued by one transaction at a time. */
export async function lockMailsTo(tx: Tx, to: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`outbox-to\n${to}`}, 0))`)
}

/**
 * How many mails of `kinds` were queued for the address `to` since `dayStart`, and how many of
 * them since `recentStart` (one read of the `outbox_mails_to` index).
 */
export async function countMailsSince(
  db: Db | Tx,
  {
    to,
    kinds,
    recentStart,
    dayStart,
  }: { to: string; kinds: readonly string[]; recentStart: Date; dayStart: Date },
) {
  const [row] = await db
    .select({
      day: count(),
      recent: sql<number>`count(*) filter (where ${outbox.createdAt} >= ${recentStart.toISOString()}::timestamptz)`,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'email'),
        eq(outbox.to, to),
        gte(outbox.createdAt, dayStart),
        inArray(outbox.kind, [...kinds]),
      ),
    )
  return { day: row?.day ?? 0, recent: Number(row?.recent ?? 0) }
}

/**
 * Queues a mail that may join others under `coalesceKey`: if a mail with that key waits unclaimed
 * (the unique index `outbox_pending_coalesce`), it now tells of one more event; otherwise a new
 * one is queued, due at `sendAfter`. `write(count)` then writes its words for the `count` events
 * it tells of. The row stays locked to the end of `tx`, so no worker claims it half-written; a
 * worker's claim that comes first takes it out of the index, and this makes a new mail instead.
 * A mail already claimed or sent is never changed. Only the address moves with the latest event.
 */
export async function coalesceMail(
  tx: Tx,
  {
    coalesceKey,
    to,
    kind,
    sendAfter,
    write,
  }: {
    coalesceKey: string
    to: string
    kind: string
    sendAfter: Date
    write: (count: number) => Promise<Pick<NewMail, 'subject' | 'text' | 'html'>>
  },
) {
  const row = await returnedRow(
    tx
      .insert(outbox)
      .values({ channel: 'email', kind, to, subject: '', text: '', sendAfter, coalesceKey })
      .onConflictDoUpdate({
        target: outbox.coalesceKey,
        targetWhere: sql`${outbox.status} = 'pending' and ${outbox.attempts} = 0`,
        set: { to, coalesced: sql`${outbox.coalesced} + 1` },
      })
      .returning({ id: outbox.id, coalesced: outbox.coalesced }),
    'outbox coalesce',
  )
  const words = await write(row.coalesced)
  await tx
    .update(outbox)
    .set({ subject: words.subject, text: words.text, html: words.html ?? null })
    .where(eq(outbox.id, row.id))
  return row
}

/**
 * Claims up to `limit` due mails for this worker until `leaseUntil`, and counts the attempt: in
 * one short transaction that skips rows another worker is claiming at the same moment (FOR
 * UPDATE SKIP LOCKED); once it commits, the claimed rows are not due for anyone else until the
 * lease ends. A worker that dies holding a claim leaves its mails to be claimed again then.
 * The rows come back as claimed: `attempts` is this attempt's number, the claim's token.
 */
export async function claimDueMails(
  db: Db,
  { limit, now, leaseUntil }: { limit: number; now: Date; leaseUntil: Date },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.sendAfter, now)))
      .orderBy(outbox.sendAfter)
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    const claimed = await tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, sendAfter: leaseUntil })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
    const order = new Map(due.map((row, index) => [row.id, index]))
    return claimed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  })
}

/** The row, if this worker's claim (attempt number `attempt`) is still the current one. */
const stillClaimed = ({ id, attempt }: { id: string; attempt: number }) =>
  and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.attempts, attempt))

/** Records a claimed mail as sent; false if the claim had lapsed and another worker took it. */
export async function markSent(
  db: Db,
  { id, attempt, now }: { id: string; attempt: number; now: Date },
) {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(stillClaimed({ id, attempt }))
    .returning({ id: outbox.id })
  return rows.length > 0
}

/** Records a failed attempt: due again at `retryAt`, or given up (failed) when that is null. */
export async function markAttemptFailed(
  db: Db,
  {
    id,
    attempt,
    error,
    retryAt,
  }: { id: string; attempt: number; error: string; retryAt: Date | null },
) {
  const rows = await db
    .update(outbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      lastError: error.slice(0, 2000),
      ...(retryAt ? { sendAfter: retryAt } : {}),
    })
    .where(stillClaimed({ id, attempt }))
    .returning({ id: outbox.id })
  return rows.length > 0
}
