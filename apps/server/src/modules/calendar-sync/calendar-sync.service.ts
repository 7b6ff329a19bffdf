import {
  type CalendarConnection,
  type CalendarConnectionInput,
  calendarSyncErrorCodes,
} from '@reserva/shared'
import { eq } from 'drizzle-orm'
import { errorFactory, invalidField, notFound } from '../../lib/errors.ts'
import { checkOutboundUrl, guardedFetch } from '../../lib/outbound-http.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import type { CurrentUser } from '../auth/session.ts'
import { resources } from '../catalogue/catalogue.table.ts'
import { CalDavError, openCalDav } from './caldav-client.ts'
import { queueUpcomingBookings } from './calendar-sync.queue.ts'
import {
  type ConnectionRow,
  deleteConnection,
  findConnection,
  markDueNow,
  saveConnection,
  syncStanding,
} from './calendar-sync.repository.ts'
import type { CalendarSyncDeps, CalendarSyncWorker } from './calendar-sync.worker.ts'
import { readOne, syncDue } from './calendar-sync.worker.ts'

/**
 * Connecting a resource's CalDAV calendar (decision 048): checked before it is saved (the address
 * allowed, the login taken, a calendar there), the password sealed; then every booking to come is
 * queued for it and its busy times read. Staff see how the sync stands, and can ask for it now.
 */
export interface CalendarSyncServiceDeps extends CalendarSyncDeps {
  worker: CalendarSyncWorker
}

const syncError = errorFactory(calendarSyncErrorCodes)

async function requireResource(deps: CalendarSyncDeps, resourceId: string) {
  const [row] = await deps.db
    .select({ name: resources.name })
    .from(resources)
    .where(eq(resources.id, resourceId))
  if (!row) throw notFound('No such resource')
  return row
}

async function present(
  deps: CalendarSyncDeps,
  connection: ConnectionRow,
): Promise<CalendarConnection> {
  const standing = await syncStanding(deps.db, {
    connectionId: connection.id,
    now: deps.clock.now(),
  })
  const behindSince = [standing.failingSince, connection.readFailingSince]
    .filter((date): date is Date => date !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0]
  return {
    url: connection.url,
    calendarUrl: connection.calendarUrl,
    username: connection.username,
    state: behindSince ? 'behind' : connection.lastReadAt ? 'ok' : 'starting',
    waitingChanges: standing.waiting,
    lastError: behindSince ? (connection.readError ?? standing.lastError) : null,
    behindSince: behindSince?.toISOString() ?? null,
    lastReadAt: connection.lastReadAt?.toISOString() ?? null,
    busyTimes: standing.busyTimes,
    lastWrittenAt: connection.lastWrittenAt?.toISOString() ?? null,
    nextReadAt: connection.readDueAt.toISOString(),
    connectedAt: connection.createdAt.toISOString(),
  }
}

/** A resource's connection as staff see it, or null when it has none. */
export async function connectionOf(deps: CalendarSyncDeps, resourceId: string) {
  await requireResource(deps, resourceId)
  const connection = await findConnection(deps.db, resourceId)
  return connection ? present(deps, connection) : null
}

/** The calendar at the address, logged into: the error staff are shown when it cannot be. */
async function checkCalendar(
  deps: CalendarSyncDeps,
  { url, username, password }: { url: string; username: string; password: string },
) {
  const allowed = await checkOutboundUrl(url, deps.allowNetworks)
  if (!allowed.ok)
    throw syncError(
      'calendar_sync.address_refused',
      `This address cannot be used: ${allowed.reason}`,
    )
  try {
    return await openCalDav({
      url,
      username,
      password,
      fetch: guardedFetch({ allow: deps.allowNetworks, timeoutMs: deps.timeoutMs }),
    })
  } catch (error) {
    if (!(error instanceof CalDavError)) throw error
    const code =
      error.reason === 'refused'
        ? 'calendar_sync.refused'
        : error.reason === 'not_a_calendar'
          ? 'calendar_sync.not_a_calendar'
          : 'calendar_sync.unreachable'
    throw syncError(code, error.message)
  }
}

/**
 * Connects (or reconnects with new details) the resource's calendar, once the calendar took the
 * login; without a password, the stored one is used. Audited without the password.
 */
export async function connectCalendar(
  deps: CalendarSyncServiceDeps,
  {
    actor,
    resourceId,
    input,
  }: { actor: CurrentUser; resourceId: string; input: CalendarConnectionInput },
) {
  const { name } = await requireResource(deps, resourceId)
  const existing = await findConnection(deps.db, resourceId)
  const password = input.password ?? (existing && deps.box.open(existing.password))
  if (!password)
    throw invalidField('password', 'Required', 'Give the calendar’s password to connect it')
  const calendar = await checkCalendar(deps, { ...input, password })
  const now = deps.clock.now()
  const saved = await deps.db.transaction(async (tx) => {
    const row = await saveConnection(tx, {
      resourceId,
      url: input.url,
      calendarUrl: calendar.url,
      username: input.username,
      password: deps.box.seal(password),
      now,
    })
    // A first connection, or another calendar: it is to hold every booking to come.
    if (!existing || existing.calendarUrl !== calendar.url)
      await queueUpcomingBookings(tx, { connectionId: row.id, resourceId, now })
    await writeAudit(tx, {
      actorId: actor.id,
      action: existing ? 'resource.calendar_changed' : 'resource.calendar_connected',
      entity: 'resource',
      entityId: resourceId,
      data: { name, url: input.url, username: input.username },
    })
    return row
  })
  deps.worker.kick()
  return present(deps, saved)
}

/** Disconnects the calendar; the events written stay in it. Audited. */
export async function disconnectCalendar(
  deps: CalendarSyncDeps,
  { actor, resourceId }: { actor: CurrentUser; resourceId: string },
) {
  const { name } = await requireResource(deps, resourceId)
  await deps.db.transaction(async (tx) => {
    const [deleted] = await deleteConnection(tx, resourceId)
    if (!deleted) return
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'resource.calendar_disconnected',
      entity: 'resource',
      entityId: resourceId,
      data: { name },
    })
  })
}

/**
 * "Sync now": the connection's waiting writes and its read, at once and in this request (staff
 * asked, and wait to see the answer); a calendar that fails says so in the answer.
 */
export async function syncNow(deps: CalendarSyncDeps, resourceId: string) {
  await requireResource(deps, resourceId)
  const connection = await findConnection(deps.db, resourceId)
  if (!connection) throw syncError('calendar_sync.not_connected', 'No calendar is connected')
  await markDueNow(deps.db, { connectionId: connection.id, now: deps.clock.now() })
  // A few rounds drain a backlog; whatever is left goes on in the background. The read is made
  // here whatever the scheduler is doing: staff asked, and are shown what it found.
  for (let round = 0; round < 5; round++) {
    const { writes } = await syncDue(deps, { connectionId: connection.id, reads: false })
    if (writes < 10) break
  }
  await readOne(deps, connection)
  const after = await findConnection(deps.db, resourceId)
  if (!after) throw syncError('calendar_sync.not_connected', 'No calendar is connected')
  return present(deps, after)
}
