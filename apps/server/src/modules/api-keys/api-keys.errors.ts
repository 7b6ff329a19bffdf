import { apiKeyErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const apiKeyError = errorFactory(apiKeyErrorCodes)

export const invalidApiKey = () =>
  apiKeyError('api_keys.invalid', 'This API key is unknown, revoked or expired')
export const outOfScope = (required: string | null) =>
  apiKeyError(
    'api_keys.scope',
    required
      ? `This API key lacks the scope ${required} that this route needs`
      : 'API keys may not call this route',
    { required },
  )
export const apiKeyNotFound = () => apiKeyError('api_keys.not_found', 'No such API key')
export const apiKeyRevoked = () =>
  apiKeyError('api_keys.revoked', 'This API key is revoked already')
