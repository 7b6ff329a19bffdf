import type { SSOOptions } from '@better-auth/sso'
import { isRoleValue } from '@reserva/shared'
import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from './auth.table.ts'
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
