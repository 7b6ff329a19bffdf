import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { beforeAll, expect } from 'vitest'
import { createApp } from '../app.ts'
import { assembleApp } from '../assemble.ts'
import { prepareDatabase } from '../bootstrap.ts'
import type { Database } from '../db/client.ts'
import { type Clock, systemClock } from '../lib/clock.ts'
import type { DomainEvent } from '../lib/domain-events.ts'
import { createLocalDriver } from '../lib/storage/index.ts'
import { trustedOriginsFor } from '../lib/trusted-origins.ts'
import { type AuthConfig, createAuth } from '../modules/auth/auth.ts'
import type { MetricsOptions } from '../modules/metrics/metrics.service.ts'
import type { RealtimeLimits } from '../modules/realtime/realtime.limits.ts'
import type { Realtime } from '../modules/realtime/realtime.service.ts'
import { startServer } from '../server.ts'
import { useFixture } from './fixture.ts'
import { createTestDatabase } from './test-db.ts'

export const testBaseUrl = 'http://localhost:3000'

/** MAIL_FROM's default, the sender of a test app's mails unless a test names another. */
export const testMailFrom = 'Reserva <no-reply@localhost>'

/** What a server on port 3000 with PUBLIC_URL=testBaseUrl trusts (env.ts builds it the same way). */
export const testTrustedOrigins = trustedOriginsFor({ publicUrl: testBaseUrl, port: 3000 })

/** Captures the JSON log lines a test app writes, so tests can read them. */
export function createCapturedLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino({ level: 'debug' }, stream), lines }
}

/**
 * The real app on a fresh test database, with the demo business unless `demo: false`.
 * Requests carry the app's own Origin, as a browser's would. Call `close()` when done.
 */
