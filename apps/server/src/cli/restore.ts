// npm run restore -- FILE [--force]
// Restores an archive of `npm run backup` into the installation npm start would serve, which must
// be empty (a new DATA_DIR, or an empty PostgreSQL database) unless --force.
import { parseArgs } from 'node:util'
import { loadConfig } from '../env.ts'
import { installationOf } from '../modules/backup/backup.installation.ts'
import { restoreBackup } from '../modules/backup/backup.service.ts'

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const archive = positionals[0]
if (!archive || positionals.length > 1) {
  process.stderr.write('Usage: npm run restore -- FILE [--force]\n')
  process.exit(64)
}

const config = loadConfig()
try {
  const { manifest, loaded } = await restoreBackup({
    archive,
    installation: installationOf(config),
    force: values.force,
  })
  const rows = Object.values(loaded).reduce((sum, n) => sum + n, 0)
  process.stdout.write(
    `Restored ${rows} rows and ${manifest.storage.files} files from ${archive} (made ` +
      `${manifest.createdAt} on ${manifest.database.kind}) into ` +
      `${config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}.\n`,
  )
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
