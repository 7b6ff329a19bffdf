import { type CoveredBooking, catalogueErrorCodes } from '@reserva/shared'
import { commonError, errorFactory } from '../../lib/errors.ts'

const catalogueError = errorFactory(catalogueErrorCodes)

export const unknownResources = (missing: string[]) =>
  catalogueError('catalogue.unknown_resource', 'Some of the chosen resources do not exist', {
    missing,
  })

/** A change that leaves a fixed price without an amount, or a quote-priced service with one. */
export const priceDoesNotMatchPricing = () =>
  commonError(
    'validation_failed',
    'A fixed price needs an amount; a quote-priced service has none',
    [{ path: 'priceMinor', message: 'Does not match the pricing' }],
  )

/** A schedule change that would leave open bookings outside the resource's time. */
export const coversBookings = (bookings: CoveredBooking[]) =>
  catalogueError(
    'catalogue.covers_bookings',
    `${bookings.length === 1 ? 'A booking falls' : `${bookings.length} bookings fall`} outside the new time. Move or cancel ${bookings.length === 1 ? 'it' : 'them'}, or save anyway.`,
    { bookings },
  )

export const timeOffExists = () =>
  catalogueError('catalogue.time_off_exists', 'There is time off for all of this time already')
