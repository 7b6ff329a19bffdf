import { type BookingStatus, bookingStatuses } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import type { AppError } from '../../lib/errors.ts'
import {
  allowedActions,
  type BookingAction,
  checkReschedule,
  cutoffPassed,
  initialStatus,
  mayBookFor,
  maySee,
  maySeeAll,
  statusAfter,
  timesOf,
  transitions,
  undoUntil,
} from './bookings.rules.ts'

const now = new Date('2026-03-02T09:00:00Z')
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000)
const customer = { id: 'cat', role: 'customer' as const }
const stranger = { id: 'otis', role: 'customer' as const }
const operator = { id: 'olga', role: 'operator' as const }
const admin = { id: 'ada', role: 'admin' as const }
const policy = { cancelCutoffMinutes: 24 * 60, rescheduleCutoffMinutes: 48 * 60 }
const statuses: readonly BookingStatus[] = bookingStatuses

/** The error code `run` throws, or undefined when it does not throw. */
function codeOf(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    return (error as AppError).code
  }
}

describe('the cut-off', () => {
  it('has passed when less than the cut-off is left before the start, not at exactly the cut-off', () => {
    const cutoffMinutes = 24 * 60
    expect(cutoffPassed({ startAt: hoursFromNow(25), now, cutoffMinutes })).toBe(false)
    expect(cutoffPassed({ startAt: hoursFromNow(24), now, cutoffMinutes })).toBe(false)
    expect(
      cutoffPassed({ startAt: new Date(hoursFromNow(24).getTime() - 1), now, cutoffMinutes }),
    ).toBe(true)
    expect(cutoffPassed({ startAt: hoursFromNow(-1), now, cutoffMinutes })).toBe(true)
  })

  it('never passes for a cut-off of zero before the start', () => {
    expect(cutoffPassed({ startAt: now, now, cutoffMinutes: 0 })).toBe(false)
    expect(cutoffPassed({ startAt: hoursFromNow(-0.01), now, cutoffMinutes: 0 })).toBe(true)
  })
})

describe('who may see and book', () => {
  it('shows a booking to its customer and to staff only', () => {
    const booking = { customerId: 'cat' }
    expect(maySee(customer, booking)).toBe(true)
    expect(maySee(stranger, booking)).toBe(false)
    expect(maySee(operator, booking)).toBe(true)
    expect(maySee(admin, booking)).toBe(true)
    expect([customer, operator, admin].map(maySeeAll)).toEqual([false, true, true])
  })

  it('lets customers book for themselves and staff for anyone', () => {
    expect(mayBookFor(customer, 'cat')).toBe(true)
    expect(mayBookFor(customer, 'otis')).toBe(false)
    expect(mayBookFor(operator, 'otis')).toBe(true)
  })

  it('leaves only online bookings pending, and only when the business confirms them', () => {
    expect(initialStatus({ source: 'online', requireConfirmation: true })).toBe('pending')
    expect(initialStatus({ source: 'online', requireConfirmation: false })).toBe('confirmed')
    expect(initialStatus({ source: 'staff', requireConfirmation: true })).toBe('confirmed')
    expect(initialStatus({ source: 'quote', requireConfirmation: true })).toBe('confirmed')
  })
})

