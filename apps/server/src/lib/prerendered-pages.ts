import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type PublicSettings, publicSettingsElementId } from '@reserva/shared'
import type { Context, MiddlewareHandler } from 'hono'
import { escapeHtml } from './escape-html.ts'
import { etagMatches } from './http.ts'
import type { Logger } from './logger.ts'

/** What the web build's server copy of its page renderer exports (apps/web/src/app/shell/prerender.tsx). */
interface PageRenderer {
  prerenderedPaths: string[]
  renderPage(path: string, settings: PublicSettings): { root: string; title: string } | null
}

/** Where the web build writes that copy: next to dist/, never among the files served. */
export const pageRendererFile = (webDist: string) =>
  path.join(webDist, '..', 'dist-ssr', 'prerender.js')

const rootElement = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/

/**
 * JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can end or change it,
 * and the two line separators JavaScript once refused are escaped too.
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/**
 * The pages a first visit most often lands on (`/`, `/book`, `/signin`), sent with their screen
 * already in them (issue #11 item 3): index.html with #root holding the layout and the screen as
 * the app first renders them for a visitor with the business's settings (react-dom/server, from
 * the web build's dist-ssr/), the settings themselves for the app to start with, and the page's
 * title. The browser paints the page's text before any script has run, and the app keeps that
 * rendering on show until the screen's code has come (prerendered-screen.tsx).
 *
 * Only for a GET of the bare path: a query string (`/signin?mode=forgot`, `/book?service=…`)
 * gets the plain index.html, as does every other path, and so does everything when the renderer is
 * missing or fails (logged): the app renders the page itself then. Rendered once per version of
 * the settings and kept; revalidated by an ETag of the page's bytes (`no-cache`, like index.html).
 * Compressed on the way out by `compressResponses`.
 */
export function prerenderedPages({
  webDist,
  publicSettings,
  logger,
}: {
  webDist: string
  publicSettings: () => Promise<PublicSettings>
  logger: Logger
}): MiddlewareHandler {
  let renderer: Promise<PageRenderer | null> | undefined
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(pageRendererFile(webDist)).href).then(
      (module: PageRenderer) => module,
      (error: unknown) => {
        logger.warn({ err: error }, 'no server rendering of the first pages: the app renders them')
        return null
      },
    )
    return renderer
  }

  let cache: { key: string; pages: Map<string, { html: string; etag: string }> } | undefined

  const indexHtml = path.join(webDist, 'index.html')
  const page = async (pathName: string, settings: PublicSettings, pages: PageRenderer) => {
    // A new build's index.html names new scripts: the pages are made again from it.
    const built = (await fs.promises.stat(indexHtml)).mtimeMs
    const key = `${built} ${JSON.stringify(settings)}`
    if (cache?.key !== key) cache = { key, pages: new Map() }
    const kept = cache.pages.get(pathName)
    if (kept) return kept
    const screen = pages.renderPage(pathName, settings)
    if (screen === null) return null
    const { root, title } = screen
    const template = await fs.promises.readFile(indexHtml, 'utf8')
    if (!rootElement.test(template)) throw new Error('index.html has no #root to fill')
    const html = template
      .replace(rootElement, (_, end: string) => `<div id="root">${root}</div>${end}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        '</head>',
        `<script type="application/json" id="${publicSettingsElementId}">${scriptSafeJson(settings)}</script></head>`,
      )
    const etag = `"p-${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`
    const made = { html, etag }
    cache.pages.set(pathName, made)
    return made
  }

  return async (c: Context, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || new URL(c.req.url).search !== '') {
      return next()
    }
    const pages = await loadRenderer()
    if (!pages?.prerenderedPaths.includes(c.req.path)) return next()
    let made: { html: string; etag: string } | null
    try {
      made = await page(c.req.path, await publicSettings(), pages)
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, 'server rendering of a page failed')
      return next()
    }
    if (!made) return next()
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', made.etag)
    const ifNoneMatch = c.req.header('If-None-Match')
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, made.etag)) return c.body(null, 304)
    return c.html(made.html)
  }
}
