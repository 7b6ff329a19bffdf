import { createApp } from './app.ts'
import { prepareDatabase } from './bootstrap.ts'
import { openDatabase } from './db/client.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { loadConfig } from './env.ts'
import { createLogger } from './lib/logger.ts'
import { loadAuthSecret } from './lib/secret.ts'
import { createStorageDriver } from './lib/storage/index.ts'
import { type AuthConfig, createAuth, publicAuthSettings } from './modules/auth/auth.ts'
import { demoAccounts, syncDemoAccounts } from './modules/auth/demo-accounts.ts'
import { startReminderTimer } from './modules/bookings/bookings.service.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { startOutboxWorker } from './modules/mail/outbox.worker.ts'
import { expireOffers } from './modules/quotes/quotes.service.ts'
import { getPublicSettings } from './modules/settings/settings.service.ts'
import { createStorageService } from './modules/storage/storage.service.ts'
import { startServer } from './server.ts'

const config = loadConfig()
const logger = createLogger({ level: config.logLevel })

async function main() {
  const database = await openDatabase(config)
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database opened',
  )
  let seededDemo: boolean
  try {
    ;({ seededDemo } = await prepareDatabase({ database, demo: config.demo, logger }))
  } catch (error) {
    await database.close()
    throw error
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger })
  const outboxWorker = startOutboxWorker({ database, mailer, logger })
  const settings = await getPublicSettings(database.db)
  const authConfig: AuthConfig = {
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    secret: loadAuthSecret({ given: config.authSecret, dataDir: config.dataDir }),
    businessName: settings.name,
    passwordPolicy: config.passwordPolicy,
    adminEmails: config.adminEmails,
    rateLimit: true,
    socialProviders: config.socialProviders,
  }
  const auth = createAuth({
    db: database.db,
    logger,
    config: authConfig,
    onMailQueued: () => outboxWorker.kick(),
  })

  if (await syncDemoAccounts({ auth, db: database.db, demo: config.demo, seededDemo })) {
    const list = demoAccounts.map((a) => `  ${a.role.padEnd(9)} ${a.email}  ${a.password}`)
    process.stdout.write(
      `\nDemo accounts (sign in at ${config.publicUrl}/signin):\n${list.join('\n')}\n\n`,
    )
  }
  const reminders = startReminderTimer({
    deps: { db: database.db, publicUrl: config.publicUrl, onMailQueued: () => outboxWorker.kick() },
    onError: (error) => logger.error({ err: error }, 'timed jobs failed'),
    extra: [(deps) => expireOffers(deps)],
  })
  const storage = createStorageService({
    db: database.db,
    driver: createStorageDriver(config.storage),
    signingSecret: authConfig.secret,
    publicUrl: config.publicUrl,
    maxFileSize: config.storageMaxFileSize,
  })
  const app = createApp({
    storage,
    database,
    auth,
    authSettings: publicAuthSettings(authConfig),
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    onMailQueued: () => outboxWorker.kick(),
    logger,
    webDist: config.webDist,
    trustProxy: config.trustProxy,
  })
  const server = await startServer({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onClosed: async () => {
      await reminders.stop()
      await outboxWorker.stop()
      await database.close()
    },
  })
  logger.info(
    { url: config.publicUrl, port: server.port },
    `Reserva is serving ${config.publicUrl}`,
  )

  const stop = (signal: string) => {
    logger.info({ signal }, 'signal received')
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  // `on`, not `once`: Ctrl-C under npm reaches us twice (the terminal and npm both send it), and a
  // second signal must not kill the process halfway through a graceful stop. close() is idempotent.
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message)
    process.stderr.write(`\n${error.message}\n`)
    process.exit(2)
  }
  logger.fatal({ err: error }, 'start failed')
  process.exit(1)
})
