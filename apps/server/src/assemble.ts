import { type App, type AppDeps, createApp } from './app.ts'
import { createEventBus } from './lib/domain-events.ts'
import type { AllowNetworks } from './lib/outbound-http.ts'
import { createSecretBox } from './lib/secret-box.ts'
import { createSignedLinks } from './lib/signed-links.ts'
import type { StorageDriver } from './lib/storage/index.ts'
import type { AuthConfig } from './modules/auth/auth.ts'
import { publicAuthSettings } from './modules/auth/social-sign-in.ts'
import { createManageLinks } from './modules/bookings/bookings.manage-link.ts'
import { createCalendarSyncWorker } from './modules/calendar-sync/calendar-sync.worker.ts'
import { createDataExportWorker } from './modules/data-export/data-export.worker.ts'
import {
  createMetrics,
  type Metrics,
  type MetricsOptions,
} from './modules/metrics/metrics.service.ts'
import { createQuoteLinks } from './modules/quotes/quotes.link.ts'
import type { RealtimeLimits } from './modules/realtime/realtime.limits.ts'
import { createRealtime, type Realtime } from './modules/realtime/realtime.service.ts'
import { createStorageService } from './modules/storage/storage.service.ts'
import { createWebhookWorker } from './modules/webhooks/webhooks.delivery.ts'

type Limits = Partial<RealtimeLimits> | undefined

/**
 * The app with what it is built on, as the server and the tests build it: storage, the event bus
 * and, given `realtime` (its limits), the realtime socket, started before the app serves. The
 * address, the trusted origins and the signing secret are those `auth` was configured with.
 */
export async function assembleApp<Live extends Limits = undefined>({
  authConfig,
  storageDriver,
  maxFileSize,
  realtime: realtimeLimits,
  metrics: metricsOptions,
  webhookAllowNetworks = [],
  webhookTimeoutMs,
  ...deps
}: Omit<
  AppDeps,
  | 'events'
  | 'storage'
  | 'manageLinks'
  | 'feedLinks'
  | 'quoteLinks'
  | 'realtime'
  | 'authSettings'
  | 'publicUrl'
  | 'trustedOrigins'
  | 'metrics'
  | 'webhooks'
  | 'calendarSync'
  | 'dataExports'
> & {
  /**
   * Networks webhooks and calendars may reach besides public addresses (WEBHOOK_ALLOW_NETWORKS,
   * CIDRs).
   */
  webhookAllowNetworks?: AllowNetworks
  /** The deadline of one webhook attempt or calendar request; 10 s unless a test wants less. */
  webhookTimeoutMs?: number
  /** The configuration `deps.auth` was made with. */
  authConfig: AuthConfig
  storageDriver: StorageDriver
  /** The largest file storage takes, in bytes. */
  maxFileSize: number
  /** With the realtime socket, and these limits; without it, none. */
  realtime?: Live
  /** With /metrics and what it measures (decision 039); without it, none. */
  metrics?: MetricsOptions
}): Promise<{
  app: App
  authSettings: AppDeps['authSettings']
  events: AppDeps['events']
  storage: AppDeps['storage']
  manageLinks: AppDeps['manageLinks']
  feedLinks: AppDeps['feedLinks']
  quoteLinks: AppDeps['quoteLinks']
  realtime: Live extends undefined ? undefined : Realtime
  metrics: Metrics | undefined
  /** Webhook deliveries: the worker (the server's scheduler ticks it), its key and allow-list. */
  webhooks: AppDeps['webhooks']
  /** Calendar sync: its worker (the scheduler ticks it) and what it works with. */
  calendarSync: AppDeps['calendarSync']
  /** Data exports: the worker that prepares them (the scheduler ticks it). */
  dataExports: AppDeps['dataExports']
}> {
  const { database, auth, logger, clock } = deps
  const { publicUrl, trustedOrigins } = authConfig
  const authSettings = publicAuthSettings(authConfig)
  const storage = createStorageService({
    db: database.db,
    driver: storageDriver,
    signingSecret: authConfig.secret,
    publicUrl,
    maxFileSize,
    clock,
  })
  const events = createEventBus({ logger })
  const manageLinks = createManageLinks(authConfig.secret)
  const feedLinks = createSignedLinks(authConfig.secret, 'reserva calendar feed v1')
  const quoteLinks = createQuoteLinks(authConfig.secret)
  const box = createSecretBox({ secret: authConfig.secret, purpose: 'webhook secrets' })
  const worker = createWebhookWorker({
    database,
    clock,
    logger,
    box,
    allowNetworks: webhookAllowNetworks,
    timeoutMs: webhookTimeoutMs,
    onMailQueued: deps.onMailQueued,
    publicUrl,
  })
  const webhooks = { worker, box, allowNetworks: webhookAllowNetworks }
  const syncDeps = {
    db: database.db,
    clock,
    logger,
    box: createSecretBox({ secret: authConfig.secret, purpose: 'calendar passwords' }),
    allowNetworks: webhookAllowNetworks,
    publicUrl,
    timeoutMs: webhookTimeoutMs,
  }
  const calendarSync = { ...syncDeps, worker: createCalendarSyncWorker(syncDeps) }
  const dataExports = createDataExportWorker({
    db: database.db,
    clock,
    logger,
    storage,
    publicUrl,
    onMailQueued: deps.onMailQueued,
  })
  let realtime: Realtime | undefined
  if (realtimeLimits) {
    realtime = createRealtime({
      auth,
      database,
      events,
      logger,
      publicUrl,
      clock,
      limits: realtimeLimits,
    })
    await realtime.start()
  }
  const metrics =
    metricsOptions &&
    createMetrics({ database, events, clock, logger, realtime, options: metricsOptions })
  const app = createApp({
    ...deps,
    metrics,
    realtime,
    events,
    storage,
    manageLinks,
    feedLinks,
    quoteLinks,
    authSettings,
    publicUrl,
    trustedOrigins,
    webhooks,
    calendarSync,
    dataExports,
  })
  return {
    app,
    authSettings,
    events,
    storage,
    manageLinks,
    feedLinks,
    quoteLinks,
    realtime: realtime as never,
    metrics,
    webhooks,
    calendarSync,
    dataExports,
  }
}