export async function createTestApp({
  demo = true,
  webDist,
  database: given,
  auth: authOverrides = {},
  demoPasswords = 'loopback',
  realtime: realtimeLimits,
  metrics: metricsOptions,
  clock = systemClock,
  webhooks: webhookOptions = {},
  mailFrom = testMailFrom,
}: {
  /** Who mails come from: the mailer's sender, which invitations name as their organizer. */
  mailFrom?: string
  /** Webhooks' allow-list (e.g. 127.0.0.1/32 for a receiver in the test) and attempt deadline. */
  webhooks?: { allowNetworks?: string[]; timeoutMs?: number }
  /** The time the app decides by; a test that needs a particular moment passes `fixedClock`. */
  clock?: Clock
  demo?: boolean
  /** As a local trial ('loopback', the default) or a production install ('never'). */
  demoPasswords?: 'loopback' | 'never'
  webDist?: string
  database?: Database
  auth?: Partial<AuthConfig>
  /** With the realtime socket (and these limits); serve it with `serveTestApp` (testing/realtime.ts). */
  realtime?: Partial<RealtimeLimits>
  /** With /metrics (decision 039); without it, requests are not measured. */
  metrics?: MetricsOptions
} = {}) {
  const database = given ?? (await createTestDatabase())
  const { logger, lines } = createCapturedLogger()
  await prepareDatabase({ database, demo, logger })
  let mailsQueued = 0
  let realtime: Realtime | undefined
  const authConfig: AuthConfig = {
    publicUrl: testBaseUrl,
    trustedOrigins: testTrustedOrigins,
    secret: 'test-secret-test-secret-test-secret-0123',
    businessName: 'Spoke & Chain',
    passwordPolicy: { minLength: 10, requiredClasses: ['lower', 'upper', 'digit'] },
    adminEmails: [],
    rateLimit: false,
    ...authOverrides,
  }
  const auth = createAuth({
    db: database.db,
    clock,
    logger,
    config: authConfig,
    onMailQueued: () => {
      mailsQueued++
    },
    onAccessChanged: (userId) => realtime?.accessChanged(userId),
  })
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-storage-'))
  const assembled = await assembleApp({
    authConfig,
    storageDriver: createLocalDriver({ root: storageDir }),
    maxFileSize: 10 * 1024 * 1024,
    realtime: realtimeLimits,
    metrics: metricsOptions,
    database,
    clock,
    auth,
    logger,
    webDist,
    onMailQueued: () => {
      mailsQueued++
    },
    mailFrom,
    // Tests speak as the proxy would: X-Forwarded-For names the client.
    trustProxy: true,
    demoPasswords,
    webhookAllowNetworks: webhookOptions.allowNetworks,
    webhookTimeoutMs: webhookOptions.timeoutMs,
  })
  const { app, authSettings, events, storage, manageLinks, feedLinks, quoteLinks, metrics } =
    assembled
  const { webhooks, calendarSync, dataExports } = assembled
  realtime = assembled.realtime
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('origin')) headers.set('origin', testBaseUrl)
    return app.request(new URL(path, testBaseUrl).toString(), { ...init, headers })
  }
  return {
    app,
    auth,
    authSettings,
    database,
    db: database.db,
    clock,
    events,
    logs: lines,
    logger,
    mailsQueued: () => mailsQueued,
    request,
    storage,
    manageLinks,
    feedLinks,
    quoteLinks,
    realtime,
    metrics,
    /** Webhook deliveries: `await t.webhooks.worker.tick()` waits for a run of the worker. */
    webhooks,
    /** Calendar sync: `await t.calendarSync.worker.tick()` waits for a run of its worker. */
    calendarSync,
    /** Data exports: `await t.dataExports.tick()` waits for a run of their worker. */
    dataExports,
    trustedOrigins: authConfig.trustedOrigins,
    /** Where the local storage driver keeps the bytes (a fresh temp directory). */
    storageDir,
    async close() {
      await webhooks.worker.stop()
      await calendarSync.worker.stop()
      await dataExports.stop()
      await realtime?.close()
      await database.close()
      fs.rmSync(storageDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * Another app over the test app's database, auth and storage: a second server process, or one
 * started with other settings (`trustProxy`, origins, a storage service or clock of its own). It
 * trusts the proxy, as the test app does.
 */
export const createSiblingApp = (
  t: TestApp,
  settings: Partial<
    Pick<
      Parameters<typeof createApp>[0],
      | 'trustProxy'
      | 'trustedOrigins'
      | 'demoPasswords'
      | 'storage'
      | 'clock'
      | 'apiKeyRateLimit'
      | 'installation'
    >
  > = {},
) =>
  createApp({
    clock: t.clock,
    events: t.events,
    storage: t.storage,
    manageLinks: t.manageLinks,
    feedLinks: t.feedLinks,
    quoteLinks: t.quoteLinks,
    database: t.database,
    auth: t.auth,
    authSettings: t.authSettings,
    logger: pino({ level: 'silent' }),
    publicUrl: testBaseUrl,
    trustedOrigins: t.trustedOrigins,
    onMailQueued: () => {},
    mailFrom: testMailFrom,
    trustProxy: true,
    webhooks: t.webhooks,
    calendarSync: t.calendarSync,
    dataExports: t.dataExports,
    ...settings,
  })

/** An app served over a real socket on a free port (`hostname` 0.0.0.0: on every interface). */
export const serveOnSocket = (
  app: { fetch: Parameters<typeof startServer>[0]['fetch'] },
  hostname = '127.0.0.1',
) => startServer({ fetch: app.fetch, port: 0, hostname, logger: pino({ level: 'silent' }) })

/**
 * Inside a `describe`: one test app for its tests, made before the first and closed after the last.
 * The handle reads through to that app, so it is used in tests and hooks, not while declaring them.
 */
export const useTestApp = (options?: Parameters<typeof createTestApp>[0]): TestApp =>
  useFixture(
    async () => ({ t: await createTestApp(options) }),
    ({ t }) => t.close(),
  ).t

/**
 * Inside a `describe`, after `useTestApp`: every event the app publishes, heard after commit from
 * before the first test. The answer, `during(act)`, is what was published (and committed) while
 * `act` ran.
 */
export function usePublished(t: TestApp) {
  const seen: DomainEvent[] = []
  beforeAll(() => {
    t.events.afterCommit('*', (event) => {
      seen.push(event)
    })
  })
  return async (act: () => Promise<unknown>) => {
    const from = seen.length
    await act()
    return seen.slice(from)
  }
}

/** Runs `run` on an app of the test's own, then closes the app, whether the test passes or fails. */
export async function withApp<App extends { close(): unknown }>(
  app: Promise<App>,
  run: (app: App) => Promise<void>,
) {
  const made = await app
  try {
    await run(made)
  } finally {
    await made.close()
  }
}

/** A response body as JSON, loosely typed: tests assert its shape. */
// biome-ignore lint/suspicious/noExplicitAny: tests compare bodies against literal expectations
export const readJson = (res: Response): Promise<any> => res.json()

/** Asks `get` for each query and expects each refused: 400 with `code` (`validation_failed`). */
export async function expectRefusedQueries(
  get: (query: string) => Response | Promise<Response>,
  queries: string[],
  code = 'validation_failed',
) {
  for (const query of queries) await expectError(await get(query), 400, code, query)
}

/** Expects an error answer: `status`, and a JSON body with the error `code`. */
export async function expectError(res: Response, status: number, code: string, what?: string) {
  expect(res.status, what).toBe(status)
  expect((await readJson(res)).error.code, what).toBe(code)
}
