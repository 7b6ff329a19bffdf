import crypto from 'node:crypto'
import { type QuoteAttachment, quoteAttachmentRules } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import type { CurrentUser } from '../auth/session.ts'
import { objectNotFound } from '../storage/storage.errors.ts'
import type { StorageService } from '../storage/storage.service.ts'
import { closedForFiles, quoteNotFound, tooManyAttachments } from './quotes.errors.ts'
import { toAttachment } from './quotes.presenter.ts'
import {
  countAttachments,
  findAttachment,
  findQuote,
  insertAttachment,
  lockQuote,
  type QuoteRow,
} from './quotes.repository.ts'
import { offerLapsed, openForFiles } from './quotes.rules.ts'
import { visibleTo } from './quotes.service.ts'

/** Quote files live here: private, so only signed links (made for the quote's people) read them. */
export const attachmentBucket = 'quote-attachments'
/** Seconds a link to a quote file works. */
const attachmentLinkSeconds = 5 * 60

export interface AttachmentDeps {
  db: Db
  storage: StorageService
}

/** A file as the form sent it. */
export interface UploadedFile {
  name: string
  /** As the browser declared it; may be empty. */
  type: string
  bytes: Uint8Array
}

const typesByExtension: Record<string, string> = quoteAttachmentRules.typesByExtension

/**
 * The declared type, or, when the browser gave none (HEIC photos from some phones), the one the
 * file's extension names. The bucket still decides what it takes (415 otherwise).
 */
function typeOf(file: UploadedFile) {
  const given = file.type.trim()
  if (given && given.toLowerCase() !== 'application/octet-stream') return given
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return typesByExtension[extension] ?? (given || 'application/octet-stream')
}

/** The file's own name without any folder part or control characters, as people see it. */
function displayName(original: string) {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim()
  return Array.from(base).slice(0, 255).join('') || 'file'
}

/** A name that is safe as the last part of an object path (and as a download's file name). */
function safeName(name: string) {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._()-]+/gu, '_')
    .replace(/^[._]+/, '')
  const chars = Array.from(cleaned)
  if (chars.length <= 120) return cleaned || 'file'
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 16) : []
  return [...chars.slice(0, 120 - extension.length), ...extension].join('')
}

/** Files are added while the quote is open: requested, or offered and the offer still valid. */
function assertOpenForFiles(quote: QuoteRow, now: Date) {
  if (!openForFiles(quote, now))
    throw closedForFiles({ status: quote.status, lapsed: offerLapsed(quote, now) })
}

async function assertRoomForFile(db: Db | Tx, quoteId: string) {
  if ((await countAttachments(db, quoteId)) >= quoteAttachmentRules.maxFiles)
    throw tooManyAttachments()
}

/**
 * Attaches a file to the quote (its customer or staff; anyone else 404, as for reading it).
 * The bytes go to the private bucket as the server for the user (customers cannot write in the
 * bucket themselves, storage.policy.ts; the file is theirs and counts against their quota there),
 * then the row and its audit entry are written in one transaction; if that fails, the stored
 * object is removed again. 413, 415 and the quota's 409 come from the storage service.
 */
export async function addAttachment(
  { db, storage }: AttachmentDeps,
  { actor, id, file, now }: { actor: CurrentUser; id: string; file: UploadedFile; now: Date },
): Promise<QuoteAttachment> {
  const quote = visibleTo(await findQuote(db, id), actor)
  assertOpenForFiles(quote, now)
  await assertRoomForFile(db, id)

  const types = [...new Set(Object.values(typesByExtension))]
  await storage.ensureBucket({
    id: attachmentBucket,
    public: false,
    fileSizeLimit: quoteAttachmentRules.maxBytes,
    allowedMimeTypes: types,
  })
  const attachmentId = crypto.randomUUID()
  const name = displayName(file.name)
  const objectName = `${id}/${attachmentId}/${safeName(name)}`
  const object = await storage.createObject({
    actor: 'system',
    onBehalfOf: { id: actor.id, role: actor.role },
    bucketId: attachmentBucket,
    name: objectName,
    body: file.bytes,
    contentType: typeOf(file),
    declaredSize: file.bytes.byteLength,
  })

  try {
    const row = await db.transaction(async (tx) => {
      // Checked again under the lock: the quote may have closed while the bytes arrived.
      const locked = await lockQuote(tx, id)
      if (!locked) throw quoteNotFound()
      assertOpenForFiles(locked, now)
      await assertRoomForFile(tx, id)
      const inserted = await insertAttachment(tx, {
        id: attachmentId,
        quoteId: id,
        bucketId: attachmentBucket,
        objectName,
        fileName: name,
        size: object.size,
        mimeType: object.mimeType,
        uploadedBy: actor.id,
      })
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'quote.attachment_added',
        entity: 'quote',
        entityId: id,
        data: { attachmentId, name, size: object.size, mimeType: object.mimeType },
      })
      return inserted
    })
    return toAttachment(row)
  } catch (error) {
    // No half-written state: bytes without a row are removed (a failed removal only leaves an
    // orphan nobody can reach, and the original error is the one worth reporting).
    await storage
      .removeObjects({ actor: 'system', bucketId: attachmentBucket, names: [objectName] })
      .catch(() => undefined)
    throw error
  }
}

/** A short-lived link that reads the file, for the quote's customer or staff; 404 for others. */
export async function attachmentUrl(
  { db, storage }: AttachmentDeps,
  { actor, quoteId, attachmentId }: { actor: CurrentUser; quoteId: string; attachmentId: string },
): Promise<{ url: string }> {
  visibleTo(await findQuote(db, quoteId), actor)
  const found = await findAttachment(db, { quoteId, attachmentId })
  if (!found) throw objectNotFound('This quote has no such file')
  const { signedUrl } = await storage.signedUrl({
    actor: 'system',
    bucketId: found.bucketId,
    name: found.objectName,
    expiresIn: attachmentLinkSeconds,
  })
  return { url: signedUrl }
}
