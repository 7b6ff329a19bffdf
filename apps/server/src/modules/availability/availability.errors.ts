import { bookingErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

// The slots are answered by the bookings API, so their refusals are bookings' codes.
const slotError = errorFactory(bookingErrorCodes)

export const unknownService = () => slotError('bookings.unknown_service', 'No such service')

export const unknownResource = () =>
  slotError(
    'bookings.unknown_resource',
    'This resource does not offer this service, or is not in use',
  )

export const slotTaken = () =>
  slotError('bookings.slot_taken', 'Someone else has just taken this time. Please choose another.')

export const notASlot = () =>
  slotError(
    'bookings.not_a_slot',
    'This time cannot be booked: it is outside opening hours, too soon, or too far ahead.',
  )

export const tooManySeats = (capacity: number) =>
  slotError(
    'bookings.too_many_seats',
    `At most ${capacity} ${capacity === 1 ? 'seat' : 'seats'} per booking`,
  )
