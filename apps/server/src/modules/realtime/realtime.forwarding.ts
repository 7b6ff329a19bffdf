import { realtimeEventSchema, realtimeTopicSchema } from '@reserva/shared'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { gatherAtCommit } from '../../db/write-at-commit.ts'
import type { DomainEvent, EventBus } from '../../lib/domain-events.ts'
import type { Logger } from '../../lib/logger.ts'
import { quoteEventTypes } from '../quotes/quotes.events.ts'
import type { Change, RealtimeHub } from './realtime.hub.ts'

/** The PostgreSQL channel every process LISTENs on. */
export const notifyChannel = 'reserva_changes'
/** The listener's `application_name`, so that it can be found in pg_stat_activity. */
export const listenerName = 'reserva-realtime'
/** Waits before reconnecting a lost LISTEN connection; the last one repeats. */
const reconnectDelaysMs = [250, 1000, 2000, 5000]

const bookingEventTypes = [
  'booking.created',
  'booking.status_changed',
  'booking.rescheduled',
  'hold.created',
  'hold.released',
] as const

/** What travels through NOTIFY: a change, or "re-check this user's sockets". */
const notificationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('change'),
    topic: realtimeTopicSchema,
    event: realtimeEventSchema,
    id: z.string(),
    customerId: z.string().nullable(),
  }),
  z.object({ kind: z.literal('access'), userId: z.string() }),
])
type Notification = z.infer<typeof notificationSchema>

const availability = (resourceIds: string[]): Change[] =>
  [...new Set(resourceIds)].map((id) => ({
    topic: 'availability',
    event: 'availability.changed',
    id,
    customerId: null,
  }))

/** The changes a domain event makes visible, to whom (decision 006; the contract's events). */
export function changesOf(
  event: DomainEvent<(typeof bookingEventTypes)[number] | (typeof quoteEventTypes)[number]>,
): Change[] {
  switch (event.type) {
    case 'hold.created':
    case 'hold.released':
      return availability(event.resourceIds)
    case 'booking.created':
    case 'booking.status_changed':
    case 'booking.rescheduled': {
      const own: Change = {
        topic: 'bookings',
        event: event.type,
        id: event.bookingId,
        customerId: event.customerId,
      }
      const freedOrTaken =
        event.type === 'booking.rescheduled'
          ? [...event.resourceIds, ...event.previous.resourceIds]
          : event.type === 'booking.created' || event.to === 'cancelled' || event.to === 'declined'
            ? event.resourceIds
            : []
      return [own, ...availability(freedOrTaken)]
    }
    default:
      return [
        { topic: 'quotes', event: event.type, id: event.quoteId, customerId: event.customerId },
      ]
  }
}

/**
 * A transaction's notices, in the order they happened, in one statement that every booking's
 * COMMIT carries: built once and run by name on each connection.
 */
const notifyInOrder = preparedStatement('realtime_notify', (db) =>
  db
    .select({ sent: sql`pg_notify(${notifyChannel}, payload)` })
    .from(sql`unnest(${sql.placeholder('payloads')}::text[]) with ordinality as p(payload, n)`)
    .orderBy(sql`n`),
)

/**
 * How changes reach the sockets. On PGlite (one process) an after-commit subscriber
 * hands them to this process's hub. On PostgreSQL an in-transaction subscriber NOTIFYs them
 * (PostgreSQL delivers a NOTIFY on commit, never for a rollback) and every process, this one
 * included, forwards what its LISTEN connection receives: nothing is sent twice, and a change made
 * in one process reaches sockets held by another.
 */
