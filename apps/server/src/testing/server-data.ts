import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Database, openPglite, openPostgres } from '../db/client.ts'
import { createPostgresDatabase, type TestDbKind, testDbKind } from './test-db.ts'

export interface ServerData {
  kind: TestDbKind
  /** DATA_DIR: the embedded database, and the auth secret on both kinds. */
  dataDir: string
  /** What to give a spawned server so it runs on this data. */
  env: Record<string, string>
  /** Opens the data in this process; for PGlite only while no server holds it. */
  open(): Promise<Database>
  remove(): Promise<void>
}

/**
 * Fresh data for a spawned server on this project's database: an empty DATA_DIR (PGlite), or a
 * PostgreSQL database copied from the run's template. Both get the demo business at first start
 * (DEMO=1: a fresh PostgreSQL database would otherwise start empty), without the demo's bookings
 * and quotes (DEMO_ACTIVITY=0): the integrity checks hold every booking to the load's ledger.
 */
export async function createServerData(kind: TestDbKind = testDbKind): Promise<ServerData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-server-'))
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir, DEMO_ACTIVITY: '0' },
      open: () => openPglite({ dataDir }),
      async remove() {
        removeDir()
      },
    }
  }
  const { url, drop } = await createPostgresDatabase()
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url, DEMO: '1', DEMO_ACTIVITY: '0' },
    open: () => openPostgres({ url, max: 2 }),
    async remove() {
      await drop()
      removeDir()
    },
  }
}
