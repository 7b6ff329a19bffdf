import { authErrorCodes, peopleErrorCodes } from '@reserva/shared'
import { errorFactory, invalidField } from '../../lib/errors.ts'

const peopleError = errorFactory(peopleErrorCodes)

export const personNotFound = () => peopleError('people.not_found', 'No such person')
export const lastAdmin = () =>
  peopleError(
    'people.last_admin',
    'You are the last admin: make someone else an admin before you give up the role or ban yourself',
  )
export const cannotBanSelf = () =>
  peopleError('people.cannot_ban_self', 'You cannot ban your own account')
export const noPendingRequest = () =>
  peopleError('people.no_pending_request', 'This person has no operator request waiting')
export const notBanned = () => peopleError('people.not_banned', 'This person is not banned')
export const emailTaken = () =>
  peopleError('people.email_taken', 'An account with this e-mail address exists already')
/** A ban's end that has passed already: a note by the field, like a schema's refusal. */
export const banEndPassed = () =>
  invalidField('expiresAt', 'Must be in the future', 'A ban must end in the future')
export const cannotEraseSelf = () =>
  peopleError('people.cannot_erase_self', 'Delete your own account from your dashboard')
export const staffEraseThemselves = () =>
  peopleError(
    'people.staff_erase_themselves',
    'Staff accounts are deleted by an admin, from the people screen',
  )
export const erasureBlocked = (reference: string, why: string) =>
  peopleError(
    'people.erasure_blocked',
    `Booking ${reference} can no longer be cancelled online (${why}): contact the business, or delete the account after it`,
    { reference },
  )
/** A code that is not the one mailed (or has expired): as Better Auth says it of a sign-in. */
export const invalidCode = () =>
  errorFactory(authErrorCodes)('auth.invalid_otp', 'This code is not right, or has expired')
