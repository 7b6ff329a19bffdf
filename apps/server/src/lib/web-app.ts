import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { PageData } from '@reserva/shared'
import type { Context, MiddlewareHandler } from 'hono'
import { varyOnAcceptEncoding } from './compression.ts'
import { etagMatches } from './http.ts'
import type { Logger } from './logger.ts'
import { prerenderedPages } from './prerendered-pages.ts'
import { isEmbedPage } from './security-headers.ts'

/** Where Vite writes content-hashed files: a name changes whenever its content does. */
const hashedAssets = '/assets/'

/** Headers that describe a body, which a 304 has none of. */
const bodyHeaders = ['content-type', 'content-length', 'content-encoding', 'content-range']

/** True when `webDist` holds a built web app. */
export function isWebAppBuilt(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'))
}

/**
 * Serves the built web app (apps/web/dist): its files, embed.html for the embed pages (/embed/…)
 * and index.html for every other page (the app shows its own not-found screen), except under
 * /assets/, where a missing file is a 404: an old hashed name after a deploy must not get the
 * page instead, cached as a script for a year.
 *
 * Each file goes out as the Brotli or gzip copy the build made next to it (x.js.br, x.js.gz) when
 * the browser accepts one (`precompressed`: br, then gzip, then the file itself), with
 * `Vary: Accept-Encoding` and that copy's Content-Length. Hashed assets are cached for a year;
 * index.html and the other files must be revalidated (`no-cache`), which costs a 304 when nothing
 * changed (ETag from the served copy's size and modification time, and Last-Modified).
 *
 * The pages a first visit most often lands on go out with their screen rendered into them, from
 * the business's settings and services (prerendered-pages.ts).
 */
export function serveWebApp(
  webDist: string,
  rendering: { pageData: (c: Context) => Promise<PageData>; logger: Logger },
): MiddlewareHandler[] {
  // The copy actually sent for a request (index.html.br, say), from serveStatic's onFound.
  const served = new WeakMap<Context, string>()
  const onFound = (file: string, c: Context) => {
    served.set(c, file)
  }
  const files = serveStatic({ root: webDist, precompressed: true, onFound })
  const page = serveStatic({ root: webDist, path: 'index.html', precompressed: true, onFound })
  // The booking pages in another site's frame are an entry of their own (apps/web/embed.html).
  const embedPage = serveStatic({ root: webDist, path: 'embed.html', precompressed: true, onFound })

  const cacheAndRevalidate: MiddlewareHandler = async (c, next) => {
    await next()
    const file = served.get(c)
    if (!file) return
    c.header(
      'Cache-Control',
      c.req.path.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
    // Also when the file itself went out, and on a 304: a cache must keep one copy per encoding.
    varyOnAcceptEncoding(c)
    if (c.res.status !== 200) return
    const stats = fs.statSync(file)
    const encoding = c.res.headers.get('Content-Encoding')
    const version = [stats.size.toString(16), Math.floor(stats.mtimeMs).toString(16), encoding]
    const etag = `"${version.filter(Boolean).join('-')}"`
    c.header('ETag', etag)
    if (!isFresh(c, etag, stats.mtime)) return
    await c.res.body?.cancel()
    c.res = new Response(null, { status: 304 })
    // Hono carries the previous response's headers over; a 304 keeps the validators and caching.
    for (const name of bodyHeaders) c.res.headers.delete(name)
  }

  const pageUnlessAsset: MiddlewareHandler = (c, next) =>
    c.req.path.startsWith(hashedAssets)
      ? next()
      : isEmbedPage(c.req.path)
        ? embedPage(c, next)
        : page(c, next)

  return [cacheAndRevalidate, prerenderedPages({ webDist, ...rendering }), files, pageUnlessAsset]
}

/**
 * Whether the client's copy is still good (RFC 9110 §13.2.2): If-None-Match when it is sent
 * (weak comparison), otherwise If-Modified-Since against the file's time (HTTP dates have whole
 * seconds).
 */
function isFresh(c: Context, etag: string, modified: Date): boolean {
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag)
  const ifModifiedSince = c.req.header('If-Modified-Since')
  if (ifModifiedSince === undefined) return false
  const since = Date.parse(ifModifiedSince)
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}
