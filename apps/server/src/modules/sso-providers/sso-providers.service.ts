import { type CreateSsoProvider, type SsoProvider, ssoProviderIdFor } from '@reserva/shared'
import { isAPIError } from 'better-auth/api'
import type { Db } from '../../db/client.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import type { Auth } from '../auth/auth.ts'
import type { CurrentUser } from '../auth/session.ts'
import { discoveryFailed, domainTaken, providerNotFound } from './sso-providers.errors.ts'
import {
  deleteProvider,
  domainInUse,
  findProvider,
  listProviders,
} from './sso-providers.repository.ts'

export interface SsoProviderDeps {
  db: Db
  auth: Auth
}

interface Acting {
  actor: CurrentUser
  headers: Headers
}

export const findProviders = (db: Db) => listProviders(db)

/** What an audit row keeps of a provider: never its secret. */
const audited = ({ issuer, domain, role }: SsoProvider) => ({ issuer, domain, role })

/**
 * Registers an OpenID Connect provider through the sso plugin (which reads and checks the
 * issuer's discovery document), then audits it. The plugin's registration reads the session and
 * fetches the discovery document, so it runs on its own rather than inside our transaction; a
 * failed audit row removes the provider again.
 */
export async function createProvider(
  deps: SsoProviderDeps,
  { actor, headers }: Acting,
  input: CreateSsoProvider,
): Promise<SsoProvider> {
  const { db } = deps
  if (await domainInUse(db, input.domain)) throw domainTaken()
  const providerId = ssoProviderIdFor(input.domain)
  try {
    await deps.auth.api.registerSSOProvider({
      body: {
        providerId,
        issuer: input.issuer,
        domain: input.domain,
        role: input.role,
        oidcConfig: {
          clientId: input.clientId,
          clientSecret: input.clientSecret,
          pkce: true,
          scopes: ['openid', 'email', 'profile'],
        },
      },
      headers,
    })
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500)
      throw discoveryFailed(String(error.body?.code ?? error.body?.message ?? 'refused'))
    throw error
  }
  const provider = await findProvider(db, providerId)
  if (!provider) throw providerNotFound()
  try {
    await writeAudit(db, {
      actorId: actor.id,
      action: 'sso_provider.created',
      entity: 'sso_provider',
      entityId: providerId,
      data: audited(provider),
    })
  } catch (error) {
    await deleteProvider(db, providerId)
    throw error
  }
  return provider
}

export async function removeProvider(
  deps: SsoProviderDeps,
  { actor }: Acting,
  { providerId }: { providerId: string },
) {
  await deps.db.transaction(async (tx) => {
    const provider = await findProvider(tx, providerId)
    if (!provider) throw providerNotFound()
    await deleteProvider(tx, providerId)
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'sso_provider.removed',
      entity: 'sso_provider',
      entityId: providerId,
      data: audited(provider),
    })
  })
}
