import { Readable } from 'node:stream'
import { create as contentDisposition } from 'content-disposition'
import type { Context } from 'hono'
import { servedType, showsInPlace } from './media-type.ts'
import type { OpenableObject } from './object-rules.ts'

/**
 * Sent with every stored object's bytes, whoever uploaded them: the browser takes the type as
 * given (nosniff) and runs nothing from the file on our origin, even when it opens it as a page
 * (sandbox: a unique origin, no script, no forms; default-src 'none': no loads).
 */
export const objectSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
} as const

/**
 * The object's bytes with Content-Type (the stored type, normalised again for objects stored
 * before types were), Content-Length, ETag, Cache-Control and Content-Disposition: inline only
 * for images and PDF, and never when `?download` asks for a file save (its value, if any,
 * names the file).
 */
export async function serveObject(c: Context, found: OpenableObject) {
  const { object } = found
  const { type, essence } = servedType(object.mimeType)
  const download = c.req.query('download')
  const fileName = download || object.name.split('/').pop() || 'file'
  // A private object must never be kept by a shared cache.
  const cacheControl =
    found.private && !/\b(private|no-store)\b/.test(object.cacheControl)
      ? `private, ${object.cacheControl}`
      : object.cacheControl
  const inline = download === undefined && showsInPlace(essence)
  const headers = new Headers({
    ...objectSecurityHeaders,
    'content-type': type,
    'content-disposition': contentDisposition(fileName, {
      type: inline ? 'inline' : 'attachment',
    }),
    etag: object.etag,
    'cache-control': cacheControl,
    'last-modified': new Date(object.updatedAt).toUTCString(),
  })
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === object.etag)) {
    return new Response(null, { status: 304, headers })
  }
  if (c.req.method === 'HEAD') {
    headers.set('content-length', String(object.size))
    return new Response(null, { status: 200, headers })
  }
  const { body, size } = await found.open()
  headers.set('content-length', String(size))
  return new Response(Readable.toWeb(body) as ReadableStream, { status: 200, headers })
}
