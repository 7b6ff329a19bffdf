import { fileTypeFromBuffer } from 'file-type'
import { notAMediaType, signatureMismatch, typeNotClean } from './storage.errors.ts'

/**
 * What a stored file is, and how it may be served. DESIGN §6: a stored file is never a
 * page of the app, so its type is one we normalised ourselves (never the client's raw string),
 * formats with a signature must have it, and only images and PDF are shown in place.
 */

// RFC 6838 restricted names: what a registered type or subtype may be made of.
const name = '[a-z0-9][a-z0-9!#$&^_.+-]{0,126}'
const essencePattern = new RegExp(`^(${name})/(${name})`, 'i')
// The one parameter kept: `; charset=utf-8` (a token, optionally quoted), nothing after it.
const charsetPattern = /^\s*;\s*charset\s*=\s*("?)([a-z0-9][a-z0-9._:+-]{0,39})\1\s*$/i

export type MediaTypeVerdict =
  | { ok: true; type: string; essence: string }
  | { ok: false; reason: 'not_a_type' | 'parameters' }

/**
 * `type/subtype`, lower-case, with at most a `charset` parameter. Anything else after the
 * essence (another parameter, a comma, a second type) is refused: browsers read such lists in
 * their own ways (Chromium takes `text/plain; x=, text/html` for HTML).
 */
export function parseMediaType(raw: string): MediaTypeVerdict {
  const value = raw.trim()
  const match = value.length <= 255 ? essencePattern.exec(value) : null
  if (!match) return { ok: false, reason: 'not_a_type' }
  const essence = `${match[1]}/${match[2]}`.toLowerCase()
  const rest = value.slice(match[0].length)
  if (rest.trim() === '') return { ok: true, type: essence, essence }
  const charset = charsetPattern.exec(rest)
  if (!charset?.[2]) return { ok: false, reason: 'parameters' }
  return { ok: true, type: `${essence}; charset=${charset[2].toLowerCase()}`, essence }
}

/** An upload's declared type, normalised: 400 when it is no type at all, 415 for extras. */
export function uploadType(contentType: string | undefined, allowed: string[] | null) {
  const given = contentType?.trim() || 'application/octet-stream'
  const verdict = parseMediaType(given)
  if (!verdict.ok && verdict.reason === 'not_a_type') {
    throw notAMediaType()
  }
  if (!verdict.ok) throw typeNotClean(given, allowed)
  return verdict
}

/**
 * The type to serve a stored object as. Objects stored before types were normalised may hold
 * anything the client sent: their essence alone if it is a type, else a plain byte stream.
 */
export function servedType(stored: string) {
  const verdict = parseMediaType(stored)
  if (verdict.ok) return verdict
  const essence = parseMediaType(stored.split(';')[0] ?? '')
  if (essence.ok) return essence
  return {
    ok: true as const,
    type: 'application/octet-stream',
    essence: 'application/octet-stream',
  }
}

/**
 * Shown in place: raster images and PDF. Everything else, SVG included (it can hold script), is
 * a download. Every served object also gets `sandbox` and nosniff, so even a download opened
 * by hand runs nothing on our origin.
 */
const inline = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/heic',
  'image/heif',
  'application/pdf',
])
export const showsInPlace = (essence: string) => inline.has(essence)

/**
 * Types whose files start with a signature, and what `file-type` may call a file that has it.
 * HEIC and HEIF are one container (file-type names it by the major brand); an Illustrator file
 * is a PDF that file-type reports as PostScript.
 */
const heif = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']
const signatures: Record<string, string[]> = {
  'image/png': ['image/png', 'image/apng'],
  'image/jpeg': ['image/jpeg'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'image/avif': ['image/avif'],
  'image/bmp': ['image/bmp'],
  'image/heic': heif,
  'image/heif': heif,
  'application/pdf': ['application/pdf', 'application/postscript'],
}

/** How many first bytes the signature check reads (file-type's own sample size). */
export const signatureSampleBytes = 4100

/** Throws 415 when `essence` is a format with a signature and `head` does not carry it. */
export async function checkSignature(essence: string, head: Uint8Array, allowed: string[] | null) {
  const expected = signatures[essence]
  if (!expected) return
  const found = await fileTypeFromBuffer(head).catch(() => undefined)
  if (found && expected.includes(found.mime)) return
  throw signatureMismatch(essence, found?.mime ?? null, allowed)
}
