import { type AuditEntry, type AuditPage, auditCsvMaxRows } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { invalidCursor } from './audit.errors.ts'
import {
  type AuditCursor,
  type AuditFilter,
  type AuditRow,
  countAudit,
  listAudit,
} from './audit.repository.ts'
import { csvLine } from './csv.ts'

const cursorShape = {
  at: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
}

export function encodeCursor(row: AuditRow): string {
  return Buffer.from(`${row.cursorAt}|${row.id}`).toString('base64url')
}

export function decodeCursor(cursor: string): AuditCursor {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (rest.length > 0 || !cursorShape.at.test(at) || !cursorShape.id.test(id)) throw invalidCursor()
  return { at, id }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    subject: row.subject,
    data: row.data,
  }
}

export async function listEntries(
  db: Db,
  { filter, cursor, limit }: { filter: AuditFilter; cursor?: string | undefined; limit: number },
): Promise<AuditPage> {
  const after = cursor ? decodeCursor(cursor) : undefined
  const rows = await listAudit(db, { filter, after, limit: limit + 1 })
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  }
}

const csvHeader = [
  'at',
  'actor_id',
  'actor_name',
  'actor_email',
  'action',
  'entity',
  'entity_id',
  'data',
]
const batchSize = 1000

/**
 * The entries matching `filter` as CSV, newest first, at most `auditCsvMaxRows`, read in batches
 * while the answer streams, so memory stays flat however long the log is.
 */
export async function exportCsv(
  db: Db,
  { filter, maxRows = auditCsvMaxRows }: { filter: AuditFilter; maxRows?: number },
) {
  const total = await countAudit(db, filter)
  let after: AuditCursor | undefined
  let sent = 0
  let started = false
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        // A byte-order mark: spreadsheets then read the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(csvHeader)}`))
        return
      }
      const limit = Math.min(batchSize, maxRows - sent)
      const rows = limit > 0 ? await listAudit(db, { filter, after, limit }) : []
      if (rows.length === 0) {
        controller.close()
        return
      }
      const text = rows
        .map((row) =>
          csvLine([
            row.at.toISOString(),
            row.actorId,
            row.actorName,
            row.actorEmail,
            row.action,
            row.entity,
            row.entityId,
            JSON.stringify(row.data),
          ]),
        )
        .join('')
      controller.enqueue(encoder.encode(text))
      sent += rows.length
      const last = rows.at(-1)
      after = last ? { at: last.cursorAt, id: last.id } : undefined
      if (rows.length < limit) controller.close()
    },
  })
  return { body, total, exported: Math.min(total, maxRows) }
}
