// node dist/pglite-template.js <key>: the server's build runs it (build.mjs) to make the embedded
// database a first start copies (src/db/pglite-template.ts): a fresh database, migrated, closed.
// It is made beside the old template and renamed over it, so a start never copies half of one.
import fs from 'node:fs'
import path from 'node:path'
import { openPglite } from '../db/client.ts'
import { pgliteTemplateDir } from '../db/pglite-template.ts'

const key = process.argv[2] ?? ''
const made = `${pgliteTemplateDir}.${process.pid}.tmp`
fs.rmSync(made, { recursive: true, force: true })
const database = await openPglite({ dataDir: made })
try {
  await database.migrate()
} finally {
  await database.close()
}
// Only the database: not the lock openPglite took on its folder.
for (const name of fs.readdirSync(made)) {
  if (name !== 'pglite') fs.rmSync(path.join(made, name), { recursive: true, force: true })
}
fs.writeFileSync(path.join(made, 'key'), key)
fs.rmSync(pgliteTemplateDir, { recursive: true, force: true })
fs.renameSync(made, pgliteTemplateDir)
