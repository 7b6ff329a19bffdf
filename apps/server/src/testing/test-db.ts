import crypto from 'node:crypto'
import fs from 'node:fs'
import { inject } from 'vitest'
import { type Database, openPglite, openPostgres } from '../db/client.ts'
import { databaseUrl, withAdmin } from './postgres-admin.ts'
import { statementLogger } from './statement-log.ts'

export type TestDbKind = 'pglite' | 'postgres'

/** Which database this test project runs on (vitest.config.ts sets it per project). */
export const testDbKind: TestDbKind =
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite'

/**
 * A new, migrated, empty PostgreSQL database copied from the run's template, for a process that
 * connects to it itself (a spawned server); with `empty`, one without even the tables (a restore's
 * target). drop() removes it again.
 */
export async function createPostgresDatabase({ empty = false } = {}): Promise<{
  url: string
  drop: () => Promise<void>
}> {
  const { adminUrl, template, runId } = inject('postgresTemplate')
  const name = `reserva_test_${runId}_${crypto.randomBytes(4).toString('hex')}`
  await withAdmin(adminUrl, (c) =>
    c.query(`create database ${name}${empty ? '' : ` template ${template}`}`),
  )
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`))
    },
  }
}

/**
 * A new, migrated, empty database of this project's kind, all to the calling test: an in-memory
 * PGlite from the run's template, or a PostgreSQL database copied from the run's template and
 * dropped again by close().
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'))
    return openPglite({ loadDataDir: new Blob([dump]), logger: statementLogger })
  }
  const { url, drop } = await createPostgresDatabase()
  const database = await openPostgres({ url, max: 10, logger: statementLogger })
  return {
    ...database,
    async close() {
      await database.close()
      await drop()
    },
  }
}
