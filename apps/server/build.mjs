// Bundles the server into dist/ as plain JavaScript, so that a start loads no TypeScript compiler
// and few files (docs/decisions/005-bundle-the-server-at-build.md): dist/index.js (what `npm start`
// runs), and the commands dist/admin-create.js, dist/backup.js and dist/restore.js (`npm run
// admin:create`, `backup`, `restore`), with the chunks they share or load when first needed;
// then the embedded database a first start copies
// (dist/pglite-template, src/db/pglite-template.ts) when the migrations or PGlite changed.
//   node apps/server/build.mjs    (npm start, npm test and the test helpers run it when stale:
//                                  scripts/lib.mjs)
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const serverDir = import.meta.dirname
// dist/ must stay one level below apps/server: src/paths.ts finds the package from there.
const outdir = path.join(serverDir, 'dist')

// The dependencies are bundled too: Node resolving, reading and linking about a thousand modules
// one by one (better-auth alone brings kysely's 262) costs more than all of our own code; see the
// startup benchmark. These stay in node_modules and load from there: PGlite finds its wasm, data
// and extension files next to its own modules, pg may load the optional native pg-native, and
// pino starts its transports as worker threads from files.
const external = ['@electric-sql/pglite', 'pg', 'pino']

const result = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    index: 'src/index.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'pglite-template': 'src/cli/pglite-template.ts',
  },
  outdir,
  bundle: true,
  // What a module imports with import() is a chunk of its own, loaded when first imported: PGlite
  // and Drizzle's driver for it (db/client.ts loadPglite) on a server on PostgreSQL, never. The
  // chunks sit beside the entries in dist/, as src/paths.ts expects of every file of the bundle.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  // CommonJS dependencies (nodemailer, luxon) call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'\nconst require = __createRequire(import.meta.url)",
  },
  // Readable output with names kept, so a stack trace in the log still says which function; the
  // source map is there for `NODE_OPTIONS=--enable-source-maps` when the .ts line is wanted.
  sourcemap: 'linked',
  logLevel: 'warning',
  write: false,
})

/**
 * V8 keeps a module's source for as long as the module lives (it compiles functions lazily from
 * it), one byte a character when every character is Latin-1 and two otherwise. esbuild escapes
 * what is not ASCII in code, but keeps comments as written, and one dash in a dependency's comment
 * doubled the memory the server's source takes. Escaped the same way in those comments, every
 * character fits in one byte; code, which esbuild already escaped, has nothing left to change.
 */
function asciiOnly(text) {
  return text.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

// Each file replaced in one step: a test process or a second `npm start` that starts the server
// while this runs gets the old bundle or the new one, never half of one.
fs.mkdirSync(outdir, { recursive: true })
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`
  fs.writeFileSync(temporary, file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents)
  fs.renameSync(temporary, file.path)
}
// Whatever an earlier build wrote that this one did not (another build's .tmp files and the
// template aside).
const templateDir = path.join(outdir, 'pglite-template')
const written = new Set(result.outputFiles.map((file) => path.basename(file.path)))
for (const name of fs.readdirSync(outdir)) {
  if (!written.has(name) && !name.endsWith('.tmp') && name !== 'pglite-template')
    fs.rmSync(path.join(outdir, name))
}

// The template holds what the migrations and PGlite's version make: the same key, the same
// database, so most builds keep the one they have.
const migrationsDir = path.join(serverDir, 'drizzle')
const hash = crypto.createHash('sha256')
hash.update(
  JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')).dependencies[
    '@electric-sql/pglite'
  ],
)
for (const name of fs.readdirSync(migrationsDir, { recursive: true }).sort()) {
  const file = path.join(migrationsDir, name)
  if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file))
}
const key = hash.digest('hex')
const keyFile = path.join(templateDir, 'key')
if (!fs.existsSync(keyFile) || fs.readFileSync(keyFile, 'utf8') !== key) {
  const made = spawnSync(process.execPath, [path.join(outdir, 'pglite-template.js'), key], {
    stdio: 'inherit',
  })
  if (made.status !== 0) process.exit(made.status ?? 1)
}
