import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { renderCalendar } from '../../lib/ics.ts'
import { type KickedWorker, kickedWorker } from '../../lib/kicked-worker.ts'
import type { Logger } from '../../lib/logger.ts'
import { type AllowNetworks, guardedFetch } from '../../lib/outbound-http.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import { listFeedBookings, ofBooking } from '../calendar-feeds/calendar-feeds.repository.ts'
import { feedEvent } from '../calendar-feeds/calendar-feeds.service.ts'
import { wordsFor } from '../mail/words.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { type CalDavAccess, calendarAt } from './caldav-client.ts'
import {
  type ConnectionRow,
  claimDueReads,
  claimDueWrites,
  recordRead,
  recordReadFailed,
  recordWriteFailed,
  recordWritten,
  type WriteRow,
  writtenBookingIds,
} from './calendar-sync.repository.ts'

/**
 * Calendar sync (decision 048), in the background and never in a request that books: each queued
 * change of a booking is written into (or removed from) its resource's calendar by the booking's
 * UID, and each connection's busy times are read on a schedule. A calendar that fails is tried
 * again, ever less often, until it answers; meanwhile the staff screen says the sync is behind.
 */
export interface CalendarSyncDeps {
  db: Db
  clock: Clock
  logger: Logger
  /** Seals and opens the calendar passwords. */
  box: SecretBox
  allowNetworks: AllowNetworks
  publicUrl: string
  /** The deadline of one request to a calendar. */
  timeoutMs?: number
}

const minute = 60_000
const day = 24 * 60 * minute
/** Busy times are read this often while the calendar answers. */
export const readEveryMs = 5 * minute
/** The waits after the 1st, 2nd, … failure in a row; an hour after that, for as long as it fails. */
const retryDelaysMs = [1, 2, 5, 10, 30, 60].map((minutes) => minutes * minute)
/** The most busy stretches one read keeps (a year of a busy calendar's events fits). */
const busyLimit = 10_000

/** When to try again after the `failures`-th failure in a row, with ±10 % jitter. */
export function retryAt(failures: number, now: Date, random = Math.random) {
  const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length) - 1] ?? minute
  return new Date(now.getTime() + Math.round(delay * (0.9 + 0.2 * random())))
}

/** Longer than a batch can take: each request has its own deadline. */
const leaseMs = 3 * minute
const writeBatch = 10
const readBatch = 4

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The calendar of a connection, reached through the guard (no private addresses). */
export const calendarOf = (deps: CalendarSyncDeps, connection: ConnectionRow) => {
  const access: CalDavAccess = {
    url: connection.calendarUrl,
    username: connection.username,
    password: deps.box.open(connection.password),
    fetch: guardedFetch({ allow: deps.allowNetworks, timeoutMs: deps.timeoutMs }),
  }
  return calendarAt(access, connection.calendarUrl)
}

/** Writes one queued booking as it now is: there while it stands on the resource, gone if not. */
async function writeOne(
  deps: CalendarSyncDeps,
  { write, connection }: { write: WriteRow; connection: ConnectionRow },
) {
  const now = deps.clock.now()
  const uid = `${write.bookingId}@reserva`
  try {
    const [booking] = await listFeedBookings(deps.db, { where: ofBooking(write.bookingId) })
    const stands =
      booking !== undefined &&
      booking.resourceId === connection.resourceId &&
      booking.status !== 'cancelled' &&
      booking.status !== 'declined'
    const calendar = calendarOf(deps, connection)
    if (stands) {
      const settings = await requireSettings(deps.db)
      const { t } = wordsFor(settings.defaultLanguage)
      const business = settings.name
      const ics = renderCalendar({
        prodId: `-//Reserva//${business}//${settings.defaultLanguage.toUpperCase()}`,
        timeZone: settings.timezone,
        events: [
          feedEvent(booking, {
            mine: false,
            t,
            business,
            address: settings.address,
            publicUrl: deps.publicUrl,
          }),
        ],
        now,
      })
      const { etag } = await calendar.put(uid, ics, { etag: write.present ? write.etag : null })
      await recordWritten(deps.db, { write, present: true, etag, now: deps.clock.now() })
    } else {
      if (write.present || write.writtenVersion === 0) await calendar.remove(uid)
      await recordWritten(deps.db, { write, present: false, etag: null, now: deps.clock.now() })
    }
  } catch (error) {
    const failedAt = deps.clock.now()
    await recordWriteFailed(deps.db, {
      write,
      error: message(error),
      now: failedAt,
      retryAt: retryAt(write.attempts + 1, failedAt),
    })
    deps.logger.warn(
      { err: error, bookingId: write.bookingId, connectionId: connection.id },
      'calendar write failed',
    )
  }
}

