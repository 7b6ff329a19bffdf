import { type PasswordPolicy, realtimePath } from '@reserva/shared'
import type { Context } from 'hono'
import { requestId } from 'hono/request-id'
import { apiDocument } from './api-document.ts'
import { answerErrors, errorJson } from './app-errors.ts'
import type { Database } from './db/client.ts'
import { renderApiDocs } from './lib/api-docs.ts'
import { jsonBodyLimit, requestBodyLimit } from './lib/body-limit.ts'
import type { Clock } from './lib/clock.ts'
import { compressResponses } from './lib/compression.ts'
import { databaseUnavailable } from './lib/database-unavailable.ts'
import type { EventBus } from './lib/domain-events.ts'
import { createRouter } from './lib/http.ts'
import type { Logger } from './lib/logger.ts'
import { createOriginCheck } from './lib/origin-check.ts'
import type { AllowNetworks } from './lib/outbound-http.ts'
import type { SecretBox } from './lib/secret-box.ts'
import { securityHeaders } from './lib/security-headers.ts'
import type { SignedLinks } from './lib/signed-links.ts'
import { isWebAppBuilt, serveWebApp } from './lib/web-app.ts'
import { type ApiKeyRateLimit, apiKeyAuth, refuseApiKeys } from './modules/api-keys/api-key-auth.ts'
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { createAccountMailQueue } from './modules/auth/account-mails.ts'
import { accountRoutes, authOptionsFor } from './modules/auth/accounts.routes.ts'
import { authHandler } from './modules/auth/auth.routes.ts'
import type { Auth } from './modules/auth/auth.ts'
import { emailChangeRoutes } from './modules/auth/email-change.routes.ts'
import { walletRoutes } from './modules/auth/wallets.routes.ts'
import { availabilityRoutes, scheduleRoutes } from './modules/availability/availability.routes.ts'
import { closureRoutes } from './modules/availability/closures.routes.ts'
import { manageRoutes } from './modules/bookings/bookings.manage.routes.ts'
import type { ManageLinks } from './modules/bookings/bookings.manage-link.ts'
import { bookingRoutes } from './modules/bookings/bookings.routes.ts'
import { registerBookingSubscribers } from './modules/bookings/bookings.subscribers.ts'
import { calendarFeedRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts'
import { calendarSyncRoutes } from './modules/calendar-sync/calendar-sync.routes.ts'
import type { CalendarSyncServiceDeps } from './modules/calendar-sync/calendar-sync.service.ts'
import { registerCalendarSyncSubscribers } from './modules/calendar-sync/calendar-sync.subscribers.ts'
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts'
import { listPublicServices } from './modules/catalogue/catalogue.service.ts'
import { customerRoutes } from './modules/customers/customers.routes.ts'
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts'
import type { DataExportWorker } from './modules/data-export/data-export.worker.ts'
import { guestRoutes } from './modules/guests/guests.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { measureRequests, metricsPath, metricsRoute } from './modules/metrics/metrics.routes.ts'
import type { Metrics } from './modules/metrics/metrics.service.ts'
import { erasureRoutes } from './modules/people/people.erasure.routes.ts'
import { peopleRoutes } from './modules/people/people.routes.ts'
import { registerPeopleSubscribers } from './modules/people/people.subscribers.ts'
import { profileRoutes } from './modules/profiles/profiles.routes.ts'
import { quoteLinkRoutes } from './modules/quotes/quotes.link.routes.ts'
import type { QuoteLinks } from './modules/quotes/quotes.link.ts'
import { quoteRoutes } from './modules/quotes/quotes.routes.ts'
import { registerQuoteSubscribers } from './modules/quotes/quotes.subscribers.ts'
import { realtimeUpgrade } from './modules/realtime/realtime.routes.ts'
import type { Realtime } from './modules/realtime/realtime.service.ts'
import { settingsRoutes } from './modules/settings/settings.routes.ts'
import { getEmbedOrigins, getPublicSettings } from './modules/settings/settings.service.ts'
import { ssoProviderRoutes } from './modules/sso-providers/sso-providers.routes.ts'
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts'
import { storageRoutes } from './modules/storage/storage.routes.ts'
import { type StorageService, storageBasePath } from './modules/storage/storage.service.ts'
import { systemRoutes } from './modules/system/system.routes.ts'
import type { InstallationFacts } from './modules/system/system.service.ts'
import type { WebhookWorker } from './modules/webhooks/webhooks.delivery.ts'
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts'
import { registerWebhookSubscribers } from './modules/webhooks/webhooks.subscribers.ts'
import { reservaVersion } from './version.ts'

export interface AppDeps {
  database: Database
  /** Where every decision by the time reads it (decision 034). */
  clock: Clock
  /** Where services publish what changed; mail, live updates and the like subscribe. */
  events: EventBus
  /** Buckets and files (quote attachments, avatars). */
  storage: StorageService
  /** Signs and reads bookings' manage links (the ones in their mails). */
  manageLinks: ManageLinks
  /** Signs and reads the addresses of calendar feeds. */
  feedLinks: SignedLinks
  /** Signs and reads quotes' links (decision 045). */
  quoteLinks: QuoteLinks
  /** Believe X-Forwarded-For: only behind a proxy that sets it (TRUST_PROXY=1). */
  trustProxy?: boolean
  /** 'loopback' on a local trial (demo passwords for this machine only); 'never' in production. */
  demoPasswords?: 'loopback' | 'never'
  /** The address people use (links in mails and calendar files). */
  publicUrl: string
  /** Where browsers may change things from (`Config.trustedOrigins`); Better Auth gets the same. */
  trustedOrigins: string[]
  /** Called after a transaction that queued mail committed, so the worker sends it soon. */
  onMailQueued: () => void
  /** Who mails come from (MAIL_FROM): a booking's invitations name it as their organizer. */
  mailFrom: string
  auth: Auth
  /** What the sign-in screens need to know about the auth configuration. */
  authSettings: {
    socialProviders: ('google' | 'apple')[]
    passwordPolicy: PasswordPolicy
    rateLimit: boolean
  }
  logger: Logger
  /** The live-updates socket at /api/realtime; without it (most tests) there is none. */
  realtime?: Realtime
  /** The built web app (apps/web/dist); when it is missing, non-API paths say how to build it. */
  webDist?: string
  /** Requests per API key and window; a default fit for integrations when not given. */
  apiKeyRateLimit?: ApiKeyRateLimit
  /** What the admin's System view tells of the installation; tests leave it to the defaults. */
  installation?: InstallationFacts
  /** Times requests and serves /metrics (decision 039); without it (most tests), neither. */
  metrics?: Metrics
  /**
   * Webhook deliveries (decision 046): the worker that sends them, the key that seals their
   * secrets, and the networks outside the public internet they may reach (WEBHOOK_ALLOW_NETWORKS).
   */
  webhooks: { worker: WebhookWorker; box: SecretBox; allowNetworks: AllowNetworks }
  /** CalDAV calendar sync (decision 048): its worker, and what it and the routes work with. */
  calendarSync: CalendarSyncServiceDeps
  /** A person's data exports (decision 051): the worker that prepares them. */
  dataExports: DataExportWorker
}

/**
 * Routes that read a file under their bucket's limit (set on the route itself), as they are
 * declared; every other route takes at most `jsonBodyLimit`. Add an upload route here.
 */
export const routesWithOwnBodyLimit = [
  'POST /api/v1/storage/object/:bucket/:path{.+}',
  'PUT /api/v1/storage/object/:bucket/:path{.+}',
  'PUT /api/v1/storage/object/upload/sign/:bucket/:path{.+}',
  'POST /api/v1/quotes/:id/attachments',
]

const openApiConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Reserva API',
    version: reservaVersion,
    description:
      'Booking and quoting. Errors are always { error: { code, message, details? } }; under ' +
      '/api/v1/storage they also carry statusCode and message, as Supabase Storage answers.',
  },
}

