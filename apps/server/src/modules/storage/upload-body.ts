import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AppError } from '../../lib/errors.ts'
import { missingFile, tooLarge } from './storage.errors.ts'

/** Room for a form's boundaries and fields around the file. */
export const formOverhead = 64 * 1024

export const isMultipart = (c: Context) =>
  /^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')

/**
 * An upload route's own body limit, applied before a byte of the body is read. `limitOf` gives
 * the file's limit (its bucket's); a form gets room for its boundaries on top. A request whose
 * Content-Length passes it is refused at once by Hono's bodyLimit (413 storage.too_large). A
 * body streamed without a length is passed on and counted as it arrives (readUploadForm, the
 * storage service's meter), which stop it at the same limit: bodyLimit would buffer it whole.
 *
 * These routes take more than the app's JSON limit, so app.ts leaves them out of it
 * (storageUploadPath, quoteAttachmentUploadPath).
 */
export function uploadBodyLimit(
  limitOf: (c: Context) => number | Promise<number>,
): MiddlewareHandler {
  return async (c, next) => {
    const limit = await limitOf(c)
    const headers = c.req.raw.headers
    if (headers.has('transfer-encoding') || !headers.has('content-length')) return next()
    const maxSize = limit + (isMultipart(c) ? formOverhead : 0)
    return bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge(limit)
      },
    })(c, next)
  }
}

/**
 * A multipart form holding a file of at most `limit` bytes, read while counting: no more than
 * the limit (plus the form's room) is ever read (413 past it). The declared length was checked
 * by uploadBodyLimit before.
 */
export async function readUploadForm(request: Request, limit: number) {
  const cap = limit + formOverhead
  if (!request.body) throw missingFile()
  let seen = 0
  let over = false
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > cap) {
          over = true
          controller.error(tooLarge(limit))
        } else controller.enqueue(chunk)
      },
    }),
  )
  try {
    return await new Response(counted, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    if (over) throw tooLarge(limit)
    throw new AppError({ code: 'bad_request', message: 'The form data could not be read' })
  }
}