export function createRealtimeForwarding({
  events,
  hub,
  database,
  logger,
  forgetSessions = () => {},
}: {
  events: EventBus
  hub: RealtimeHub
  database: Database
  logger: Logger
  /**
   * Forgets this process's cached sessions of a user whose access changed (decision 014); of
   * everyone when the LISTEN connection was re-established, as changes made while it was down
   * are not replayed.
   */
  forgetSessions?: (userId?: string) => void
}) {
  const types = [...bookingEventTypes, ...quoteEventTypes]
  const receive = (notification: Notification) => {
    if (notification.kind === 'change') {
      const { kind: _kind, ...change } = notification
      hub.deliver(change)
    } else {
      forgetSessions(notification.userId)
      hub.recheck(notification.userId).catch((err: unknown) => {
        logger.error({ err, userId: notification.userId }, 'realtime access re-check failed')
      })
    }
  }

  if (database.kind === 'pglite' || !database.url) {
    const unsubscribe = events.afterCommit(types, (event) => {
      for (const change of changesOf(event)) receive({ kind: 'change', ...change })
    })
    return {
      start: async () => {},
      accessChanged: (userId: string) => receive({ kind: 'access', userId }),
      stop: async () => unsubscribe(),
    }
  }

  const notify = (notification: Notification) =>
    sql`select pg_notify(${notifyChannel}, ${JSON.stringify(notification)})`
  // A transaction's changes, of all its events, are one statement. A NOTIFY answers nothing the
  // transaction reads: it goes with the COMMIT (`gatherAtCommit`), so a booking's notices add no
  // round trip.
  const notices = {}
  const unsubscribe = events.inTransaction(types, async (event, tx) => {
    const payloads = changesOf(event).map((change) => JSON.stringify({ kind: 'change', ...change }))
    if (payloads.length === 0) return
    await gatherAtCommit(tx, notices, payloads, (all) => notifyInOrder(tx, { payloads: all }))
  })
  /**
   * While every socket's access is read again after the LISTEN came back, what it receives waits
   * (in order): a change must not reach a socket whose access was taken away while the
   * connection was down, and whose notice was lost with it.
   */
  let rechecking: Promise<void> | undefined
  const listener = createListener({
    url: database.url,
    logger,
    onListening: () => {
      forgetSessions()
      const done = hub.recheckAll().finally(() => {
        if (rechecking === done) rechecking = undefined
      })
      rechecking = done
    },
    onPayload(payload) {
      const parsed = notificationSchema.safeParse(safeJson(payload))
      if (!parsed.success) {
        logger.warn({ payload }, 'ignored a malformed realtime notification')
        return
      }
      if (rechecking) void rechecking.then(() => receive(parsed.data))
      else receive(parsed.data)
    },
  })
  return {
    /** Resolves once the LISTEN connection is up (it keeps trying in the background if not). */
    start: () => listener.start(),
    accessChanged(userId: string) {
      database.db.execute(notify({ kind: 'access', userId })).catch((err: unknown) => {
        logger.error({ err, userId }, 'could not announce an access change to other processes')
      })
    },
    async stop() {
      unsubscribe()
      await listener.stop()
    },
  }
}

export type RealtimeForwarding = ReturnType<typeof createRealtimeForwarding>

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '')
  } catch {
    return undefined
  }
}

/**
 * One dedicated connection per process that LISTENs on `notifyChannel`, re-established with a
 * backoff when it drops. Changes committed while it is down are not replayed (neither are those a
 * socket misses while reconnecting): the web app refetches after its own reconnects.
 */
function createListener({
  url,
  logger,
  onListening,
  onPayload,
}: {
  url: string
  logger: Logger
  /** The LISTEN is in place (again). */
  onListening: () => void
  onPayload: (payload: string | undefined) => void
}) {
  let current: pg.Client | undefined
  let stopped = false
  let attempt = 0
  let retry: NodeJS.Timeout | undefined

  const schedule = () => {
    if (stopped || retry) return
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]
    attempt++
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: listenerName })
    let lost = false
    const drop = (err?: unknown) => {
      if (lost) return
      lost = true
      if (current === client) current = undefined
      if (!stopped) logger.warn({ err }, 'realtime LISTEN connection lost; reconnecting')
      client.end().catch(() => {})
      schedule()
    }
    client.on('error', drop)
    client.on('end', () => drop())
    client.on('notification', (message) => {
      if (message.channel === notifyChannel) onPayload(message.payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${notifyChannel}`)
      if (stopped) {
        await client.end()
        return
      }
      current = client
      onListening()
      if (attempt > 0) logger.info('realtime LISTEN connection re-established')
      attempt = 0
    } catch (err) {
      drop(err)
    }
  }

  return {
    start: () => connect(),
    async stop() {
      stopped = true
      clearTimeout(retry)
      await current?.end().catch(() => {})
    },
  }
}
