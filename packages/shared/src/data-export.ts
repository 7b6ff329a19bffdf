import { z } from 'zod'
import { instantSchema } from './primitives.ts'

/** Every error code of exporting a person's data, and its HTTP status (decision 051). */
export const dataExportErrorCodes = {
  /** Too many exports of the same person were asked for today; `details.retryAt` says when. */
  'data_export.too_many': 429,
  /** The archive is still being prepared (or could not be): there is nothing to download yet. */
  'data_export.not_ready': 409,
  /** The archive was removed when its download expired: ask for a new one. */
  'data_export.expired': 410,
} as const
export type DataExportErrorCode = keyof typeof dataExportErrorCodes

/**
 * Where an export is: being prepared in the background (tried again after a failure), ready to
 * download until `expiresAt`, failed for good, or expired (its archive removed).
 */
export const dataExportStatuses = ['preparing', 'ready', 'failed', 'expired'] as const
export type DataExportStatus = (typeof dataExportStatuses)[number]

/** How long a prepared archive can be downloaded, in days. */
export const dataExportDays = 7
/** How many exports of one person one requester may ask for in a day. */
export const dataExportsPerDay = 5

/**
 * An export of everything Reserva holds about one person (issue #48, decision 051): one archive
 * of JSON and their files, prepared in the background and downloaded only by whoever asked.
 */
export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(dataExportStatuses),
    requestedAt: instantSchema,
    /** When the archive was ready; null before. */
    readyAt: instantSchema.nullable(),
    /** When the archive goes (ready), or went (expired); null before it is ready. */
    expiresAt: instantSchema.nullable(),
    /** The archive's size in bytes, once ready. */
    size: z.number().int().nullable(),
    /** Where the requester downloads it (with their session) while it is ready; null otherwise. */
    downloadUrl: z.string().nullable(),
  })
  .meta({ id: 'DataExport' })
export type DataExport = z.infer<typeof dataExportSchema>

/** The latest export the caller asked for of this person, or null when there is none. */
export const dataExportAnswerSchema = z
  .object({ export: dataExportSchema.nullable() })
  .meta({ id: 'DataExportAnswer' })
export type DataExportAnswer = z.infer<typeof dataExportAnswerSchema>

/** The API paths of a person's exports: one's own, or (admins) anyone's. */
export const dataExportPaths = {
  mine: '/me/data-export',
  person: (id: string) => `/admin/people/${encodeURIComponent(id)}/data-export`,
  archive: (id: string) => `/data-exports/${encodeURIComponent(id)}/archive`,
} as const
