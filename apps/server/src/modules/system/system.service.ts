import type { SystemStatus } from '@reserva/shared'
import { and, count, eq, gt, lte, min, sql, sum } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rawRows } from '../../db/raw-rows.ts'
import { migrationLevel } from '../backup/backup.database.ts'
import type { BackupSchedule } from '../backup/backup.schedule.ts'
import { scheduledBackups } from '../backup/backup.schedule.ts'
import { readLastBackup } from '../backup/backup.service.ts'
import { outbox } from '../mail/outbox.table.ts'
import { storageObjects } from '../storage/storage.table.ts'

/** What the System view tells of the installation besides its database (AppDeps.installation). */
export interface InstallationFacts {
  /** When the server process started. */
  startedAt: Date
  /** Where the last backup is recorded; undefined (tests): none is. */
  dataDir?: string | undefined
  storageDriver: 'local' | 's3'
  backups?: BackupSchedule | undefined
}

const DAY = 86_400_000

/** The state of the installation now, read in a handful of cheap queries. */
export async function systemStatus(
  database: Database,
  facts: InstallationFacts,
  { now, version, sockets }: { now: Date; version: string; sockets: number },
): Promise<SystemStatus> {
  const { db } = database
  const [size] = await rawRows<{ bytes: string }>(
    db,
    sql`select pg_database_size(current_database())::text as bytes`,
  )
  const level = await migrationLevel(db)
  // One pass over the outbox, each figure a filter of it (sent and failed rows are kept).
  const pending = eq(outbox.status, 'pending')
  const due = and(pending, lte(outbox.sendAfter, now))
  const [mail] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
      oldestDueAt: min(sql`case when ${due} then ${outbox.sendAfter} end`),
      failed: sql<number>`count(*) filter (where ${eq(outbox.status, 'failed')})`.mapWith(Number),
      sentLastDay: sql<number>`count(*) filter (where ${and(
        eq(outbox.status, 'sent'),
        gt(outbox.sentAt, new Date(now.getTime() - DAY)),
      )})`.mapWith(Number),
    })
    .from(outbox)
  const [stored] = await db
    .select({ objects: count(), bytes: sum(storageObjects.size).mapWith(Number) })
    .from(storageObjects)
  const last = facts.dataDir ? readLastBackup(facts.dataDir) : null
  return {
    version,
    startedAt: facts.startedAt.toISOString(),
    database: {
      kind: database.kind,
      bytes: Number(size?.bytes ?? 0),
      migration: { tag: level.tag, count: level.count },
    },
    backups: {
      last: last && { createdAt: last.createdAt, bytes: last.bytes, file: last.file },
      schedule: facts.backups
        ? {
            dir: facts.backups.dir,
            everyMinutes: Math.round(facts.backups.everyMs / 60_000),
            keep: facts.backups.keep,
            kept: scheduledBackups(facts.backups.dir).length,
          }
        : null,
    },
    outbox: {
      pending: mail?.pending ?? 0,
      due: mail?.due ?? 0,
      oldestDueAt: mail?.oldestDueAt ? new Date(mail.oldestDueAt as string).toISOString() : null,
      failed: mail?.failed ?? 0,
      sentLastDay: mail?.sentLastDay ?? 0,
    },
    storage: {
      driver: facts.storageDriver,
      objects: stored?.objects ?? 0,
      bytes: stored?.bytes ?? 0,
    },
    sockets,
  }
}
