// npm run backup -- --out FILE
// Writes one archive of the installation npm start would serve: database, stored files, secret.
// While its server runs, the server takes it (backup.control.ts); otherwise this process does.
import { parseArgs } from 'node:util'
import { openDatabase } from '../db/client.ts'
import { DataDirLockedError } from '../db/data-dir-lock.ts'
import { loadConfig } from '../env.ts'
import { systemClock } from '../lib/clock.ts'
import { requestBackup } from '../modules/backup/backup.control.ts'
import { installationOf } from '../modules/backup/backup.installation.ts'
import { type Manifest, takeBackup } from '../modules/backup/backup.service.ts'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
if (!values.out) {
  process.stderr.write('Usage: npm run backup -- --out FILE\n')
  process.exit(64)
}

const config = loadConfig()
const out = values.out

/** Taken by this process, when no server runs on the installation to take it. */
async function backupHere(): Promise<Manifest> {
  const database = await openDatabase(config)
  try {
    return await takeBackup({
      database,
      installation: installationOf(config),
      out,
      now: systemClock.now(),
    })
  } finally {
    await database.close()
  }
}

try {
  const manifest = (await requestBackup(config.dataDir, out)) ?? (await backupHere())
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
  process.stdout.write(
    `Backed up ${rows} rows in ${manifest.database.tables.length} tables (migration ` +
      `${manifest.database.migration.tag}) and ${manifest.storage.files} files to ${out}.\n`,
  )
} catch (error) {
  const message =
    error instanceof DataDirLockedError
      ? `${error.message}\nIts server does not answer on DATA_DIR/control/server.sock; stop it, or start it again, and retry.`
      : error instanceof Error
        ? error.message
        : String(error)
  process.stderr.write(`${message}\n`)
  process.exitCode = 1
}
