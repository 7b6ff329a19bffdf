import { type BookingStatus, bookingUndoMinutes, cutoffPassed } from '@reserva/shared'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import {
  invalidTransition,
  notStarted,
  staffOnly,
  tooLateOnline,
  undoExpired,
} from './bookings.errors.ts'

/**
 * The booking rules (DESIGN §2, §3), without a database: who may do what, which status each
 * action leads to, and the cut-offs. The services load and lock the rows, then ask these.
 */

export const MINUTE = 60_000

export type BookingAction = 'cancel' | 'confirm' | 'decline' | 'complete' | 'no_show' | 'undo'
type Actor = Pick<CurrentUser, 'id' | 'role'>
/** The business's cut-offs for customers (staff are not bound by them). */
export interface CutoffPolicy {
  cancelCutoffMinutes: number
  rescheduleCutoffMinutes: number
}

/**
 * `pending → confirmed → completed | no_show`, `pending → declined`, `pending | confirmed →
 * cancelled`; `completed | no_show → confirmed` is the undo of a click made moments ago.
 */
export const transitions: Record<
  BookingAction,
  { from: readonly BookingStatus[]; to: BookingStatus; staffOnly: boolean }
> = {
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', staffOnly: false },
  confirm: { from: ['pending'], to: 'confirmed', staffOnly: true },
  decline: { from: ['pending'], to: 'declined', staffOnly: true },
  complete: { from: ['confirmed'], to: 'completed', staffOnly: true },
  no_show: { from: ['confirmed'], to: 'no_show', staffOnly: true },
  undo: { from: ['completed', 'no_show'], to: 'confirmed', staffOnly: true },
}

const done: Record<BookingAction, string> = {
  cancel: 'cancelled',
  confirm: 'confirmed',
  decline: 'declined',
  complete: 'completed',
  no_show: 'marked as a no-show',
  undo: 'undone',
}

const statusWord = (status: BookingStatus) => status.replace('_', '-')

/** The actions that may say why: the customer is told, so a decline or cancel can explain. */
export const takesReason = (action: BookingAction) => action === 'decline' || action === 'cancel'

/** Pending and confirmed bookings take their time and may still change. */
export const isOpen = (status: BookingStatus) => status === 'pending' || status === 'confirmed'

/** The one cut-off rule lives in the contract: the browser warns by it before booking. */
export { cutoffPassed }

/** Its customer and staff see a booking; for anyone else it does not exist (404). */
export const maySee = (actor: Actor, booking: { customerId: string }) =>
  booking.customerId === actor.id || isStaff(actor)

/** Booking for another account is staff work. */
export const mayBookFor = (actor: Actor, customerId: string) =>
  customerId === actor.id || isStaff(actor)

/** Choosing the resource (the operator's calendar lane) is staff work; customers get the first free one. */
export const mayChooseResource = (actor: Actor) => isStaff(actor)

/** Only staff list every booking. */
export const maySeeAll = (actor: Actor) => isStaff(actor)

/** Online bookings wait for an operator when the business asks for it; others are confirmed. */
export const initialStatus = ({
  source,
  requireConfirmation,
}: {
  source: 'online' | 'quote' | 'staff'
  requireConfirmation: boolean
}): BookingStatus => (requireConfirmation && source === 'online' ? 'pending' : 'confirmed')

/** Who acts on which booking, under which cut-offs, when: what the checks below look at. */
type BookingCheck = {
  actor: Actor
  booking: { status: BookingStatus; startAt: Date; statusChangedAt?: Date | null }
  policy: CutoffPolicy
  now: Date
}

/**
 * Until when a completion or no-show can be undone: `bookingUndoMinutes` after it was marked.
 * Null for other statuses, and for one marked before the time of a change was kept.
 */
export function undoUntil(booking: BookingCheck['booking']): Date | null {
  if (!transitions.undo.from.includes(booking.status) || !booking.statusChangedAt) return null
  return new Date(booking.statusChangedAt.getTime() + bookingUndoMinutes * MINUTE)
}

/** What `actor` may do with the booking now: exactly what the checks below let through. */
export function allowedActions({ actor, booking, policy, now }: BookingCheck) {
  const open = isOpen(booking.status)
  const staff = isStaff(actor)
  const before = (cutoffMinutes: number) =>
    !cutoffPassed({ startAt: booking.startAt, now, cutoffMinutes })
  const until = undoUntil(booking)
  return {
    cancel: open && (staff || before(policy.cancelCutoffMinutes)),
    reschedule: open && (staff || before(policy.rescheduleCutoffMinutes)),
    undo: staff && until !== null && now <= until,
  }
}

/**
 * The status `action` leads to, if `actor` may take it now: 403 for a customer doing staff
 * work, 409 `bookings.invalid_transition` from a status it does not leave, 409
 * `bookings.cutoff_passed` for a customer's late cancel, 409 `bookings.not_started` for completing
 * (or a no-show) before the start. `actor` is one who may see the booking (`maySee`).
 */
export function statusAfter({
  actor,
  action,
  booking,
  policy,
  now,
}: BookingCheck & { action: BookingAction }): BookingStatus {
  const rule = transitions[action]
  if (rule.staffOnly && !isStaff(actor)) throw staffOnly('Only staff may do this')
  if (!rule.from.includes(booking.status)) {
    throw invalidTransition(`A ${statusWord(booking.status)} booking cannot be ${done[action]}`)
  }
  if (
    action === 'cancel' &&
    !isStaff(actor) &&
    cutoffPassed({ startAt: booking.startAt, now, cutoffMinutes: policy.cancelCutoffMinutes })
  ) {
    throw tooLateOnline('cancel', policy.cancelCutoffMinutes)
  }
  if ((action === 'complete' || action === 'no_show') && booking.startAt > now) throw notStarted()
  if (action === 'undo') {
    const until = undoUntil(booking)
    if (!until || now > until) throw undoExpired()
  }
  return rule.to
}

/** Checks that `actor` may move the booking now (open, and before a customer's cut-off). */
export function checkReschedule({ actor, booking, policy, now }: BookingCheck) {
  if (!isOpen(booking.status)) {
    throw invalidTransition(`A ${statusWord(booking.status)} booking cannot be moved`)
  }
  if (
    !isStaff(actor) &&
    cutoffPassed({ startAt: booking.startAt, now, cutoffMinutes: policy.rescheduleCutoffMinutes })
  ) {
    throw tooLateOnline('reschedule', policy.rescheduleCutoffMinutes)
  }
}

/** Where a booking or hold of `service` starting at `start` ends, and the time it blocks. */
export function timesOf(
  service: { durationMinutes: number; bufferBeforeMinutes: number; bufferAfterMinutes: number },
  start: Date,
) {
  const end = new Date(start.getTime() + service.durationMinutes * MINUTE)
  return {
    end,
    blockStart: new Date(start.getTime() - service.bufferBeforeMinutes * MINUTE),
    blockEnd: new Date(end.getTime() + service.bufferAfterMinutes * MINUTE),
  }
}

/** Bookings and holds of one class (a shared service at one start) share this key. */
export const sharedSlotKey = (serviceId: string, start: Date) =>
  `${serviceId}@${start.toISOString()}`
