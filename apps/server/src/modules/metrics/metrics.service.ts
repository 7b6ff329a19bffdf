import { bookingStatuses } from '@reserva/shared'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import type { Logger } from '../../lib/logger.ts'
import type { SendOutcome } from '../mail/outbox.worker.ts'
import type { Realtime } from '../realtime/realtime.service.ts'
import { type MetricsSnapshot, readMetricsSnapshot } from './metrics.repository.ts'

/** Who may read /metrics besides a caller with `token` (decision 039). */
export type MetricsAccess = 'local' | 'token'

export interface MetricsOptions {
  /** 'local': this machine or the token; 'token': the token only. */
  access: MetricsAccess
  /** METRICS_TOKEN: `Authorization: Bearer …` reads /metrics from anywhere; unset: none does. */
  token?: string | undefined
  /** The HTTP server's open connections, once it serves (index.ts); without it, not reported. */
  httpConnections?: () => Promise<number>
}

/** How long a scrape waits for the database's gauges before it reports them unknown (NaN). */
const databaseReadTimeoutMs = 2000

const quoteOutcomes = [
  'requested',
  'offered',
  'accepted',
  'declined',
  'rejected',
  'expired',
  'withdrawn',
] as const

/** A promise that rejects after `ms` unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The app's metrics in a registry of its own (several apps in one test process do not share
 * one): Node's own (event-loop delay, memory, garbage collection, CPU), requests, what the domain
 * did (counted from its events after commit, in the process where it happened), and gauges read
 * when scraped: the database's connections, holds and the outbox. Times of day come from `clock`;
 * durations from prom-client's timers.
 */
export function createMetrics({
  database,
  events,
  clock,
  logger,
  realtime,
  options,
}: {
  database: Database
  events: EventBus
  clock: Clock
  logger: Logger
  realtime?: Realtime | undefined
  options: MetricsOptions
}) {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })

  const bookings = new Counter({
    name: 'reserva_bookings_total',
    help: 'Bookings created, rescheduled, or moved to a status (the outcome is that status)',
    labelNames: ['outcome'] as const,
    registers,
  })
  const quotes = new Counter({
    name: 'reserva_quotes_total',
    help: 'Quotes requested, offered, accepted, declined, rejected, expired or withdrawn',
    labelNames: ['outcome'] as const,
    registers,
  })
  const holds = new Counter({
    name: 'reserva_holds_total',
    help: 'Slots held for a customer about to book, and holds released',
    labelNames: ['outcome'] as const,
    registers,
  })
  const outboxSends = new Counter({
    name: 'reserva_outbox_sends_total',
    help: 'Attempts by this process to send a mail or a text: sent, retry (failed, tried again later) or failed (given up)',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  })
  // Every outcome from zero, so a rate is there before the first one happens.
  for (const outcome of ['created', 'rescheduled', ...bookingStatuses]) bookings.inc({ outcome }, 0)
  for (const outcome of quoteOutcomes) quotes.inc({ outcome }, 0)
  for (const outcome of ['created', 'released']) holds.inc({ outcome }, 0)
  for (const channel of ['email', 'sms'])
    for (const outcome of ['sent', 'retry', 'failed']) outboxSends.inc({ channel, outcome }, 0)

  events.afterCommit(['booking.created', 'booking.status_changed', 'booking.rescheduled'], (e) => {
    bookings.inc({ outcome: e.type === 'booking.status_changed' ? e.to : e.type.slice(8) })
  })
  events.afterCommit(
    quoteOutcomes.map((outcome) => `quote.${outcome}` as const),
    (e) => quotes.inc({ outcome: e.type.slice(6) }),
  )
  events.afterCommit(['hold.created', 'hold.released'], (e) =>
    holds.inc({ outcome: e.type.slice(5) }),
  )

  // The database's connections and statements.
  const statements = new Histogram({
    name: 'reserva_db_statement_duration_seconds',
    help: 'Time from sending a statement to the database to its answer, waiting for the connection included',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  })
  database.usage.onStatement((seconds) => statements.observe(seconds))
  new Gauge({
    name: 'reserva_db_pool_connections',
    help: `Connections to the database (${database.kind}), busy or idle`,
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { open, idle } = database.usage.connections()
      this.set({ state: 'busy' }, open - idle)
      this.set({ state: 'idle' }, idle)
    },
  })
  new Gauge({
    name: 'reserva_db_pool_max_connections',
    help: 'The most connections to the database the server opens (PGlite: one)',
    registers,
    collect() {
      this.set(database.usage.connections().max)
    },
  })
  new Gauge({
    name: 'reserva_db_pool_waiting',
    help: 'Statements and transactions waiting for a connection to the database',
    registers,
    collect() {
      this.set(database.usage.connections().waiting)
    },
  })

  // Read once per scrape, shared by every gauge below: they collect at the same time.
  let reading: Promise<MetricsSnapshot | undefined> | undefined
  const snapshot = () => {
    reading ??= within(
      readMetricsSnapshot(database.db, { now: clock.now() }),
      databaseReadTimeoutMs,
    )
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'metrics: the database did not answer')
        return undefined
      })
      .finally(() => {
        reading = undefined
      })
    return reading
  }
  const fromDatabase = (name: string, help: string, pick: (s: MetricsSnapshot) => number) =>
    new Gauge({
      name,
      help: `${help} (NaN when the database did not answer)`,
      registers,
      async collect() {
        const read = await snapshot()
        this.set(read ? pick(read) : Number.NaN)
      },
    })
  new Gauge({
    name: 'reserva_database_up',
    help: 'Whether the database answered the reads of this scrape (1) or not (0)',
    registers,
    async collect() {
      this.set((await snapshot()) ? 1 : 0)
    },
  })
  fromDatabase('reserva_holds_active', 'Slots held now', (s) => s.activeHolds)
  new Gauge({
    name: 'reserva_outbox_pending_messages',
    help: 'Mails and texts not sent yet: due now, or later (reminders, retries, those being sent) (NaN when the database did not answer)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const read = await snapshot()
      this.set({ state: 'due' }, read ? read.outbox.due : Number.NaN)
      this.set({ state: 'later' }, read ? read.outbox.later : Number.NaN)
    },
  })
  fromDatabase(
    'reserva_outbox_retrying_messages',
    'Mails and texts not sent yet whose last attempt failed',
    (s) => s.outbox.retrying,
  )
  fromDatabase(
    'reserva_outbox_oldest_due_seconds',
    'How long the longest-waiting due mail or text has been due, in seconds (0: none is due)',
    (s) => s.outbox.oldestDueSeconds,
  )

  // Open sockets.
  if (realtime) {
    new Gauge({
      name: 'reserva_realtime_sockets',
      help: 'Open live-update WebSockets (/api/realtime) on this process',
      registers,
      collect() {
        this.set(realtime.hub.size())
      },
    })
  }
  const { httpConnections } = options
  if (httpConnections) {
    new Gauge({
      name: 'reserva_http_connections',
      help: 'Open connections to the HTTP server, kept-alive and upgraded ones included',
      registers,
      async collect() {
        this.set(await httpConnections())
      },
    })
  }

  return {
    registry,
    access: options.access,
    token: options.token,
    /** Starts timing a request; the answer ends it with the request's labels. */
    timeRequest: () => requests.startTimer(),
    /** Counts an outbox worker's attempt (`startOutboxWorker`'s `onAttempt`). */
    countOutboxAttempt: ({ channel, outcome }: SendOutcome) =>
      outboxSends.inc({ channel, outcome }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>
