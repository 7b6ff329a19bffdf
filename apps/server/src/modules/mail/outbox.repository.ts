import { and, eq, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { outbox } from './outbox.table.ts'

export type OutboxRow = typeof outbox.$inferSelect
export type NewMail = Pick<
  typeof outbox.$inferInsert,
  'kind' | 'to' | 'subject' | 'text' | 'html'
> & {
  sendAfter?: Date
}

export async function enqueueMail(db: Db | Tx, mail: NewMail): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(mail).returning()
  if (!row) throw new Error('outbox insert returned nothing')
  return row
}

/**
 * Takes up to `limit` due mails for this worker inside `tx`: rows another worker holds are
 * skipped, so several processes never send one mail twice.
 */
export async function claimDueMails(tx: Tx, { limit, now }: { limit: number; now: Date }) {
  return tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.sendAfter, now)))
    .orderBy(outbox.sendAfter)
    .limit(limit)
    .for('update', { skipLocked: true })
}

export async function markSent(tx: Tx, id: string, now: Date) {
  await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id))
}

export async function markAttemptFailed(
  tx: Tx,
  { id, error, retryAt }: { id: string; error: string; retryAt: Date | null },
) {
  await tx
    .update(outbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      ...(retryAt ? { sendAfter: retryAt } : {}),
    })
    .where(eq(outbox.id, id))
}
