import { z } from 'zod'

/** The admin's System view: what an owner checks before and after backing up or upgrading. */
export const systemStatusSchema = z
  .object({
    /** This server's version (package.json). */
    version: z.string(),
    /** When this server process started (ISO instant). */
    startedAt: z.iso.datetime({ offset: true }),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      /** pg_database_size: tables, indexes and what PostgreSQL keeps of deleted rows. */
      bytes: z.number().int().nonnegative(),
      /** The newest migration applied, and how many are. */
      migration: z.object({ tag: z.string(), count: z.number().int().nonnegative() }),
    }),
    backups: z.object({
      /** The newest backup taken of this installation, by any means; null: none yet. */
      last: z
        .object({
          createdAt: z.iso.datetime({ offset: true }),
          bytes: z.number().int().nonnegative(),
          file: z.string(),
        })
        .nullable(),
      /** BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP; null: no scheduled backups. */
      schedule: z
        .object({
          dir: z.string(),
          everyMinutes: z.number().int().positive(),
          keep: z.number().int().positive(),
          /** Scheduled backups in BACKUP_DIR now. */
          kept: z.number().int().nonnegative(),
        })
        .nullable(),
    }),
    outbox: z.object({
      /** Mails and texts waiting, due or not (reminders wait for their time). */
      pending: z.number().int().nonnegative(),
      /** Of those, the ones due now. */
      due: z.number().int().nonnegative(),
      /** When the longest-due one became due; null: none is due. */
      oldestDueAt: z.iso.datetime({ offset: true }).nullable(),
      /** Given up after every retry. */
      failed: z.number().int().nonnegative(),
      /** Sent in the last 24 hours. */
      sentLastDay: z.number().int().nonnegative(),
    }),
    storage: z.object({
      driver: z.enum(['local', 's3']),
      objects: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
    }),
    /** Live-update connections open now (staff screens, customers' pages). */
    sockets: z.number().int().nonnegative(),
  })
  .meta({ id: 'SystemStatus' })
export type SystemStatus = z.infer<typeof systemStatusSchema>
