import { authErrorCodes, commonErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const authError = errorFactory({ ...commonErrorCodes, ...authErrorCodes })

/** No session cookie or bearer token, or one that is no longer valid: the seed's words. */
export const sessionMissing = () => authError('auth.session_missing', 'Auth session missing!')
/** Signed in, but the role may not do this. */
export const roleNotAllowed = () => authError('forbidden', 'You are not allowed to do this')
export const phoneTaken = () =>
  authError('auth.phone_taken', 'An account with this phone number exists already')
