// The JavaScript budget of the built web app (apps/web/dist), checked by `npm test`.
//   node scripts/js-budget.mjs          check the build against apps/web/js-budget.json
//   node scripts/js-budget.mjs --print  print the sizes as JSON, check nothing
//
// "Initial" is what a first visit of a page must fetch before it can paint: the entry chunk with
// every chunk it imports statically, plus the page's own route chunk and its static imports, plus
// the catalogue's areas the first render waits for (main.tsx, embed.tsx) in the language whose
// are heaviest: the visitor's language can be any of them.
// "Screen" is a route's own code: its closure less what the entry already brought; a feature's
// lazily imported chunk (React.lazy) under its file's name, less what the screen (or part) that
// imports it has already loaded. Sizes are
// gzip at level 9 (what the build ships next to each file; Brotli copies are smaller still).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { root } from './lib.mjs'

const dist = path.join(root, 'apps/web/dist')
const manifestPath = path.join(dist, '.vite/manifest.json')
/** The booking pages in another site's frame: a build of their own (apps/web/vite.config.ts). */
const embedManifestPath = path.join(dist, '.vite/embed-manifest.json')
const embedPage = { path: '/embed/book', route: 'src/app/routes/embed-book.tsx' }
const budgetPath = path.join(root, 'apps/web/js-budget.json')

/** Route chunks by the path a visitor opens (src/app/router.tsx). */
const pages = {
  '/': 'src/app/routes/home.tsx',
  '/book': 'src/app/routes/book.tsx',
  '/signin': 'src/app/routes/signin.tsx',
}

/**
 * What every visit loads right after the first paint, whatever the screen: the session's
 * controller, the session read (Better Auth's client and the schemas of its answers) and the
 * notifications container. A
 * screen's own code is counted less these too, as less the entry: moving them out of the entry
 * does not make any screen heavier. Each is budgeted as a part under its file's name.
 */
const afterPaint = [
  'src/features/auth/auth-controller.ts',
  'src/features/auth/api/session.ts',
  'src/app/notifications-container.tsx',
]

/**
 * The catalogue's areas a page's first render waits for, as its source says: `pattern` matches
 * the list in `file`. A list that moved fails the measure rather than leaving words uncounted.
 */
const areasIn = (file, pattern) => {
  const found = fs.readFileSync(path.join(root, 'apps/web', file), 'utf8').match(pattern)
  if (!found) throw new Error(`${file} no longer says which areas load first (${pattern})`)
  return [...found[1].matchAll(/'([a-z]+)'/g)].map(([, area]) => area)
}
/** A page's screen's own areas where app/router.tsx gives some, else `firstRenderAreas`. */
const firstRenderAreas = (page) => {
  const own = new RegExp(`path: '${page}',\\s*areas: \\[([^\\]]*)\\]`)
  const router = fs.readFileSync(path.join(root, 'apps/web/src/app/router.tsx'), 'utf8')
  return own.test(router)
    ? areasIn('src/app/router.tsx', own)
    : areasIn('src/app/router.tsx', /firstRenderAreas: readonly Area\[\] = \[([^\]]*)\]/)
}
const embedAreas = () => areasIn('src/embed.tsx', /loadCatalogue\(language, \[([^\]]*)\]\)/)

