// Libraries are used through what they document (issue #41): fails when the apps, the shared
// package, the scripts or the benchmarks import a path a package does not export (its `dist/`,
// `lib/` or another internal file), change V8's flags at run time, or replace a method on a
// library's prototype. Run by `npm test` (the "interfaces" check) and by hand:
//   node scripts/public-interfaces.mjs
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { root } from './lib.mjs'

const dirs = [
  'apps/server/src',
  'apps/web/src',
  'apps/web/e2e',
  'packages/shared/src',
  'scripts',
  'bench',
]
const counted = (file) => /\.(ts|tsx|mts|mjs|js)$/.test(file)
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g
const internalSegment = /(^|\/)(dist|lib|build|internal|src|esm|cjs)(\/|$)/

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (counted(entry.name)) yield full
  }
}

/** `@scope/name/sub/path` → { name: '@scope/name', subpath: 'sub/path' }. */
function split(specifier) {
  const parts = specifier.split('/')
  const size = specifier.startsWith('@') ? 2 : 1
  return { name: parts.slice(0, size).join('/'), subpath: parts.slice(size).join('/') }
}

/** The package's `exports` keys, or undefined when it declares none. */
function exportedSubpaths(name, from) {
  try {
    const require = createRequire(from)
    let dir = path.dirname(require.resolve(name))
    while (!fs.existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name)) {
      const parent = path.dirname(dir)
      if (parent === dir) return undefined
      dir = parent
    }
    const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    if (!exports || typeof exports === 'string') return undefined
    return Object.keys(exports).filter((key) => key.startsWith('.'))
  } catch {
    return undefined
  }
}

const matchesExport = (subpath, keys) =>
  keys.some((key) => {
    const wanted = `./${subpath}`
    if (!key.includes('*')) return key === wanted
    const [head, tail] = key.split('*')
    return wanted.startsWith(head) && wanted.endsWith(tail ?? '')
  })

const problems = []
for (const dir of dirs) {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) continue
  for (const file of files(full)) {
    if (file === import.meta.filename) continue
    const text = fs.readFileSync(file, 'utf8')
    const where = path.relative(root, file)
    for (const [, specifier] of text.matchAll(specifiers)) {
      if (/^(\.|\/|node:|@\/|@reserva\/|virtual:|~)/.test(specifier)) continue
      const { name, subpath } = split(specifier)
      if (!subpath) continue
      const keys = exportedSubpaths(name, file)
      // A build folder is internal even where a wildcard export reaches it (pg-protocol's `./dist/*`).
      const documented = !internalSegment.test(subpath) && (!keys || matchesExport(subpath, keys))
      if (!documented) problems.push(`${where}: imports ${specifier}, not a path ${name} documents`)
    }
    if (/\bsetFlagsFromString\s*\(/.test(text)) {
      problems.push(`${where}: changes V8's flags at run time (setFlagsFromString)`)
    }
    const replaced = text.match(/\b[A-Z]\w*\.prototype\.\w+\s*=(?!=)/)
    if (replaced) problems.push(`${where}: replaces a library method (${replaced[0].trim()})`)
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} use(s) of what a library does not document.`)
  process.exit(1)
}
console.log(
  `No import of a package's internals, run-time V8 flag or replaced library method in ${dirs.join(', ')}.`,
)
