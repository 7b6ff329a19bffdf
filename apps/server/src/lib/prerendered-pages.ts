import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type PageData, pageDataElementId } from '@reserva/shared'
import type { Context, MiddlewareHandler } from 'hono'
import { escapeHtml } from './escape-html.ts'
import { etagMatches } from './http.ts'
import type { Logger } from './logger.ts'

/** What the web build's server copy of its page renderer exports (apps/web/src/app/shell/prerender.tsx). */
interface PageRenderer {
  prerenderedPaths: string[]
  renderPage(path: string, data: PageData): { root: string; title: string; module: string } | null
}

/** Where the web build writes that copy: next to dist/, never among the files served. */
export const pageRendererFile = (webDist: string) =>
  path.join(webDist, '..', 'dist-ssr', 'prerender.js')

const rootElement = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/

/** A chunk in Vite's build manifest (apps/web/dist/.vite/manifest.json), as far as is read here. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] }

/**
 * The stylesheets a screen's chunk needs on a page that shows the screen before the app runs: Vite
 * puts a lazy chunk's CSS modules in files of their own, which the app adds only once the chunk
 * loads, so the screen would be painted without them, then move. Less what index.html links. Its
 * code is not preloaded: on a slow line that would hold back the first paint (Lighthouse's first
 * contentful paint), and the entry asks for it soon enough.
 */
async function screenLinks(webDist: string, module: string): Promise<string> {
  const manifest = JSON.parse(
    await fs.promises.readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const stylesheets = (key: string, seen = new Set<string>(), css = new Set<string>()) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return css
    seen.add(key)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) stylesheets(imported, seen, css)
    return css
  }
  if (!manifest[module]) throw new Error(`the build's manifest has no chunk for ${module}`)
  const linked = stylesheets('index.html')
  return [...stylesheets(module)]
    .filter((file) => !linked.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
    .join('')
}

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
 * already in them: index.html with #root holding the layout and the screen as
 * the app first renders them for a visitor with the business's settings, services and ways to sign
 * in (react-dom/server, from the web build's dist-ssr/), those answers for the app to start with
 * (no list waits, and none moves the page when it comes), the screen chunk's stylesheets, and the
 * page's title. The browser paints the page's text before any script has run, and the app hydrates
 * that rendering once the screen's code has come (docs/decisions/021).
 *
 * Only for a GET of the bare path: a query string (`/signin?mode=forgot`, `/book?service=…`)
 * gets the plain index.html, as does every other path, and so does everything when the renderer is
 * missing or fails (logged): the app renders the page itself then. Rendered once per version of
 * the answers and kept; revalidated by an ETag of the page's bytes (`no-cache`, like index.html),
 * except a page that lists the demo accounts, which no cache may keep (`no-store`).
 * Compressed on the way out by `compressResponses`.
 */
export function prerenderedPages({
  webDist,
  pageData,
  logger,
}: {
  webDist: string
  /** The answers the pages are rendered with, as the API gives them now to the one asking. */
  pageData: (c: Context) => Promise<PageData>
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

  // The pages by the answers they were made from. A few versions at once: the answers differ by who
  // asks (the demo accounts are shown to this machine only), and two askers must not take turns
  // making the pages again.
  const cache = new Map<string, Map<string, { html: string; etag: string }>>()
  const versionsKept = 4

  const indexHtml = path.join(webDist, 'index.html')
  const page = async (pathName: string, data: PageData, pages: PageRenderer) => {
    // A new build's index.html names new scripts: the pages are made again from it.
    const built = (await fs.promises.stat(indexHtml)).mtimeMs
    const key = `${built} ${JSON.stringify(data)}`
    let pagesOfKey = cache.get(key)
    if (!pagesOfKey) {
      pagesOfKey = new Map()
      cache.set(key, pagesOfKey)
      // The versions are kept in the order they were made: the oldest goes.
      if (cache.size > versionsKept) cache.delete(cache.keys().next().value as string)
    }
    const kept = pagesOfKey.get(pathName)
    if (kept) return kept
    const screen = pages.renderPage(pathName, data)
    if (screen === null) return null
    const { root, title, module } = screen
    const template = await fs.promises.readFile(indexHtml, 'utf8')
    if (!rootElement.test(template)) throw new Error('index.html has no #root to fill')
    const links = await screenLinks(webDist, module)
    const html = template
      .replace(rootElement, (_, end: string) => `<div id="root">${root}</div>${end}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        '</head>',
        `${links}<script type="application/json" id="${pageDataElementId}">${scriptSafeJson(data)}</script></head>`,
      )
    const etag = `"p-${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`
    const made = { html, etag }
    pagesOfKey.set(pathName, made)
    return made
  }

  return async (c: Context, next) => {
    // The app's files (the hashed assets above all) never wait for the renderer to load.
    const isPage = !c.req.path.startsWith('/assets/') && !c.req.path.includes('.')
    if (!isPage || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    if (new URL(c.req.url).search !== '') return next()
    const pages = await loadRenderer()
    if (!pages?.prerenderedPaths.includes(c.req.path)) return next()
    let made: { html: string; etag: string } | null
    let data: PageData
    try {
      data = await pageData(c)
      made = await page(c.req.path, data, pages)
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, 'server rendering of a page failed')
      return next()
    }
    if (!made) return next()
    // A page with the demo accounts' passwords in it (for this machine only) is kept by no cache,
    // as GET /api/v1/auth/options is not.
    if (data.authOptions.demoAccounts.length > 0) {
      c.header('Cache-Control', 'no-store')
      return c.html(made.html)
    }
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', made.etag)
    const ifNoneMatch = c.req.header('If-None-Match')
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, made.etag)) return c.body(null, 304)
    return c.html(made.html)
  }
}
