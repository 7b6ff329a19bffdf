import { ssoProviderErrorCodes } from '@reserva/shared'
import { errorFactory } from '../../lib/errors.ts'

const ssoProviderError = errorFactory(ssoProviderErrorCodes)

export const providerNotFound = () =>
  ssoProviderError('sso_providers.not_found', 'No such single sign-on provider')
export const domainTaken = () =>
  ssoProviderError(
    'sso_providers.domain_taken',
    'A single sign-on provider for this e-mail domain exists already',
  )
export const discoveryFailed = (reason: string) =>
  ssoProviderError(
    'sso_providers.discovery_failed',
    "The issuer's OpenID Connect discovery document could not be used",
    { reason },
  )
