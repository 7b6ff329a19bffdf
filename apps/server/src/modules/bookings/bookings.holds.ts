import crypto from 'node:crypto'
import type { Hold } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import { isExclusionViolation, isUniqueViolation, retryOnLockConflict } from '../../db/errors.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { rateLimited } from '../../lib/errors.ts'
import { consumeRateLimit } from '../../lib/rate-limit.ts'
import type { CurrentUser } from '../auth/session.ts'
import { slotTaken } from '../availability/availability.errors.ts'
import { recheckSlot, requireService } from '../availability/availability.service.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { holdBusy, noSuchHold, quoteOnly } from './bookings.errors.ts'
import { holdEvent } from './bookings.events.ts'
import { lockAll, tryLock } from './bookings.locks.ts'
import {
  deleteExpiredHolds,
  deleteExpiredHoldsIn,
  deleteHoldsOf,
  findHoldOf,
  type HoldRow,
  insertHold,
} from './bookings.repository.ts'
import { MINUTE, sharedSlotKey, timesOf } from './bookings.rules.ts'

type HoldDeps = { db: Db; events: EventBus }

/**
 * How often one may ask for a hold, so that holds cannot be hoarded. A hold is asked for each
 * time the confirm step opens, so a real customer asks a handful of times per booking.
 * - per person: 30 in 10 minutes, one every 20 seconds for 10 minutes on end;
 * - per address: 100 in 10 minutes, room for a household or an office behind one address;
 * - per person and time: 3 fresh holds of the same time in six hold lengths (an hour at the
 *   default 10 minutes). Holding it again while the hold is live never extends it, and hopping
 *   to another time and back gives a fresh one only three times: one account can keep a time
 *   at most half of the time, never for good.
 * Every attempt counts towards the first two, before anything is read, so probing costs too.
 */
export const holdLimits = {
  perUser: { max: 30, windowSeconds: 600 },
  perAddress: { max: 100, windowSeconds: 600 },
  freshPerSlot: { max: 3, holdLengths: 6 },
} as const

const toHold = (row: HoldRow): Hold => ({
  id: row.id,
  serviceId: row.serviceId,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
})

/**
 * Holds `start` of a service for `user` for the business's hold length; `created` is false when
 * the same hold was live already (it comes back unchanged, its expiry not moved). A person has
 * one hold: a new time replaces the old one. Parallel requests by one person get one hold and
 * 409 `bookings.hold_busy`, never two holds (the unique index `holds_one_per_holder` is the rule;
 * the advisory lock only keeps them from queueing and deadlocking).
 */
export async function createHold(
  deps: HoldDeps,
  {
    user,
    address,
    serviceId,
    start,
    seats,
    now,
  }: {
    user: CurrentUser
    /** The client's address (clientAddress), for its rate limit. */
    address: string
    serviceId: string
    start: Date
    seats: number
    now: Date
  },
): Promise<{ hold: Hold; created: boolean }> {
  for (const [key, limit] of [
    [`reserva:hold-user:${user.id}`, holdLimits.perUser],
    [`reserva:hold-address:${address}`, holdLimits.perAddress],
  ] as const) {
    const { allowed, retryAfter } = await consumeRateLimit(deps.db, {
      key,
      ...limit,
      now: now.getTime(),
    })
    if (!allowed) throw rateLimited(retryAfter)
  }
  try {
    return await retryOnLockConflict(
      () =>
        deps.events.transaction(deps.db, (tx) =>
          holdIn(tx, { events: deps.events, user, serviceId, start, seats, now }),
        ),
      { exhausted: holdBusy },
    )
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken()
    // Only reachable if two of one person's holds got past the lock: the index refused one.
    if (isUniqueViolation(error)) throw holdBusy()
    throw error
  }
}

/**
 * The order matters on PostgreSQL: first the person (try, never wait: a second request of theirs
 * answers 409 at once), then every resource the new and the old hold touch, in one sorted order.
 * Every write to a resource's holds happens under its lock, so two hold transactions never both
 * have an uncommitted row in one exclusion check, where they could deadlock.
 */
