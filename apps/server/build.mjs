// Bundles the server into dist/ as plain JavaScript, so that a start loads no TypeScript compiler
// (docs/decisions/003-bundle-the-server-at-build.md): dist/index.js (what `npm start` runs) and
// dist/admin-create.js (`npm run admin:create`). Only our own code is bundled, the shared contract
// included (it exports TypeScript source); every package from node_modules stays external and is
// loaded from there as before: PGlite finds its wasm and data files next to its own modules.
//   node apps/server/build.mjs    (npm start, npm test and the test helpers run it when stale:
//                                  scripts/lib.mjs)
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const serverDir = import.meta.dirname
// dist/ must stay one level below apps/server: src/paths.ts finds the package from there.
const outdir = path.join(serverDir, 'dist')

/** Bare specifiers (`hono`, `drizzle-orm/pglite`, `node:fs`), except our workspace packages. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@reserva/') ? undefined : { path: args.path, external: true },
    )
  },
}

const result = await build({
  absWorkingDir: serverDir,
  entryPoints: { index: 'src/index.ts', 'admin-create': 'src/cli/admin-create.ts' },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Readable output with names kept, so a stack trace in the log still says which function; the
  // source map is there for `NODE_OPTIONS=--enable-source-maps` when the .ts line is wanted.
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
  write: false,
})

// Each file replaced in one step: a test process or a second `npm start` that starts the server
// while this runs gets the old bundle or the new one, never half of one.
fs.mkdirSync(outdir, { recursive: true })
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`
  fs.writeFileSync(temporary, file.contents)
  fs.renameSync(temporary, file.path)
}
