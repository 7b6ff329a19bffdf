import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from '../../lib/logger.ts'

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): `reserva-<instant>.tar.gz` files in
 * one folder, the newest BACKUP_KEEP kept. Whether one is due is read from the folder itself, so
 * a server restarted every night still backs up once a day, and one started after a week away
 * backs up at once.
 */

export type BackupSchedule = { dir: string; everyMs: number; keep: number }

const namePattern = /^reserva-(\d{8}T\d{6}Z)\.tar\.gz$/

/** `reserva-20261204T033000Z.tar.gz`: sorts as it was taken, and says when. */
export const scheduledBackupName = (at: Date) =>
  `reserva-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`

const takenAt = (name: string) => {
  const stamp = namePattern.exec(name)?.[1] as string
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`
  return new Date(iso)
}

/** The scheduled backups in `dir`, newest first (other files there are left alone). */
export function scheduledBackups(dir: string): { file: string; at: Date }[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => namePattern.test(name))
    .sort()
    .reverse()
    .map((name) => ({ file: path.join(dir, name), at: takenAt(name) }))
}

/**
 * The scheduler's job: when the newest backup is `everyMs` old (or there is none), takes one
 * into `dir` and deletes all but the newest `keep`.
 */
export function scheduledBackupJob({
  schedule,
  backup,
  logger,
}: {
  schedule: BackupSchedule
  backup: (out: string, now: Date) => Promise<unknown>
  logger: Logger
}) {
  return {
    name: 'scheduled backup',
    // Looked at often; taken only when due.
    everyMs: Math.min(schedule.everyMs, 5 * 60_000),
    run: async (now: Date) => {
      const newest = scheduledBackups(schedule.dir)[0]
      if (newest && now.getTime() - newest.at.getTime() < schedule.everyMs) return
      fs.mkdirSync(schedule.dir, { recursive: true, mode: 0o700 })
      const out = path.join(schedule.dir, scheduledBackupName(now))
      await backup(out, now)
      for (const old of scheduledBackups(schedule.dir).slice(schedule.keep)) {
        fs.rmSync(old.file, { force: true })
      }
      logger.info({ backup: out }, 'scheduled backup taken')
    },
  }
}