export function createApp({
  database,
  clock,
  events,
  auth,
  authSettings,
  logger,
  webDist,
  publicUrl,
  trustedOrigins,
  onMailQueued,
  mailFrom,
  trustProxy = false,
  demoPasswords = 'never',
  storage,
  manageLinks,
  feedLinks,
  quoteLinks,
  realtime,
  apiKeyRateLimit,
  installation = { startedAt: clock.now(), storageDriver: 'local' },
  metrics,
  webhooks,
  calendarSync,
  dataExports,
}: AppDeps) {
  const app = createRouter()

  if (metrics) app.use(measureRequests(metrics))
  app.use(requestId())
  app.use(async (c, next) => {
    const log = logger.child({ reqId: c.var.requestId })
    c.set('log', log)
    const started = performance.now()
    await next()
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    )
  })
  app.use(securityHeaders({ embedOrigins: () => getEmbedOrigins(database.db) }))
  // Inside the security headers, so that its 503 gets them as well.
  app.use(databaseUnavailable({ database, logger }))
  // Both run before any route: the origin check from the headers alone, the size limit from
  // Content-Length or by counting, so nothing reads a body or looks up a session first. Better
  // Auth checks the origin on its own routes (/api/auth/*) with the same list (auth.ts).
  const originCheck = createOriginCheck({ trustedOrigins, logger })
  app.use('/api/v1/*', originCheck.middleware)
  app.use(requestBodyLimit({ maxSize: jsonBodyLimit, routesWithOwnLimit: routesWithOwnBodyLimit }))
  // JSON and HTML made per request; the web app's files come precompressed (lib/web-app.ts).
  app.use(compressResponses())
  // After the size limit (a key's check reads the database); before any route, which then sees
  // the key's maker as the caller (decision 036). Better Auth's routes take no keys.
  app.use('/api/v1/*', apiKeyAuth({ db: database.db, clock, rateLimit: apiKeyRateLimit }))
  app.use('/api/auth/*', refuseApiKeys)

  // Side effects of domain events (decision 006), once per bus: one bus belongs to one app.
  registerBookingSubscribers({
    events,
    publicUrl,
    onMailQueued,
    clock,
    links: manageLinks,
    mailFrom,
  })
  registerWebhookSubscribers({ events, clock, onQueued: webhooks.worker.kick })
  registerCalendarSyncSubscribers({ events, clock, onQueued: calendarSync.worker.kick })

  app.route('/api', healthRoutes({ database }))
  app.route('/api/v1', settingsRoutes({ db: database.db, auth }))
  app.route('/api/v1/me', profileRoutes({ db: database.db, auth }))
  app.route('/api/v1/me', walletRoutes({ db: database.db, auth, clock, publicUrl }))
  app.route(
    '/api/v1/me',
    emailChangeRoutes({
      db: database.db,
      auth,
      clock,
      publicUrl,
      trustProxy,
      queue: createAccountMailQueue({ db: database.db, clock, logger, onMailQueued }),
      onMailQueued,
      onSessionsEnded: (userId) => realtime?.accessChanged(userId),
    }),
  )
  app.route('/api/v1', catalogueRoutes({ db: database.db, auth, clock }))
  app.route('/api/v1', scheduleRoutes({ db: database.db, auth, clock }))
  app.route('/api/v1', customerRoutes({ db: database.db, auth, events }))
  const bookingDeps = { db: database.db, events, publicUrl, onMailQueued }
  app.route('/api/v1', availabilityRoutes({ db: database.db, auth, clock }))
  app.route('/api/v1', closureRoutes({ db: database.db, auth, clock }))
  // Before the bookings' routes, whose `/bookings/{id}/{action}` would answer for `manage-link`.
  app.route(
    '/api/v1',
    manageRoutes({ deps: bookingDeps, auth, clock, links: manageLinks, trustProxy }),
  )
  app.route('/api/v1', bookingRoutes({ deps: bookingDeps, auth, clock, trustProxy }))
  app.route(
    '/api/v1',
    guestRoutes({
      deps: { ...bookingDeps, auth, links: manageLinks, quoteLinks },
      clock,
      trustProxy,
    }),
  )
  registerQuoteSubscribers({ events, publicUrl, onMailQueued, clock, links: quoteLinks })
  const quoteDeps = { db: database.db, events, publicUrl }
  app.route(
    '/api/v1',
    quoteLinkRoutes({ deps: quoteDeps, auth, clock, links: quoteLinks, manageLinks, trustProxy }),
  )
  app.route(
    '/api/v1',
    quoteRoutes({
      deps: quoteDeps,
      auth,
      storage,
      clock,
    }),
  )
  app.route(
    '/api/v1',
    calendarFeedRoutes({
      deps: { db: database.db, publicUrl, links: feedLinks },
      auth,
      clock,
      trustProxy,
    }),
  )
  app.route('/api/v1', calendarSyncRoutes({ deps: calendarSync, auth, clock, trustProxy }))
  app.route(
    '/api/v1',
    dataExportRoutes({
      deps: { db: database.db, storage, onRequested: dataExports.kick },
      auth,
      clock,
      trustProxy,
    }),
  )
  app.route(storageBasePath, storageRoutes({ auth, storage }))
  registerPeopleSubscribers({ events, publicUrl, onMailQueued, clock })
  app.route('/api/v1', peopleRoutes({ db: database.db, auth, events, clock }))
  app.route(
    '/api/v1',
    erasureRoutes({ deps: { db: database.db, auth, events, storage }, clock, trustProxy }),
  )
  app.route('/api/v1', ssoProviderRoutes({ db: database.db, auth }))
  app.route('/api/v1', auditRoutes({ db: database.db, auth, clock }))
  app.route('/api/v1', statisticsRoutes({ db: database.db, auth }))
  app.route('/api/v1', apiKeyRoutes({ db: database.db, auth, clock }))
  app.route(
    '/api/v1',
    webhookRoutes({
      db: database.db,
      auth,
      clock,
      box: webhooks.box,
      allowNetworks: webhooks.allowNetworks,
      kick: webhooks.worker.kick,
    }),
  )
  app.route(
    '/api/v1',
    systemRoutes({
      database,
      auth,
      clock,
      facts: installation,
      sockets: () => realtime?.hub.size() ?? 0,
    }),
  )
  const authOptions = authOptionsFor({
    db: database.db,
    auth,
    socialProviders: authSettings.socialProviders,
    passwordPolicy: authSettings.passwordPolicy,
    trustProxy,
    demoPasswords,
  })
  app.route(
    '/api/v1/auth',
    accountRoutes({
      db: database.db,
      auth,
      authOptions,
      limitSignUps: authSettings.rateLimit,
      trustProxy,
      clock,
    }),
  )
  app.on(
    ['GET', 'POST'],
    '/api/auth/*',
    authHandler(auth, { trustProxy, refuseOrigin: originCheck.refuse }),
  )

  if (realtime) {
    const { originGuard, upgrade } = realtimeUpgrade({
      hub: realtime.hub,
      originCheck,
      trustProxy,
    })
    app.get(realtimePath, originGuard, upgrade)
  }
  if (metrics) app.get(metricsPath, metricsRoute({ metrics, trustProxy }))

  // Ours and Better Auth's, with each operation's security; made once, on the first request.
  let document: Promise<ReturnType<typeof app.getOpenAPI31Document>> | undefined
  const publishedDocument = () => {
    // A failed attempt is not kept: the next request makes the document again.
    document ??= apiDocument(app.getOpenAPI31Document(openApiConfig), auth).catch((error) => {
      document = undefined
      throw error
    })
    return document
  }
  app.get('/api/openapi.json', async (c) => c.json(await publishedDocument()))
  app.get('/api/docs', async (c) => c.html(renderApiDocs(await publishedDocument())))

  app.all('/api/*', (c) =>
    errorJson(c, 404, { code: 'not_found', message: `No API route ${c.req.method} ${c.req.path}` }),
  )

  if (webDist && isWebAppBuilt(webDist)) {
    const pageData = async (c: Context) => ({
      settings: await getPublicSettings(database.db),
      services: await listPublicServices(database.db),
      authOptions: await authOptions(c),
    })
    app.use('*', ...serveWebApp(webDist, { pageData, logger }))
  } else {
    app.get('*', (c) =>
      c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503),
    )
  }

  answerErrors(app, logger)

  return app
}

export type App = ReturnType<typeof createApp>
