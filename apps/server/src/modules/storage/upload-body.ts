import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import { z } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { badForm, missingFile, tooLarge } from './storage.errors.ts'

/** Room for a form's boundaries and fields around the file. */
export const formOverhead = 64 * 1024

export const isMultipart = (c: Context) =>
  /^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')

/**
 * An upload route's own body limit, applied before a byte of the body is read: Hono's bodyLimit
 * at the file's limit (`limitOf`, its bucket's), with room for a form's boundaries on top. A
 * Content-Length over it is refused at once (413 storage.too_large); a form sent without one is
 * counted as it arrives and cut at the limit (it is read whole anyway). A raw body streamed
 * without a length is left to the storage service, which counts it while writing it to the store
 * and stops at the same limit: bodyLimit would hold it in memory first.
 *
 * These routes take more than the app's JSON limit, so app.ts leaves them out of it
 * (`routesWithOwnBodyLimit`).
 */
export function uploadBodyLimit(
  limitOf: (c: Context) => number | Promise<number>,
): MiddlewareHandler {
  return async (c, next) => {
    const limit = await limitOf(c)
    const multipart = isMultipart(c)
    const headers = c.req.raw.headers
    const streamed = headers.has('transfer-encoding') || !headers.has('content-length')
    if (streamed && !multipart) return next()
    return bodyLimit({
      maxSize: limit + (multipart ? formOverhead : 0),
      onError: () => {
        throw tooLarge(limit)
      },
    })(c, next)
  }
}

/**
 * The file of an upload sent as multipart form-data (400 storage.missing_file without one), and
 * the form's other text fields. The file is the field named `file`, or the one with an empty
 * name, as storage-js sends a Blob. uploadBodyLimit has limited the form's size before.
 */
export async function readUploadForm(c: Context) {
  if (!isMultipart(c) || !c.req.raw.body) throw missingFile()
  const form = await c.req.raw.formData().catch(() => {
    throw badForm()
  })
  const file = form.get('file') ?? form.get('')
  if (!(file instanceof File)) throw missingFile()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return { file, text }
}

/**
 * The headers a raw upload is described by, as storage-js sends them: the file's type, its size
 * if declared, `x-upsert: true` to replace, and the cache control to store with it.
 */
export const uploadHeadersSchema = z.object({
  'content-type': z.string().default(''),
  'content-length': z
    .string()
    .optional()
    .transform((v) => (v && /^\d+$/.test(v) ? Number(v) : undefined)),
  'x-upsert': z
    .string()
    .optional()
    .transform((v) => v === 'true'),
  'cache-control': z.string().optional(),
})

export type UploadHeaders = z.output<typeof uploadHeadersSchema>

/**
 * What an upload request carries, raw or as a form: the bytes (a raw body streams), their type,
 * the cache control (the form's `cacheControl` field first) and the declared size.
 */
export async function readUpload(c: Context, headers: UploadHeaders) {
  if (isMultipart(c)) {
    const { file, text } = await readUploadForm(c)
    return {
      body: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type,
      cacheControl: text('cacheControl') ?? headers['cache-control'],
    }
  }
  const raw = c.req.raw.body
  return {
    body: raw ? Readable.fromWeb(raw as ReadableStream) : new Uint8Array(),
    contentType: headers['content-type'],
    cacheControl: headers['cache-control'],
    declaredSize: headers['content-length'],
  }
}
