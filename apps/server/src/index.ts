import { assembleApp } from './assemble.ts'
import { prepareDatabase } from './bootstrap.ts'
import { DatabaseNewerError, openDatabase } from './db/client.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { seedDemoActivity } from './db/demo-activity.ts'
import { loadConfig } from './env.ts'
import { isLoopbackHostname } from './lib/client-address.ts'
import { systemClock } from './lib/clock.ts'
import { createLogger } from './lib/logger.ts'
import { loadAuthSecret } from './lib/secret.ts'
import { createStorageDriver } from './lib/storage/index.ts'
import { type AuthConfig, createAuth } from './modules/auth/auth.ts'
import {
  startNotice,
  syncDemoAccounts,
  untouchedDemoAccounts,
} from './modules/auth/demo-accounts.ts'
import { serveBackupRequests } from './modules/backup/backup.control.ts'
import { installationOf } from './modules/backup/backup.installation.ts'
import { scheduledBackupJob } from './modules/backup/backup.schedule.ts'
import { takeBackup } from './modules/backup/backup.service.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { type OutboxWorker, startOutboxWorker } from './modules/mail/outbox.worker.ts'
import { createSmsSender } from './modules/mail/sms.ts'
import type { Realtime } from './modules/realtime/realtime.service.ts'
import { scheduledJobs } from './modules/scheduler/scheduler.jobs.ts'
import { type Scheduler, startScheduler } from './modules/scheduler/scheduler.ts'
import { getPublicSettings } from './modules/settings/settings.service.ts'
import { startServer } from './server.ts'

const config = loadConfig()
const logger = createLogger({ level: config.logLevel })
const clock = systemClock

async function main() {
  const database = await openDatabase(config)
  logger.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      production: config.production,
    },
    'database opened',
  )
  let seededDemo: boolean
  try {
    // A production install gets the demo (whose passwords are published) only when asked for.
    const demo = config.demo ?? (config.production ? false : undefined)
    ;({ seededDemo } = await prepareDatabase({ database, demo, logger }))
  } catch (error) {
    await database.close()
    throw error
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger })
  const sms = createSmsSender({ ...config.sms, logger })
  // The mail worker and the scheduler start just after the server answers (below); a mail queued
  // before then waits for the scheduler's first tick.
  let outboxWorker: OutboxWorker | undefined
  const kickOutbox = () => outboxWorker?.kick()
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
  // Built after auth (it verifies auth's tokens), told by auth when a user's access changed.
  let realtime: Realtime | undefined
  const auth = createAuth({
    db: database.db,
    clock,
    logger,
    config: authConfig,
    onMailQueued: kickOutbox,
    onAccessChanged: (userId) => realtime?.accessChanged(userId),
  })

  const demoOn = await syncDemoAccounts({ auth, db: database.db, demo: config.demo, seededDemo })
  if (seededDemo && demoOn && config.demoActivity) {
    await seedDemoActivity(database.db, { now: clock.now() })
    logger.info('fresh database: demo bookings and quotes created')
  }
  // Written once the server answers: whether the demo passwords may be shown costs three scrypt
  // runs, which serving does not wait for.
  const writeStartNotice = async () =>
    process.stdout.write(
      await startNotice({
        db: database.db,
        demoOn,
        production: config.production,
        publicUrl: config.publicUrl,
        showable:
          demoOn && !config.production
            ? await untouchedDemoAccounts({ db: database.db, auth })()
            : [],
      }),
    )
  // The server's connections for /metrics, once it serves (below).
  let countConnections = async () => 0
  const assembled = await assembleApp({
    authConfig,
    storageDriver: createStorageDriver(config.storage),
    maxFileSize: config.storageMaxFileSize,
    realtime: {},
    database,
    clock,
    auth,
    onMailQueued: kickOutbox,
    mailFrom: config.mailFrom,
    logger,
    webDist: config.webDist,
    trustProxy: config.trustProxy,
    demoPasswords: config.production ? 'never' : 'loopback',
    installation: {
      startedAt: clock.now(),
      dataDir: config.dataDir,
      storageDriver: config.storage.driver,
      backups: config.backups,
    },
    metrics: config.metrics && { ...config.metrics, httpConnections: () => countConnections() },
    webhookAllowNetworks: config.webhookAllowNetworks,
  })
  const { app, events, metrics, webhooks, calendarSync, dataExports } = assembled
  realtime = assembled.realtime
  const server = await startServer({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    websocket: realtime.hub.wss,
    onClosing: () => realtime?.close(),
    onClosed: async () => {
      clearTimeout(background)
      clearInterval(stats)
      await control?.close()
      // All at once: each worker ends its run after the batch in hand, and the scheduler's tick,
      // which waits for the workers' runs, ends with them.
      await Promise.all([
        scheduler?.stop(),
        webhooks.worker.stop(),
        calendarSync.worker.stop(),
        dataExports.stop(),
        outboxWorker ? outboxWorker.stop() : mailer.close(),
      ])
      await database.close()
    },
  })
  // `npm run backup` asks this server for the backup while it runs (backup.control.ts).
  const backup = (out: string, now = clock.now()) =>
    takeBackup({ database, installation: installationOf(config), out, now })
  const control = await serveBackupRequests({ dataDir: config.dataDir, backup, logger })
  countConnections = server.connections
  // Their first runs are queries that PGlite executes on this thread: at once, they would hold up
  // the first requests. They can wait a second.
  let scheduler: Scheduler | undefined
  const background = setTimeout(() => {
    outboxWorker = startOutboxWorker({
      database,
      mailer,
      sms,
      logger,
      clock,
      onAttempt: metrics?.countOutboxAttempt,
    })
    scheduler = startScheduler({
      logger,
      clock,
      jobs: [
        ...scheduledJobs({
          db: database.db,
          events,
          publicUrl: config.publicUrl,
          onMailQueued: kickOutbox,
          outbox: outboxWorker,
          webhooks: webhooks.worker,
          calendarSync: calendarSync.worker,
          dataExports,
          embedded: database.kind === 'pglite',
        }),
        ...(config.backups
          ? [scheduledBackupJob({ schedule: config.backups, backup, logger })]
          : []),
      ],
    })
  }, 1000)
  // For the load benchmark: heap and sockets' unsent bytes tell a leak from clients not reading.
  const stats = config.statsLogMs
    ? setInterval(() => {
        const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
        const hub = realtime?.hub
        logger.info(
          {
            stats: { rss, heapUsed, heapTotal, external, arrayBuffers },
            sockets: hub?.size(),
            socketBufferedBytes: hub?.bufferedBytes(),
          },
          'process stats',
        )
      }, config.statsLogMs).unref()
    : undefined
  logger.info(
    { url: config.publicUrl, port: server.port },
    `Reserva is serving ${config.publicUrl}`,
  )
  if (isLoopbackHostname(config.host)) {
    logger.info(
      { host: config.host },
      'listening on this machine only; HOST=0.0.0.0 serves other machines too',
    )
  }
  writeStartNotice().catch((error: unknown) =>
    logger.error({ err: error }, 'could not tell which accounts exist'),
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
  if (error instanceof DataDirLockedError || error instanceof DatabaseNewerError) {
    logger.fatal(error.message)
    process.stderr.write(`\n${error.message}\n`)
    process.exit(2)
  }
  logger.fatal({ err: error }, 'start failed')
  process.exit(1)
})
