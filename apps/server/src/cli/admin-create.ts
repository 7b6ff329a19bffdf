// npm run admin:create -- --email E --password P [--name N]
// Makes the first admin (or promotes an existing account) on the configured database.
import { parseArgs } from 'node:util'
import { prepareDatabase } from '../bootstrap.ts'
import { openDatabase } from '../db/client.ts'
import { loadConfig } from '../env.ts'
import { createLogger } from '../lib/logger.ts'
import { createAdmin } from '../modules/auth/admin-create.ts'

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
})
if (!values.email || !values.password) {
  process.stderr.write('Usage: npm run admin:create -- --email E --password P [--name N]\n')
  process.exit(64)
}

const config = loadConfig()
const logger = createLogger({ level: 'warn' })
const database = await openDatabase(config)
try {
  await prepareDatabase({ database, demo: config.demo, logger })
  const result = await createAdmin({
    database,
    config,
    logger,
    email: values.email,
    password: values.password,
    name: values.name ?? 'Administrator',
  })
  process.stdout.write(
    result === 'created'
      ? `Created the admin account ${values.email}.\n`
      : `${values.email} already had an account: it is now an admin.\n`,
  )
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  await database.close()
}