export function measure() {
  if (!fs.existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: build the web app first (npm run build -w @reserva/web)`,
    )
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
  const embedManifest = JSON.parse(fs.readFileSync(embedManifestPath, 'utf8'))
  const gzipped = new Map()
  const size = (file) => {
    if (!gzipped.has(file)) {
      const bytes = fs.readFileSync(path.join(dist, file))
      gzipped.set(file, zlib.gzipSync(bytes, { level: 9 }).length)
    }
    return gzipped.get(file)
  }
  /** The chunk files a manifest entry loads before it runs: itself and its static imports. */
  const closure = (key, seen = new Set(), chunks = manifest) => {
    const chunk = chunks[key]
    if (!chunk) throw new Error(`the build has no chunk for ${key}`)
    if (seen.has(chunk.file)) return seen
    seen.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, seen, chunks)
    return seen
  }
  const kb = (files) =>
    Math.round(([...files].reduce((sum, f) => sum + size(f), 0) / 1024) * 10) / 10

  /** The areas' chunks in the language whose are heaviest, with that language. */
  const catalogueOf = (areas, chunks) => {
    const languages = new Set(
      Object.keys(chunks).flatMap(
        (key) => key.match(/^src\/locales\/([a-z]+)\/[a-z]+\.ts$/)?.[1] ?? [],
      ),
    )
    if (languages.size === 0) throw new Error('the build has no catalogue chunks')
    let heaviest = { language: '', files: new Set(), bytes: -1 }
    for (const language of languages) {
      const files = new Set()
      for (const area of areas) closure(`src/locales/${language}/${area}.ts`, files, chunks)
      const bytes = [...files].reduce((sum, f) => sum + size(f), 0)
      if (bytes > heaviest.bytes) heaviest = { language, files, bytes }
    }
    return heaviest
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const entry = closure(entryKey)
  const initial = {}
  /** Each page's first-render areas, the language they were measured in and their size. */
  const catalogue = {}
  for (const [page, key] of Object.entries(pages)) {
    const areas = firstRenderAreas(page)
    const words = catalogueOf(areas, manifest)
    catalogue[page] = { areas, language: words.language, kb: kb(words.files) }
    initial[page] = kb(new Set([...entry, ...closure(key), ...words.files]))
  }
  // The embed page: its entry with the route's chunk and its first render's words, and the
  // route's own code less the entry.
  const embedEntry = closure('embed.html', new Set(), embedManifest)
  const embedRoute = closure(embedPage.route, new Set(), embedManifest)
  const areas = embedAreas()
  const embedWords = catalogueOf(areas, embedManifest)
  catalogue[embedPage.path] = { areas, language: embedWords.language, kb: kb(embedWords.files) }
  initial[embedPage.path] = kb(new Set([...embedEntry, ...embedRoute, ...embedWords.files]))
  const lazyPart = (k) =>
    (k.startsWith('src/features/') || afterPaint.includes(k)) && manifest[k].isDynamicEntry
  /** The entry and what every visit loads right after the first paint. */
  const started = new Set(entry)
  for (const key of afterPaint) for (const file of closure(key)) started.add(file)
  /** What is already loaded when a lazy chunk is asked for: the entry, and what imported it. */
  const loadedBefore = (key) => {
    const files = new Set(afterPaint.includes(key) ? entry : started)
    for (const [parent, chunk] of Object.entries(manifest)) {
      if (!(chunk.dynamicImports ?? []).includes(key)) continue
      for (const file of closure(parent)) files.add(file)
      if (lazyPart(parent)) for (const file of loadedBefore(parent)) files.add(file)
    }
    return files
  }
  const screens = {}
  // A screen's route chunk, and a part of a screen that it loads lazily (a tab, the charts): each
  // is budgeted under its file's name.
  for (const key of Object.keys(manifest)
    .filter((k) => k.startsWith('src/app/routes/') || lazyPart(k))
    .sort()) {
    const loaded = lazyPart(key) ? loadedBefore(key) : started
    const own = [...closure(key)].filter((file) => !loaded.has(file))
    screens[path.basename(key, '.tsx')] = kb(own)
  }
  screens[path.basename(embedPage.route, '.tsx')] = kb(
    [...embedRoute].filter((file) => !embedEntry.has(file)),
  )
  return { entry: kb(entry), initial, catalogue, screens }
}

/** Every size over its budget, as sentences; a screen without a budget is one too. */
export function overBudget(sizes, budget) {
  const problems = []
  for (const [page, value] of Object.entries(sizes.initial)) {
    const limit = budget.initialKB[page]
    if (limit === undefined) problems.push(`initial JavaScript for ${page} has no budget`)
    else if (value > limit)
      problems.push(`initial JavaScript for ${page}: ${value} KB > ${limit} KB`)
  }
  for (const [screen, value] of Object.entries(sizes.screens)) {
    const limit = budget.screenKB[screen]
    if (limit === undefined) problems.push(`screen ${screen} has no budget in js-budget.json`)
    else if (value > limit)
      problems.push(`screen ${screen}'s own JavaScript: ${value} KB > ${limit} KB`)
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measure()
  if (process.argv.includes('--print')) {
    console.log(JSON.stringify(sizes, null, 2))
  } else {
    const budget = JSON.parse(fs.readFileSync(budgetPath, 'utf8'))
    const problems = overBudget(sizes, budget)
    for (const [page, value] of Object.entries(sizes.initial)) {
      const words = sizes.catalogue[page]
      console.log(
        `initial ${page.padEnd(8)} ${String(value).padStart(6)} KB gz (budget ${budget.initialKB[page]}; ` +
          `with ${words.areas.join(' and ')} in ${words.language}, ${words.kb} KB)`,
      )
    }
    for (const [screen, value] of Object.entries(sizes.screens)) {
      console.log(
        `screen  ${screen.padEnd(22)} ${String(value).padStart(6)} KB gz (budget ${budget.screenKB[screen]})`,
      )
    }
    if (problems.length > 0) {
      console.error(
        `\nOver the JavaScript budget (apps/web/js-budget.json says how to change it):\n- ${problems.join('\n- ')}`,
      )
      process.exitCode = 1
    } else {
      console.log('\nWithin the JavaScript budget.')
    }
  }
}
