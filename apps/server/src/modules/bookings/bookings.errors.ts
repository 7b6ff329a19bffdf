import { bookingErrorCodes, bookingUndoMinutes, overrideMaxPastHours } from '@reserva/shared'
import { isCheckViolation, isExclusionViolation } from '../../db/errors.ts'
import { commonError, errorFactory, invalidField, notFound } from '../../lib/errors.ts'

const bookingError = errorFactory(bookingErrorCodes)

/**
 * The database refused a double booking: the exclusion constraint over a resource's time
 * (23P01), or a shared slot's seat count going over capacity (23514).
 */
export const isSlotConflict = (error: unknown) =>
  isExclusionViolation(error) || isCheckViolation(error)

export const noSuchBooking = () => notFound('No such booking')
export const noSuchHold = () => notFound('No such hold')

export const quoteOnly = () =>
  bookingError('bookings.quote_only', 'This service is priced per job: ask for a quote instead.')

export const unknownCustomer = () =>
  bookingError('bookings.unknown_customer', 'There is no customer account with this id')

export const customerBanned = () =>
  bookingError('bookings.customer_banned', 'This account is banned, so nobody can book for it')

export const notACustomer = () =>
  bookingError('bookings.not_a_customer', 'Staff book for customers only, not for staff accounts')

export const idempotencyKeyReused = () =>
  bookingError(
    'bookings.idempotency_key_reused',
    'This Idempotency-Key was used for a different booking',
  )

export const invalidTransition = (message: string) =>
  bookingError('bookings.invalid_transition', message)

/** A customer's cancel or move closer to the start than `minutes` allows. */
export function tooLateOnline(what: 'cancel' | 'reschedule', minutes: number) {
  const hours = minutes / 60
  const span =
    hours >= 1 && Number.isInteger(hours)
      ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
      : `${minutes} minutes`
  return bookingError(
    'bookings.cutoff_passed',
    `It is too late to ${what} online: bookings can be ${what === 'cancel' ? 'cancelled' : 'moved'} up to ${span} before they start. Please call us.`,
    { cutoffMinutes: minutes },
  )
}

/** A reason sent with an action that tells nobody anything (confirm, complete, no-show). */
export const reasonNotTaken = () =>
  invalidField(
    'reason',
    'Only a decline or a cancellation takes a reason',
    'Only a decline or a cancellation takes a reason',
  )

export const notStarted = () =>
  bookingError('bookings.not_started', 'This booking has not started yet')

export const undoExpired = () =>
  bookingError(
    'bookings.undo_expired',
    `A completion or no-show can be undone for ${bookingUndoMinutes} minutes after it was marked`,
  )

export const overrideNeedsResource = () =>
  bookingError(
    'bookings.override_needs_resource',
    'A booking outside the times offered needs the resource it is with',
  )

export const overrideTooEarly = () =>
  bookingError(
    'bookings.override_too_early',
    `A booking outside the times offered can start at most ${overrideMaxPastHours} hours ago`,
  )

export const holdBusy = () =>
  bookingError(
    'bookings.hold_busy',
    'Another request is changing your held time right now. Please try again in a moment.',
  )

/** Lock conflicts that outlasted every retry: a clean 409, never a 500. */
export const tooBusy = () =>
  commonError('conflict', 'Many people are booking this time right now. Please try again.')

export const staffOnly = (message: string) => commonError('forbidden', message)