/**
 * Reads a connection's busy times for the bookable window, its own events left out. "Sync now"
 * calls it directly, whoever holds the scheduled read's lease: two reads replace the same rows.
 */
export async function readOne(deps: CalendarSyncDeps, connection: ConnectionRow) {
  const now = deps.clock.now()
  try {
    const settings = await requireSettings(deps.db)
    const from = new Date(now.getTime() - day)
    const to = new Date(now.getTime() + (settings.horizonDays + 2) * day)
    const own = await writtenBookingIds(deps.db, connection.id)
    const busy = await calendarOf(deps, connection).busy(from, to, {
      ignoreUid: (uid) => uid.endsWith('@reserva') && own.has(uid.slice(0, -'@reserva'.length)),
    })
    const readAt = deps.clock.now()
    await recordRead(deps.db, {
      connection,
      busy: busy.filter((time) => time.start < time.end).slice(0, busyLimit),
      now: readAt,
      nextAt: new Date(readAt.getTime() + readEveryMs),
    })
  } catch (error) {
    const failedAt = deps.clock.now()
    await recordReadFailed(deps.db, {
      connection,
      error: message(error),
      now: failedAt,
      retryAt: retryAt(connection.readFailures + 1, failedAt),
    })
    deps.logger.warn({ err: error, connectionId: connection.id }, 'calendar read failed')
  }
}

/**
 * One round: the writes due by `dueBy` (by now when not given), then the reads due by then
 * (unless `reads: false`). With `connectionId`, only that calendar's ("sync now"). Answers how
 * many of each it took on, so a caller can go on while batches are full.
 */
export async function syncDue(
  deps: CalendarSyncDeps,
  {
    connectionId,
    reads: withReads = true,
    dueBy,
  }: { connectionId?: string; reads?: boolean; dueBy?: Date } = {},
) {
  const claimedAt = deps.clock.now()
  const leaseUntil = new Date(claimedAt.getTime() + leaseMs)
  const writes = await claimDueWrites(deps.db, {
    limit: writeBatch,
    now: dueBy ?? claimedAt,
    leaseUntil,
    connectionId,
  })
  await Promise.all(writes.map((claimed) => writeOne(deps, claimed)))
  if (!withReads) return { writes: writes.length, reads: 0 }
  const reads = await claimDueReads(deps.db, {
    limit: readBatch,
    now: dueBy ?? deps.clock.now(),
    leaseUntil,
    connectionId,
  })
  await Promise.all(reads.map((connection) => readOne(deps, connection)))
  return { writes: writes.length, reads: reads.length }
}

export type CalendarSyncWorker = KickedWorker

/** Syncs whatever is due whenever kicked (a booking changed) or ticked by the scheduler. */
export const createCalendarSyncWorker = (deps: CalendarSyncDeps): CalendarSyncWorker =>
  kickedWorker({
    name: 'calendar sync',
    logger: deps.logger,
    clock: deps.clock,
    drain: async ({ stopped, dueBy }) => {
      for (;;) {
        const { writes, reads } = await syncDue(deps, { dueBy })
        if (stopped() || (writes < writeBatch && reads < readBatch)) break
      }
    },
  })
