import fs from 'node:fs'
import path from 'node:path'

const importPattern = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g
/** A database driver imported by a test or a test helper, which then opens a database itself. */
const driverPattern = /from '(?:@electric-sql\/pglite|pg)(?:\/[^']*)?'/

/**
 * The test files under `srcDir` that reach no database: neither they nor anything they import
 * (relative imports, followed through) is `testing/test-db.ts`, which opens one, imports a
 * database driver, or starts a server process (`testing/spawn-server.ts`). They run once; the rest run on each database (vitest.config.ts).
 */
export function databaseFreeTests(srcDir: string): string[] {
  const files = (fs.readdirSync(srcDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.resolve(srcDir, file))
  const known = new Set(files)
  const drivers = new Set<string>()
  const imports = new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8')
      const testCode = file.endsWith('.test.ts') || file.includes(`${path.sep}testing${path.sep}`)
      if (testCode && driverPattern.test(text)) drivers.add(file)
      const specifiers = [...text.matchAll(importPattern)].map((m) =>
        path.resolve(path.dirname(file), m[1] as string),
      )
      return [file, specifiers.filter((s) => known.has(s))]
    }),
  )
  const database = path.resolve(srcDir, 'testing/test-db.ts')
  const spawns = path.resolve(srcDir, 'testing/spawn-server.ts')
  const reaches = new Map<string, boolean>()
  const reachesDatabase = (file: string): boolean => {
    const known = reaches.get(file)
    if (known !== undefined) return known
    reaches.set(file, false) // an import cycle adds nothing
    const result =
      file === database ||
      file === spawns ||
      drivers.has(file) ||
      (imports.get(file) ?? []).some(reachesDatabase)
    reaches.set(file, result)
    return result
  }
  return files
    .filter((file) => file.endsWith('.test.ts') && !reachesDatabase(file))
    .map((file) => path.relative(path.dirname(srcDir), file))
    .sort()
}
