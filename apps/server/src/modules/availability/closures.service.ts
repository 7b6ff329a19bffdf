import type { Closure, closureInputSchema } from '@reserva/shared'
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { invalidField, notFound } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { coversBookings } from '../catalogue/catalogue.errors.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { coveredBookings } from './availability.coverage.ts'
import { findOpenBookingsOf } from './availability.hours.repository.ts'
import { dateIn } from './availability.service.ts'
import { businessClosures } from './availability.table.ts'
import { closedDates, closureSpan } from './closures.ts'

// Whole days the business is closed (issue #44 item 7). The slot engine reads them with every
// resource's hours (availability.repository.ts), so slots, bookings and statistics honour them.

const asClosure = (row: typeof businessClosures.$inferSelect): Closure => ({
  id: row.id,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  reason: row.reason,
})

/** The closures that have not ended by `now`'s date in the business's zone, soonest first. */
export async function listClosures(db: Db, { now }: { now: Date }): Promise<Closure[]> {
  const { timezone } = await requireSettings(db)
  const rows = await db
    .select()
    .from(businessClosures)
    .where(gte(businessClosures.lastDay, dateIn(timezone, now)))
    .orderBy(asc(businessClosures.firstDay))
  return rows.map(asClosure)
}

/** The dates closures close between `from` and `to` (calendar dates, both included). */
export async function closedDatesBetween(db: Db, { from, to }: { from: string; to: string }) {
  const rows = await db
    .select({ firstDay: businessClosures.firstDay, lastDay: businessClosures.lastDay })
    .from(businessClosures)
    .where(and(gte(businessClosures.lastDay, from), lte(businessClosures.firstDay, to)))
  return closedDates(rows, { from, to })
}

/**
 * Closes the business from `firstDay` to `lastDay`. Days already past are refused (they would
 * rewrite the statistics of days that happened); open bookings on those days are listed (409
 * `catalogue.covers_bookings`) unless acknowledged, and then stay as they are for staff to move.
 */
export async function addClosure(
  db: Db,
  {
    actorId,
    input,
    now,
  }: { actorId: string; input: z.output<typeof closureInputSchema>; now: Date },
): Promise<Closure> {
  const { acknowledgeBookings, ...closure } = input
  return db.transaction(async (tx) => {
    const { timezone } = await requireSettings(tx)
    if (closure.firstDay < dateIn(timezone, now))
      throw invalidField(
        'firstDay',
        'Choose today or a later day',
        'A closure cannot start in the past',
      )
    const covered = await findOpenBookingsOf(tx, closureSpan(timezone, closure))
    if (covered.length > 0 && !acknowledgeBookings) throw coversBookings(coveredBookings(covered))
    const [row] = await tx.insert(businessClosures).values(closure).returning()
    if (!row) throw new Error('closure insert returned no row')
    await writeAudit(tx, {
      actorId,
      action: 'closure.added',
      entity: 'closure',
      entityId: row.id,
      data: {
        ...closure,
        ...(covered.length > 0 ? { coveredBookings: covered.map((b) => b.reference) } : {}),
      },
    })
    return asClosure(row)
  })
}

/** Opens the days of a closure again. */
export async function removeClosure(db: Db, { actorId, id }: { actorId: string; id: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(businessClosures).where(eq(businessClosures.id, id)).returning()
    if (!row) throw notFound('No such closure')
    await writeAudit(tx, {
      actorId,
      action: 'closure.removed',
      entity: 'closure',
      entityId: id,
      data: { firstDay: row.firstDay, lastDay: row.lastDay, reason: row.reason },
    })
  })
}
