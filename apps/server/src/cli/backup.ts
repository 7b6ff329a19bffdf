// npm run backup -- --out FILE
// Writes one archive of the installation npm start would serve: database, stored files, secret.
import { parseArgs } from 'node:util'
import { openDatabase } from '../db/client.ts'
import { DataDirLockedError } from '../db/data-dir-lock.ts'
import { loadConfig } from '../env.ts'
import { systemClock } from '../lib/clock.ts'
import { takeBackup } from '../modules/backup/backup.service.ts'
import { installationOf } from './installation.ts'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
if (!values.out) {
  process.stderr.write('Usage: npm run backup -- --out FILE\n')
  process.exit(64)
}

const config = loadConfig()
try {
  const database = await openDatabase(config)
  try {
    const manifest = await takeBackup({
      database,
      installation: installationOf(config),
      out: values.out,
      now: systemClock.now(),
    })
    const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
    process.stdout.write(
      `Backed up ${rows} rows in ${manifest.database.tables.length} tables (migration ` +
        `${manifest.database.migration.tag}) and ${manifest.storage.files} files to ${values.out}.\n`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  const message =
    error instanceof DataDirLockedError
      ? `${error.message}\nStop the server for this command: the embedded database has one owner at a time.`
      : error instanceof Error
        ? error.message
        : String(error)
  process.stderr.write(`${message}\n`)
  process.exitCode = 1
}
