import { type DataExport, dataExportsPerDay } from '@reserva/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { users } from '../auth/auth.table.ts'
import { erasedPlaceholderDomain } from '../auth/auth.ts'
import type { CurrentUser } from '../auth/session.ts'
import { personNotFound } from '../people/people.errors.ts'
import type { StorageService } from '../storage/storage.service.ts'
import { exportExpired, exportNotReady, tooManyExports } from './data-export.errors.ts'
import {
  exportsSince,
  findExport,
  insertExport,
  latestExport,
  toDataExport,
} from './data-export.repository.ts'

export interface DataExportServiceDeps {
  db: Db
  storage: StorageService
  /** An export was asked for: the worker is kicked. */
  onRequested: () => void
}

const dayMs = 24 * 60 * 60_000

/**
 * `actor` asks for an export of `subjectId`'s data (themselves, or an admin: the route checks).
 * One still being prepared for the same pair is answered as it is; past the day's allowance,
 * 429 `data_export.too_many`. Audited on the person as `user.data_export_requested`.
 */
export async function requestExport(
  deps: DataExportServiceDeps,
  { actor, subjectId, now }: { actor: CurrentUser; subjectId: string; now: Date },
): Promise<DataExport> {
  const pair = { subjectId, requestedBy: actor.id }
  const row = await deps.db.transaction(async (tx) => {
    // The person's row, locked: two requests at once make one export.
    const [subject] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, subjectId))
      .for('update')
    if (!subject || subject.email.endsWith(`@${erasedPlaceholderDomain}`)) throw personNotFound()
    const latest = await latestExport(tx, pair)
    if (latest?.status === 'preparing') return latest
    const today = await exportsSince(tx, pair, new Date(now.getTime() - dayMs))
    if (today.count >= dataExportsPerDay && today.first) {
      throw tooManyExports(new Date(today.first.getTime() + dayMs))
    }
    const made = await insertExport(tx, { ...pair, now })
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'user.data_export_requested',
      entity: 'user',
      entityId: subjectId,
      data: { exportId: made.id },
    })
    return made
  })
  deps.onRequested()
  return toDataExport(row, now)
}

/** The newest export `actor` asked for of `subjectId`'s data, or null. */
export async function currentExport(
  db: Db,
  { actor, subjectId, now }: { actor: CurrentUser; subjectId: string; now: Date },
): Promise<DataExport | null> {
  const row = await latestExport(db, { subjectId, requestedBy: actor.id })
  return row ? toDataExport(row, now) : null
}

/**
 * The archive of export `id`, for whoever asked for it (anyone else: 404, as if there were none):
 * 409 while it is not ready, 410 once it has expired. Audited as `user.data_export_downloaded`.
 */
export async function openArchive(
  deps: DataExportServiceDeps,
  { actor, id, now }: { actor: CurrentUser; id: string; now: Date },
) {
  const row = await findExport(deps.db, id)
  if (!row || row.requestedBy !== actor.id) throw notFound('No such export')
  const shown = toDataExport(row, now)
  if (shown.status === 'expired') throw exportExpired()
  if (shown.status !== 'ready' || !row.archiveKey) throw exportNotReady()
  const opened = await deps.storage.serverFiles.open(row.archiveKey)
  if (!opened) throw exportExpired()
  await writeAudit(deps.db, {
    actorId: actor.id,
    action: 'user.data_export_downloaded',
    entity: 'user',
    entityId: row.subjectId,
    data: { exportId: row.id },
  })
  return { ...opened, readyAt: row.readyAt ?? now }
}