async function holdIn(
  tx: Tx,
  {
    events,
    user,
    serviceId,
    start,
    seats,
    now,
  }: {
    events: EventBus
    user: CurrentUser
    serviceId: string
    start: Date
    seats: number
    now: Date
  },
): Promise<{ hold: Hold; created: boolean }> {
  if (!(await tryLock(tx, `reserva:hold-user:${user.id}`))) throw holdBusy()
  const own = await findHoldOf(tx, user.id)
  const sameTime =
    own !== undefined &&
    own.expiresAt > now &&
    own.serviceId === serviceId &&
    own.startAt.getTime() === start.getTime()
      ? own
      : undefined
  if (sameTime && sameTime.seats === seats) return { hold: toHold(sameTime), created: false }

  const [settings, service] = await Promise.all([
    requireSettings(tx),
    requireService(tx, serviceId),
  ])
  if (service.pricing === 'quote') throw quoteOnly()
  if (!sameTime) {
    // Inside the transaction: a refused or failed hold does not count.
    const { allowed, retryAfter } = await consumeRateLimit(tx, {
      key: `reserva:hold-slot:${user.id}:${serviceId}@${start.toISOString()}`,
      max: holdLimits.freshPerSlot.max,
      windowSeconds: holdLimits.freshPerSlot.holdLengths * settings.holdMinutes * 60,
      now: now.getTime(),
    })
    if (!allowed) throw rateLimited(retryAfter)
  }

  await lockAll(
    tx,
    [...service.resourceIds, ...(own ? [own.resourceId] : [])].map(
      (id) => `reserva:hold-resource:${id}`,
    ),
  )
  // One hold per person: picking another time lets the previous one go, lapsed or not.
  for (const old of await deleteHoldsOf(tx, user.id)) {
    await events.publish(tx, { type: 'hold.released', ...holdEvent(old) })
  }
  const { resourceId } = await recheckSlot(tx, {
    serviceId,
    start,
    seats,
    now,
    exceptHolderId: user.id,
  })
  const { end, blockStart, blockEnd } = timesOf(service, start)
  await deleteExpiredHoldsIn(tx, { resourceId, from: blockStart, to: blockEnd, now })
  const row = await insertHold(tx, {
    serviceId,
    resourceId,
    startAt: start,
    endAt: end,
    blockStart,
    blockEnd,
    shareKey: service.capacity > 1 ? sharedSlotKey(serviceId, start) : crypto.randomUUID(),
    seats,
    holderId: user.id,
    // Changing the seats of a live hold keeps its expiry: holding again never renews it.
    expiresAt: sameTime?.expiresAt ?? new Date(now.getTime() + settings.holdMinutes * MINUTE),
  })
  await events.publish(tx, { type: 'hold.created', ...holdEvent(row) })
  return { hold: toHold(row), created: true }
}

export async function releaseHold(
  deps: HoldDeps,
  { user, holdId }: { user: CurrentUser; holdId: string },
) {
  await deps.events.transaction(deps.db, async (tx) => {
    const [removed] = await deleteHoldsOf(tx, user.id, { id: holdId })
    if (!removed) throw noSuchHold()
    await deps.events.publish(tx, { type: 'hold.released', ...holdEvent(removed) })
  })
}

/**
 * Deletes lapsed holds (the scheduler's hold sweep). They are ignored everywhere already; this
 * keeps the table small and tells live views the time is free. Safe in several processes at once.
 */
export async function sweepLapsedHolds(
  deps: HoldDeps,
  { now, limit = 500 }: { now: Date; limit?: number },
) {
  return deps.events.transaction(deps.db, async (tx) => {
    const swept = await deleteExpiredHolds(tx, { now, limit })
    for (const hold of swept) {
      await deps.events.publish(tx, { type: 'hold.released', ...holdEvent(hold) })
    }
    return swept.length
  })
}
