import { randomUUID } from 'node:crypto'
import { dataExportDays } from '@reserva/shared'
import { inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { type KickedWorker, kickedWorker } from '../../lib/kicked-worker.ts'
import type { Logger } from '../../lib/logger.ts'
import { users } from '../auth/auth.table.ts'
import { languageOfPerson } from '../mail/mail-language.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { wordsFor } from '../mail/words.ts'
import { requireSettings } from '../settings/settings.service.ts'
import type { StorageService } from '../storage/storage.service.ts'
import { type ArchiveEntry, zipStream } from './data-export.archive.ts'
import { collectPersonData } from './data-export.collect.ts'
import { exportFailedMail, exportReadyMail } from './data-export.mails.ts'
import { readmeText } from './data-export.readme.ts'
import {
  claimDueExport,
  type ExportRow,
  expireExports,
  markReady,
  markTryFailed,
} from './data-export.repository.ts'

/**
 * Prepares data exports in the background (decision 051): one claimed at a time, written into
 * storage as a zip, then the requester is mailed; a failure is tried again after 1, 5 and 30
 * minutes, and the fourth fails it for good. Each run also removes the archives whose week is up.
 */
export interface DataExportDeps {
  db: Db
  clock: Clock
  logger: Logger
  storage: StorageService
  publicUrl: string
  /** Mail was queued: the mail worker is kicked. */
  onMailQueued: () => void
}

const minute = 60_000
const retryDelaysMs = [1, 5, 30].map((minutes) => minutes * minute)
/** Longer than an export takes; a process that dies holding one frees it when this runs out. */
const leaseMs = 15 * minute
const dayMs = 24 * 60 * minute

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The entries of a person's archive: the read-me and JSON documents, then their files. */
async function* entriesOf(
  deps: DataExportDeps,
  row: ExportRow,
  now: Date,
): AsyncGenerator<ArchiveEntry> {
  const settings = await requireSettings(deps.db)
  const data = await collectPersonData(deps.db, row.subjectId, settings)
  const words = wordsFor(await languageOfPerson(deps.db, { person: { id: row.subjectId } }))
  const encoder = new TextEncoder()
  const readme = readmeText({
    words,
    business: settings.name,
    at: now,
    timezone: settings.timezone,
  })
  yield { path: 'README.txt', body: encoder.encode(readme) }
  for (const [name, document] of Object.entries(data.documents)) {
    yield { path: name, body: encoder.encode(`${JSON.stringify(document, null, 2)}\n`) }
  }
  for (const file of data.files) {
    yield {
      path: file.path,
      body: async () => {
        const found = await deps.storage.getObject({
          actor: 'system',
          bucketId: file.bucketId,
          name: file.objectName,
        })
        return (await found.open()).body
      },
    }
  }
}

/** Writes the archive of `row` and records it ready, mailing the requester; or records a try failed. */
export async function prepareExport(deps: DataExportDeps, row: ExportRow) {
  const now = deps.clock.now()
  const archiveKey = `data-exports/${row.id}/${randomUUID()}.zip`
  try {
    const archive = zipStream(entriesOf(deps, row, now), now)
    await deps.storage.serverFiles.put(archiveKey, archive.stream, 'application/zip')
    const readyAt = deps.clock.now()
    const expiresAt = new Date(readyAt.getTime() + dataExportDays * dayMs)
    const kept = await deps.db.transaction(async (tx) => {
      if (
        !(await markReady(tx, {
          id: row.id,
          archiveKey,
          size: archive.bytes(),
          now: readyAt,
          expiresAt,
        }))
      )
        return false
      await mailRequester(deps, tx, row, { ready: true, expiresAt, now: readyAt })
      return true
    })
    // Erased (or taken by another process) meanwhile: this archive is nobody's.
    if (!kept) await deps.storage.serverFiles.remove([archiveKey])
    else deps.onMailQueued()
  } catch (error) {
    await deps.storage.serverFiles.remove([archiveKey])
    const failedAt = deps.clock.now()
    const delay = retryDelaysMs[row.attempts]
    const retryAt = delay === undefined ? null : new Date(failedAt.getTime() + delay)
    deps.logger.warn({ err: error, exportId: row.id }, 'data export failed')
    await deps.db.transaction(async (tx) => {
      const failed = await markTryFailed(tx, {
        id: row.id,
        error: message(error),
        now: failedAt,
        retryAt,
      })
      if (failed?.status === 'failed')
        await mailRequester(deps, tx, row, { ready: false, now: failedAt })
    })
    if (retryAt === null) deps.onMailQueued()
  }
}

async function mailRequester(
  deps: DataExportDeps,
  tx: Tx,
  row: ExportRow,
  outcome: { ready: true; expiresAt: Date; now: Date } | { ready: false; now: Date },
) {
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [row.requestedBy, row.subjectId]))
  const requester = people.find((person) => person.id === row.requestedBy)
  const subject = people.find((person) => person.id === row.subjectId)
  if (!requester || !subject) return
  const settings = await requireSettings(tx)
  const words = wordsFor(await languageOfPerson(tx, { person: { id: requester.id } }))
  const own = row.subjectId === row.requestedBy
  const url = own
    ? `${deps.publicUrl}/dashboard#data-export-title`
    : `${deps.publicUrl}/admin?tab=people&person=${encodeURIComponent(row.subjectId)}`
  const mail = outcome.ready
    ? exportReadyMail({
        words,
        business: settings.name,
        subjectName: own ? null : subject.name,
        until: words.moment(outcome.expiresAt, settings.timezone),
        url,
      })
    : exportFailedMail({ words, business: settings.name })
  await enqueueMail(tx, { to: requester.email, ...mail, sendAfter: outcome.now })
}

export type DataExportWorker = KickedWorker

export function createDataExportWorker(deps: DataExportDeps): DataExportWorker {
  return kickedWorker({
    name: 'data exports',
    logger: deps.logger,
    clock: deps.clock,
    drain: async ({ stopped, dueBy }) => {
      const gone = await expireExports(deps.db, deps.clock.now())
      await deps.storage.serverFiles.remove(gone)
      while (!stopped()) {
        const now = deps.clock.now()
        const row = await claimDueExport(deps.db, {
          now,
          dueBy,
          leaseUntil: new Date(now.getTime() + leaseMs),
        })
        if (!row) return
        await prepareExport(deps, row)
      }
    },
  })
}
