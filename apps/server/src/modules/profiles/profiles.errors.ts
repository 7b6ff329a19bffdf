import { profileErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const profileError = errorFactory(profileErrorCodes)

/** The web app reads this as "no profile yet", not as a failure (DESIGN §4, the seed's PGRST116). */
export const profileNotFound = () => profileError('profiles.not_found', 'No profile yet')
