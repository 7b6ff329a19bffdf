import { Duplex } from 'node:stream'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { parseAccept } from 'hono/utils/accept'

type Encoding = 'br' | 'gzip'

/**
 * Compresses answers made at request time (JSON, HTML) with Brotli or gzip, whichever the client
 * prefers (br on a tie). Hono's own compress middleware has no Brotli and cannot tell the size of
 * a `c.json()` answer (it has no Content-Length), so it would compress even `{"status":"ok"}`;
 * this one reads up to `threshold` bytes first and sends anything shorter as it is.
 *
 * Left alone: HEAD, 1xx/204/206/304, anything already encoded (the web app's precompressed files),
 * types that do not compress (images, archives) or must not be held back (text/event-stream), an
 * upgrade to WebSocket, `Cache-Control: no-transform`, and files (`Content-Disposition`: stored
 * objects, exports), which go out byte for byte: their Content-Length shows a download's progress,
 * and a stored object's strong ETag must come back as it was sent to revalidate it.
 */
export function compressResponses({ threshold = 1024 }: { threshold?: number } = {}) {
  const middleware: MiddlewareHandler = async (c, next) => {
    const json = recordJson(c)
    await next()
    // Judged from the headers first: reading `c.res.body` turns @hono/node-server's light answer
    // (a string it writes at once) into a full web Response with a stream.
    if (!mayCompress(c, c.res)) return
    // Also when it goes out as it is: a cache must not give that copy to a client that takes br.
    varyOnAcceptEncoding(c)
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    const res = c.res
    const text = json.response === res ? json.text : undefined
    if (text !== undefined) {
      // A JSON answer, whole in memory: measured and compressed as it is, with no stream.
      const size = Buffer.byteLength(text)
      if (!encoding || size < threshold) {
        res.headers.set('Content-Length', String(size))
        return
      }
      const body = await compress(encoding, Buffer.from(text), size)
      res.headers.set('Content-Length', String(body.byteLength))
      replaceResponse(
        c,
        // A Buffer sits on an ArrayBuffer, never a shared one: the DOM's BodyInit wants that said.
        new Response(body as Uint8Array<ArrayBuffer>, {
          status: res.status,
          headers: encoded(res.headers, encoding),
        }),
      )
      return
    }
    if (!encoding) return
    const length = res.headers.get('Content-Length')
    if (length !== null && Number(length) < threshold) return
    if (!res.body) return

    const reader = res.body.getReader()
    const head: Uint8Array[] = []
    let size = 0
    let ended = false
    while (size < threshold) {
      const { done, value } = await reader.read()
      if (done) {
        ended = true
        break
      }
      head.push(value)
      size += value.byteLength
    }
    // A copy: an answer from fetch() has read-only headers.
    const headers = new Headers(res.headers)
    if (ended && size < threshold) {
      // Bytes with a plain init: a light answer again, which the server writes without a stream.
      headers.set('Content-Length', String(size))
      replaceResponse(
        c,
        new Response(Buffer.concat(head), {
          status: res.status,
          statusText: res.statusText,
          headers,
        }),
      )
      return
    }
    const body = replay(head, reader).pipeThrough(
      // Node's zlib as a web stream (Node 20 has no Brotli in CompressionStream).
      Duplex.toWeb(compressor(encoding, length)) as unknown as TransformStream<
        Uint8Array,
        Uint8Array
      >,
    )
    headers.delete('Content-Length')
    replaceResponse(
      c,
      new Response(body, {
        status: res.status,
        statusText: res.statusText,
        headers: encoded(headers, encoding),
      }),
    )
  }
  return middleware
}

/**
 * The text of the answer `c.json` makes while the request is handled, with that answer. `c.json` is
 * Hono's own, written again (hono 4: `#newResponse(JSON.stringify(object), arg, {'Content-Type':
 * 'application/json', ...headers})` is what `c.body` does with those arguments) so that the text
 * is kept: reading it back from the answer would turn it into a stream.
 *
 * One function for every request, which finds the request's record on its `this`: a closure made
 * per request in its place would keep every request's answer text alive through the
 * young-generation collections, which would copy and promote it (decision 026).
 */
function recordJson(c: Context) {
  const record: JsonRecord = { response: undefined, text: '' }
  ;(c as unknown as { [jsonRecord]: JsonRecord })[jsonRecord] = record
  c.json = recordingJson as unknown as typeof c.json
  return record
}

const jsonRecord = Symbol('json answer')
interface JsonRecord {
  response: Response | undefined
  text: string
}

function recordingJson(
  this: Context,
  object: unknown,
  arg?: unknown,
  headers?: Record<string, string | string[]>,
) {
  const text = JSON.stringify(object)
  const response = this.body(text, arg as never, { 'Content-Type': 'application/json', ...headers })
  const record = (this as unknown as { [jsonRecord]: JsonRecord })[jsonRecord]
  record.response = response
  record.text = text
  return response
}

/** An answer's headers, marked as encoded; a strong validator named other bytes. */
function encoded(headers: Headers, encoding: Encoding) {
  headers.set('Content-Encoding', encoding)
  const etag = headers.get('ETag')
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
  return headers
}

/**
 * Sets the answer. Hono's `c.res = …` over an answer already set rebuilds the new one around the
 * old one's body stream, which turns a light answer (bytes the server writes at once) into a stream
 * written piece by piece; emptied first, the new answer is kept as it is. Its headers are the old
 * answer's already.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined
  c.res = response
}

function mayCompress(c: Context, res: Response): boolean {
  const { status } = res
  if (c.req.method === 'HEAD' || status < 200 || status === 204 || status === 206) return false
  if (status === 304 || c.req.header('Upgrade')) return false
  if (res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')) return false
  if (res.headers.has('Content-Disposition')) return false
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return false
  // Hono's list of types worth compressing; it already leaves out text/event-stream.
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')
}

/**
 * Adds Accept-Encoding to Vary: on the answer's own headers, since `c.header` on an answer already
 * made rebuilds it as a stream (hono 4); through `c.header` when those are read-only (an answer
 * from fetch()).
 */
export function varyOnAcceptEncoding(c: Context) {
  const vary = c.res.headers.get('Vary')
  let value: string
  if (!vary) value = 'Accept-Encoding'
  else if (vary !== '*' && !/\baccept-encoding\b/i.test(vary)) value = `${vary}, Accept-Encoding`
  else return
  try {
    c.res.headers.set('Vary', value)
  } catch {
    c.header('Vary', value)
  }
}

/** br or gzip by the client's q-values (q=0 refuses; `*` stands for any not named), br first. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepts = parseAccept(header)
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0
  const q = (encoding: Encoding) =>
    accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard
  const [br, gzip] = [q('br'), q('gzip')]
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : undefined
}

// Brotli's level 4 is about as fast as gzip's default and still smaller; the top levels are for
// the build's precompressed files, not for every request.
function compressor(encoding: Encoding, length: string | null) {
  if (encoding === 'gzip') return zlib.createGzip()
  return zlib.createBrotliCompress({ params: brotliParams(length) })
}

function brotliParams(length: string | null) {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(length ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Number(length) } : {}),
  }
}

const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** A whole body compressed off the main thread (zlib's thread pool), as `compressor` would. */
function compress(encoding: Encoding, body: Buffer, size: number): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body)
  return brotliCompress(body, { params: brotliParams(String(size)) })
}

/** The chunks already read, then the rest of the stream. */
function replay(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}