describe('status changes', () => {
  const change = (
    actor: typeof customer | typeof operator,
    action: BookingAction,
    status: BookingStatus,
    startAt = hoursFromNow(72),
  ) =>
    statusAfter({ actor, action, booking: { status, startAt, statusChangedAt: now }, policy, now })

  it('follows pending → confirmed → completed | no_show (undone back), pending → declined, open → cancelled', () => {
    const reachable: Record<string, string> = {}
    for (const action of Object.keys(transitions) as BookingAction[]) {
      for (const status of statuses) {
        // Started an hour ago, so completing is possible; staff, so no cut-off applies.
        const code = codeOf(() => change(operator, action, status, hoursFromNow(-1)))
        if (code === undefined)
          reachable[`${status} ${action}`] = change(operator, action, status, hoursFromNow(-1))
        else expect(code).toBe('bookings.invalid_transition')
      }
    }
    expect(reachable).toEqual({
      'pending cancel': 'cancelled',
      'confirmed cancel': 'cancelled',
      'pending confirm': 'confirmed',
      'pending decline': 'declined',
      'confirmed complete': 'completed',
      'confirmed no_show': 'no_show',
      'completed undo': 'confirmed',
      'no_show undo': 'confirmed',
    })
  })

  it('undoes a completion or no-show for staff within the window only', () => {
    const marked = (minutesAgo: number | null) => ({
      status: 'completed' as const,
      startAt: hoursFromNow(-2),
      statusChangedAt: minutesAgo === null ? null : new Date(now.getTime() - minutesAgo * 60_000),
    })
    const undo = (actor: typeof customer | typeof operator, booking: ReturnType<typeof marked>) =>
      codeOf(() => statusAfter({ actor, action: 'undo', booking, policy, now }))
    expect(undo(operator, marked(15))).toBeUndefined()
    expect(undo(operator, marked(15.01))).toBe('bookings.undo_expired')
    expect(undo(operator, marked(null))).toBe('bookings.undo_expired')
    expect(undo(customer, marked(1))).toBe('forbidden')
    expect(undoUntil(marked(5))).toEqual(new Date(now.getTime() + 10 * 60_000))
    expect(allowedActions({ actor: operator, booking: marked(5), policy, now }).undo).toBe(true)
    expect(allowedActions({ actor: operator, booking: marked(16), policy, now }).undo).toBe(false)
    expect(allowedActions({ actor: customer, booking: marked(5), policy, now }).undo).toBe(false)
  })

  it('says which status cannot take which action', () => {
    expect(() => change(operator, 'no_show', 'no_show', hoursFromNow(-1))).toThrow(
      'A no-show booking cannot be marked as a no-show',
    )
    expect(() => change(customer, 'cancel', 'cancelled')).toThrow(
      'A cancelled booking cannot be cancelled',
    )
  })

  it('keeps confirming, declining, completing and no-shows for staff (403 for customers)', () => {
    for (const action of ['confirm', 'decline', 'complete', 'no_show'] as const) {
      expect(codeOf(() => change(customer, action, 'pending'))).toBe('forbidden')
    }
    expect(change(customer, 'cancel', 'confirmed')).toBe('cancelled')
  })

  it('refuses a customer’s cancel inside the cut-off with the cut-off in the details; staff may', () => {
    let refusal: AppError | undefined
    try {
      change(customer, 'cancel', 'confirmed', hoursFromNow(23))
    } catch (error) {
      refusal = error as AppError
    }
    expect(refusal).toMatchObject({
      code: 'bookings.cutoff_passed',
      status: 409,
      details: { cutoffMinutes: 1440 },
      message:
        'It is too late to cancel online: bookings can be cancelled up to 24 hours before they start. Please call us.',
    })
    expect(change(operator, 'cancel', 'confirmed', hoursFromNow(1))).toBe('cancelled')
  })

  it('completes or marks a no-show only once the booking has started', () => {
    expect(codeOf(() => change(operator, 'complete', 'confirmed', hoursFromNow(1)))).toBe(
      'bookings.not_started',
    )
    expect(change(operator, 'no_show', 'confirmed', now)).toBe('no_show')
  })
})

describe('rescheduling', () => {
  const move = (actor: typeof customer | typeof operator, status: BookingStatus, hours: number) =>
    codeOf(() =>
      checkReschedule({ actor, booking: { status, startAt: hoursFromNow(hours) }, policy, now }),
    )

  it('moves open bookings only', () => {
    expect(move(customer, 'pending', 72)).toBeUndefined()
    expect(move(customer, 'confirmed', 72)).toBeUndefined()
    for (const status of ['declined', 'cancelled', 'completed', 'no_show'] as const) {
      expect(move(operator, status, 72)).toBe('bookings.invalid_transition')
    }
  })

  it('holds customers to the reschedule cut-off (not the cancel one), and not staff', () => {
    expect(move(customer, 'confirmed', 47)).toBe('bookings.cutoff_passed')
    expect(move(operator, 'confirmed', 1)).toBeUndefined()
  })
})

describe('what a viewer may do, as the booking shows it', () => {
  it('agrees with the checks for every status, role and time', () => {
    for (const status of statuses) {
      for (const actor of [customer, operator]) {
        for (const hours of [-1, 1, 23.5, 24, 47, 48, 72]) {
          const booking = { status, startAt: hoursFromNow(hours), statusChangedAt: now }
          const can = allowedActions({ actor, booking, policy, now })
          expect(can.undo).toBe(
            codeOf(() => statusAfter({ actor, action: 'undo', booking, policy, now })) ===
              undefined,
          )
          expect(can.cancel).toBe(
            codeOf(() => statusAfter({ actor, action: 'cancel', booking, policy, now })) ===
              undefined,
          )
          expect(can.reschedule).toBe(
            codeOf(() => checkReschedule({ actor, booking, policy, now })) === undefined,
          )
        }
      }
    }
  })
})

describe('times', () => {
  it('blocks the buffers before and after the service', () => {
    const start = new Date('2026-03-02T10:00:00Z')
    expect(
      timesOf({ durationMinutes: 60, bufferBeforeMinutes: 10, bufferAfterMinutes: 15 }, start),
    ).toEqual({
      end: new Date('2026-03-02T11:00:00Z'),
      blockStart: new Date('2026-03-02T09:50:00Z'),
      blockEnd: new Date('2026-03-02T11:15:00Z'),
    })
  })
})
