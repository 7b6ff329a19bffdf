import fs from 'node:fs'
import path from 'node:path'
import { serverRoot } from '../paths.ts'

/**
 * The embedded database as a first start needs it, made by the server's build (build.mjs runs
 * src/cli/pglite-template.ts): initdb, every migration and the extensions, shut down cleanly. A
 * first start copies it instead of running initdb itself, which is the most memory a server ever
 * holds: PGlite runs initdb by starting a second database and initdb's own WebAssembly beside the
 * first. `key` says what it was made from (build.mjs), `pglite/` is the database.
 */
export const pgliteTemplateDir = path.join(serverRoot, 'dist/pglite-template')

const isCluster = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'))

/**
 * Copies the template's database to `clusterDir` (`<DATA_DIR>/pglite`) when nothing is there yet,
 * and says whether it did. Without a template (a build that could not make one) PGlite runs initdb
 * as before; a template behind the migrations is brought up to date by the start's migrations
 * like any database. The copy is made next to `clusterDir` and renamed into place, so a start
 * stopped halfway leaves no half database behind. The caller holds the data directory's lock.
 */
export function copyPgliteTemplate({
  clusterDir,
  template = path.join(pgliteTemplateDir, 'pglite'),
}: {
  clusterDir: string
  template?: string
}): boolean {
  if (!isCluster(template)) return false
  // A directory with anything in it is PGlite's to judge (a database, or one it refuses to open).
  if (fs.existsSync(clusterDir) && fs.readdirSync(clusterDir).length > 0) return false
  const partial = `${clusterDir}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.cpSync(template, partial, { recursive: true })
  fs.rmSync(clusterDir, { recursive: true, force: true })
  fs.renameSync(partial, clusterDir)
  return true
}
