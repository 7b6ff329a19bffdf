import type { DataExport } from '@reserva/shared'
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { dataExports } from './data-export.table.ts'

export type ExportRow = typeof dataExports.$inferSelect

/** The export as the API answers it: its download path only while it is ready. */
export function toDataExport(row: ExportRow, now: Date): DataExport {
  const ready = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now
  return {
    id: row.id,
    status: row.status === 'ready' && !ready ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    downloadUrl: ready ? `/api/v1/data-exports/${row.id}/archive` : null,
  }
}

const ofPair = ({ subjectId, requestedBy }: { subjectId: string; requestedBy: string }) =>
  and(eq(dataExports.subjectId, subjectId), eq(dataExports.requestedBy, requestedBy))

/** The newest export `requestedBy` asked for of `subjectId`'s data. */
export async function latestExport(
  db: Db | Tx,
  pair: { subjectId: string; requestedBy: string },
): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(ofPair(pair))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1)
  return row
}

/** How many exports of the pair were asked for since `since`, and when the first of them was. */
export async function exportsSince(
  tx: Tx,
  pair: { subjectId: string; requestedBy: string },
  since: Date,
) {
  const [row] = await tx
    .select({ n: count(), first: min(dataExports.createdAt) })
    .from(dataExports)
    .where(and(ofPair(pair), gt(dataExports.createdAt, since)))
  return { count: row?.n ?? 0, first: row?.first ?? null }
}

export async function insertExport(
  tx: Tx,
  values: { subjectId: string; requestedBy: string; now: Date },
) {
  const { now, ...who } = values
  return returnedRow(
    tx
      .insert(dataExports)
      .values({ ...who, dueAt: now, createdAt: now, updatedAt: now })
      .returning(),
    'data export insert',
  )
}

export async function findExport(db: Db | Tx, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id))
  return row
}

/**
 * Claims the next export due by `dueBy` (by `now` when not given) for preparing that nobody holds:
 * its lease runs to `leaseUntil`, so a process that dies half way leaves it for another to claim
 * once the lease has run out.
 */
export async function claimDueExport(
  db: Db,
  { now, dueBy = now, leaseUntil }: { now: Date; dueBy?: Date; leaseUntil: Date },
): Promise<ExportRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.status, 'preparing'),
          lte(dataExports.dueAt, dueBy),
          or(isNull(dataExports.leaseUntil), lt(dataExports.leaseUntil, now)),
        ),
      )
      .orderBy(asc(dataExports.dueAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return undefined
    const [claimed] = await tx
      .update(dataExports)
      .set({ leaseUntil, updatedAt: now })
      .where(eq(dataExports.id, due.id))
      .returning()
    return claimed
  })
}

/** Ready: the archive is at `archiveKey`. False when the export went meanwhile (an erasure). */
export async function markReady(
  tx: Tx,
  {
    id,
    archiveKey,
    size,
    now,
    expiresAt,
  }: { id: string; archiveKey: string; size: number; now: Date; expiresAt: Date },
) {
  const rows = await tx
    .update(dataExports)
    .set({
      status: 'ready',
      archiveKey,
      size,
      readyAt: now,
      expiresAt,
      leaseUntil: null,
      lastError: null,
      updatedAt: now,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id })
  return rows.length > 0
}

/** A failed try: due again at `retryAt`, or failed for good when there is none. */
export async function markTryFailed(
  tx: Tx,
  { id, error, now, retryAt }: { id: string; error: string; now: Date; retryAt: Date | null },
) {
  const [row] = await tx
    .update(dataExports)
    .set({
      status: retryAt ? 'preparing' : 'failed',
      dueAt: retryAt ?? now,
      leaseUntil: null,
      attempts: sql`${dataExports.attempts} + 1`,
      lastError: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning()
  return row
}

/** Ready exports whose time is up become expired; answers the archives to remove. */
export async function expireExports(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: dataExports.id, archiveKey: dataExports.archiveKey })
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    await tx
      .update(dataExports)
      .set({ status: 'expired', archiveKey: null, updatedAt: now })
      .where(
        inArray(
          dataExports.id,
          due.map((row) => row.id),
        ),
      )
    return due.map((row) => row.archiveKey).filter((key): key is string => key !== null)
  })
}

/** Erasing a person (decision 050): their exports go, and the archives' keys are answered. */
export async function deleteExportsOf(tx: Tx, subjectId: string): Promise<string[]> {
  const rows = await tx
    .delete(dataExports)
    .where(or(eq(dataExports.subjectId, subjectId), eq(dataExports.requestedBy, subjectId)))
    .returning({ archiveKey: dataExports.archiveKey })
  return rows.map((r) => r.archiveKey).filter((k): k is string => k !== null)
}
