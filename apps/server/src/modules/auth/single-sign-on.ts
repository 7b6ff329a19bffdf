import type { SSOOptions } from '@better-auth/sso'
import { isRoleValue } from '@reserva/shared'
import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ssoProviders, users } from './auth.table.ts'
import type { HookCall } from './user-policy.ts'

// Single sign-on with OpenID Connect through @better-auth/sso (issue #43). Only admins register a
// provider, through our admin routes (which audit the change); over HTTP Better Auth's own /sso/*
// endpoints answer only a sign-in and its callback.

/** The plugin's paths a browser may reach: starting a sign-in and the provider's answer. */
const ssoPathsOverHttp = new Set(['/sign-in/sso', '/sso/callback/:providerId'])

/**
 * Better Auth's provider endpoints (register, update, delete, list, domain verification, SAML)
 * let any signed-in user act; over HTTP they are as absent as a path that does not exist. The
 * endpoint's own path is compared, so no spelling of the URL reaches one.
 */
export function refuseSsoEndpointOverHttp(call: HookCall) {
  if (!call.request || !call.path?.startsWith('/sso/')) return
  if (ssoPathsOverHttp.has(call.path)) return
  throw new APIError('NOT_FOUND', {
    code: 'NOT_FOUND',
    message: `No API route ${call.request.method} /api/auth${call.path}: providers are managed at /api/v1/admin/sso-providers`,
  })
}

/** Whether any single sign-on provider is registered: the sign-in page offers it then. */
export const singleSignOnOffered = async (db: Db) =>
  (await db.select({ id: ssoProviders.id }).from(ssoProviders).limit(1)).length > 0

/**
 * The sso plugin's options. A provider carries the role its people get (`role`, chosen by the
 * admin); a new account of its domain starts as a customer (userToCreate) and is given that role
 * here, on the server. A person who already has a higher role keeps it.
 */
export function singleSignOnOptions({
  db,
  onRoleChanged,
}: {
  db: Db
  onRoleChanged: (userId: string) => void
}) {
  return {
    // Registration is refused over HTTP (refuseSsoEndpointOverHttp); our admin routes call it.
    providersLimit: 1000,
    // Only admins name a provider's domain, so its word that an address is verified is trusted.
    trustEmailVerified: true,
    provisionUserOnEveryLogin: true,
    provisionUser: async ({ user, provider }) => {
      const role = (provider as { role?: unknown }).role
      if (!isRoleValue(role) || user.role === role) return
      if (user.role === 'admin' || (user.role === 'operator' && role === 'customer')) return
      await db.update(users).set({ role }).where(eq(users.id, user.id))
      onRoleChanged(user.id)
    },
    schema: {
      ssoProvider: {
        additionalFields: {
          role: { type: 'string', required: true, defaultValue: 'customer' },
        },
      },
    },
  } satisfies SSOOptions
}

const ssoCallback = '/sso/callback/:providerId'

const domainOf = (email: string) => email.split('@').pop()?.toLowerCase()
/** The plugin keeps a provider's domains as one comma-separated value. */
const domainsOf = (provider: { domain: string }) =>
  provider.domain.split(',').map((d) => d.trim().toLowerCase())

/**
 * A sign-in for an address no provider serves: 404 `auth.sso_not_offered`, so the sign-in page
 * can say so in words (the plugin's own answer has no code).
 */
export async function refuseSsoSignInWithoutProvider(db: Db, call: HookCall & { body?: unknown }) {
  if (call.path !== '/sign-in/sso' || !call.request) return
  const email = (call.body as { email?: unknown } | undefined)?.email
  // Anything but an address (a provider id, an organisation) is the plugin's to answer.
  if (typeof email !== 'string') return
  const domain = domainOf(email)
  const providers = await db.select({ domain: ssoProviders.domain }).from(ssoProviders)
  if (!domain || !providers.some((provider) => domainsOf(provider).includes(domain)))
    throw new APIError('NOT_FOUND', {
      code: 'SSO_NOT_OFFERED',
      message: 'No single sign-on is set up for this e-mail address',
    })
}

/**
 * A provider speaks for its own domain only: the person it signs in must have an address there.
 * Otherwise a provider could sign in, or link itself to, the account of any address it names
 * (another business's admin, say). Refused on the provider's callback before an account is made
 * (`email`), linked or given a session (`userId`): 403 `sso_address_outside_domain`.
 */
export async function refuseAddressOutsideProviderDomain(
  db: Db,
  ctx: { path?: string; params?: Record<string, string | undefined> } | null | undefined,
  who: { email: string } | { userId: string },
) {
  if (ctx?.path !== ssoCallback) return
  const [provider] = await db
    .select({ domain: ssoProviders.domain })
    .from(ssoProviders)
    .where(eq(ssoProviders.providerId, ctx.params?.providerId ?? ''))
  const email =
    'email' in who
      ? who.email
      : (await db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)))[0]
          ?.email
  const domain = email ? domainOf(email) : undefined
  if (!domain || !provider || !domainsOf(provider).includes(domain))
    throw new APIError('FORBIDDEN', {
      code: 'SSO_ADDRESS_OUTSIDE_DOMAIN',
      message: 'This provider signs in addresses of its own domain only',
    })
}
