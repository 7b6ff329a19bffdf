import { and, gt, inArray, lt, ne } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bookings, holds } from '../bookings/bookings.table.ts'

/** What takes a resource's time: pending and confirmed bookings (live holds too, below). */
const active = inArray(bookings.status, ['pending', 'confirmed'])

/** Active bookings and live holds on `resourceIds` that touch [from, to), in one statement. */
export async function findBusy(
  db: Db | Tx,
  {
    resourceIds,
    from,
    to,
    now,
    exceptHolderId,
    exceptBookingId,
  }: {
    resourceIds: string[]
    from: Date
    to: Date
    now: Date
    exceptHolderId?: string
    exceptBookingId?: string
  },
) {
  if (resourceIds.length === 0) return []
  return db
    .select({
      resourceId: bookings.resourceId,
      serviceId: bookings.serviceId,
      blockStart: bookings.blockStart,
      blockEnd: bookings.blockEnd,
      seats: bookings.seats,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.resourceId, resourceIds),
        active,
        lt(bookings.blockStart, to),
        gt(bookings.blockEnd, from),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    )
    .unionAll(
      db
        .select({
          resourceId: holds.resourceId,
          serviceId: holds.serviceId,
          blockStart: holds.blockStart,
          blockEnd: holds.blockEnd,
          seats: holds.seats,
        })
        .from(holds)
        .where(
          and(
            inArray(holds.resourceId, resourceIds),
            gt(holds.expiresAt, now),
            lt(holds.blockStart, to),
            gt(holds.blockEnd, from),
            exceptHolderId ? ne(holds.holderId, exceptHolderId) : undefined,
          ),
        ),
    )
}
