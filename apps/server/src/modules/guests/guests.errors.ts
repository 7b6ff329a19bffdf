import { guestCodeAttempts, guestErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const guestError = errorFactory(guestErrorCodes)

export const guestsNotOffered = () =>
  guestError(
    'guests.not_offered',
    'This business takes bookings from signed-in customers only: sign in or create an account.',
  )

export const confirmationInvalid = () =>
  guestError(
    'guests.confirmation_invalid',
    'This confirmation does not exist. Check that the link is whole.',
  )

export const confirmationExpired = () =>
  guestError(
    'guests.confirmation_expired',
    'This confirmation has run out (or too many wrong codes were tried). Please book again.',
  )

export const codeWrong = (attemptsLeft: number) =>
  guestError(
    'guests.code_wrong',
    `That code is not right. ${attemptsLeft} of ${guestCodeAttempts} tries left.`,
    { attemptsLeft },
  )
