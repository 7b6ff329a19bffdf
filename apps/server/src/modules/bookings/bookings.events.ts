import type { BookingStatus } from '@reserva/shared'

/**
 * What bookings and holds publish (docs/decisions/006-domain-events.md). Every event names the
 * customer it concerns, so live updates can route it; times are ISO instants.
 */
declare module '../../lib/domain-events.ts' {
  interface DomainEvents {
    'booking.created': {
      bookingId: string
      customerId: string
      status: BookingStatus
      resourceIds: string[]
      startsAt: string
      endsAt: string
    }
    'booking.status_changed': {
      bookingId: string
      customerId: string
      from: BookingStatus
      to: BookingStatus
      /** Who made the change: the customer (`customerId`), or staff. */
      actorId: string
      /** Freed again when it is cancelled or declined. */
      resourceIds: string[]
      /** Why it was declined or cancelled, when whoever did it said (also kept on the booking). */
      reason?: string
    }
    'booking.rescheduled': {
      bookingId: string
      customerId: string
      resourceIds: string[]
      startsAt: string
      endsAt: string
      /** Where it was: that time is free again. */
      previous: { resourceIds: string[]; startsAt: string; endsAt: string }
    }
    /** Its reminder is due (the scheduler found it); the reminder mail is queued on this. */
    'booking.reminder_due': { bookingId: string; customerId: string }
    'hold.created': HoldEvent
    'hold.released': HoldEvent
  }
}

interface HoldEvent {
  holdId: string
  customerId: string
  resourceIds: string[]
  startsAt: string
  endsAt: string
}

/** The fields a hold event carries, from its row. */
export const holdEvent = (row: {
  id: string
  holderId: string
  resourceId: string
  startAt: Date
  endAt: Date
}): HoldEvent => ({
  holdId: row.id,
  customerId: row.holderId,
  resourceIds: [row.resourceId],
  startsAt: row.startAt.toISOString(),
  endsAt: row.endAt.toISOString(),
})
