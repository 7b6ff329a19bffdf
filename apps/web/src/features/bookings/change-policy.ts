import { cutoffPassed, type PublicSettings } from '@reserva/shared'

export type ChangePolicy = PublicSettings['policies']

/**
 * What a customer may still do online with a booking starting at `start`, once booked now: the
 * last moments at which it can be cancelled and moved, and whether each has already passed.
 * The server decides at the time (`bookings.cutoff_passed`); this only says so beforehand.
 */
export function changeWindow(start: string, policy: ChangePolicy, now: number) {
  const startAt = new Date(start)
  const at = new Date(now)
  const until = (minutes: number) => new Date(startAt.getTime() - minutes * 60_000).toISOString()
  return {
    cancelUntil: until(policy.cancelCutoffMinutes),
    rescheduleUntil: until(policy.rescheduleCutoffMinutes),
    canCancel: !cutoffPassed({ startAt, now: at, cutoffMinutes: policy.cancelCutoffMinutes }),
    canReschedule: !cutoffPassed({
      startAt,
      now: at,
      cutoffMinutes: policy.rescheduleCutoffMinutes,
    }),
  }
}
