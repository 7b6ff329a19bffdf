import type { Database } from './db/client.ts'
import { isFreshDatabase, seedDemoBusiness, seedEmptyBusiness } from './db/seed.ts'
import type { Logger } from './lib/logger.ts'

/**
 * Migrates, then fills a fresh database. Demo data goes into a fresh embedded database unless
 * DEMO=0, and into any fresh database when DEMO=1; otherwise the business starts with defaults.
 */
export async function prepareDatabase({
  database,
  demo,
  logger,
}: {
  database: Database
  demo: boolean | undefined
  logger: Logger
}): Promise<{ seededDemo: boolean }> {
  const started = performance.now()
  await database.migrate()
  logger.info({ ms: Math.round(performance.now() - started) }, 'migrations applied')
  if (!(await isFreshDatabase(database.db))) return { seededDemo: false }
  const wantDemo = demo ?? database.kind === 'pglite'
  if (wantDemo) {
    await seedDemoBusiness(database.db)
    logger.info('fresh database: demo business created')
  } else {
    await seedEmptyBusiness(database.db)
    logger.info('fresh database: business created with default settings')
  }
  return { seededDemo: wantDemo }
}
