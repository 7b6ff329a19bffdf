import { z } from 'zod'
import { instantSchema, text } from './primitives.ts'

/**
 * The audit log, read by an admin: who did what to which record and when. Rows are written by each
 * module inside the transaction of the change.
 */

export const auditErrorCodes = {
  /** The `cursor` is not one this API gave out. */
  'audit.invalid_cursor': 400,
} as const

/** Answers carry instants as stored; requests take the bounded `instantSchema`. */
const instant = z.iso.datetime({ offset: true })

/** The filters of the list and of the CSV export. `from` is inclusive, `to` exclusive. */
export const auditFilterSchema = z.object({
  /** A user id: what this person did. */
  actorId: text().trim().min(1).max(200).optional(),
  /** The kind of record: booking, quote, service, resource, settings, storage_bucket, user, api_key… */
  entity: z
    .string()
    .regex(/^[a-z][a-z_]{0,63}$/, 'An entity type is lower-case letters and _')
    .optional(),
  entityId: text().trim().min(1).max(200).optional(),
  /** An exact action (`booking.confirm`), or a prefix ending in a dot (`booking.`). */
  action: z
    .string()
    .regex(/^[a-z][a-z_.]{0,99}$/, 'An action is lower-case letters, _ and .')
    .optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
})

export const auditListQuerySchema = auditFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** `nextCursor` of the previous page: the entries after it (newest first). */
  cursor: z.string().max(200).optional(),
})
export type AuditListQuery = z.input<typeof auditListQuerySchema>

export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    at: instant,
    /** Who acted; null for the system (expiry, reminders). */
    actor: z
      .object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })
      .nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    /**
     * The record's name as people know it now: a booking's or quote's reference, a person's,
     * service's, resource's or API key's name, a provider's domain, a closure's days; null when
     * the record is gone or has none (the settings).
     */
    subject: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' })
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AuditPage' })
export type AuditPage = z.infer<typeof auditPageSchema>

/** The CSV export stops after this many rows (newest first) and says so in a header. */
export const auditCsvMaxRows = 100_000
