import { z } from 'zod'
import { roleSchema } from './auth.ts'
import { text } from './primitives.ts'

// Single sign-on providers (issue #43): an admin registers an OpenID Connect provider for one
// e-mail domain, and the people of that domain sign in there with the role the admin chose.

export const ssoProviderErrorCodes = {
  'sso_providers.not_found': 404,
  /** A provider for this e-mail domain exists already (one per domain). */
  'sso_providers.domain_taken': 409,
  /** The issuer's discovery document could not be read or is not acceptable. */
  'sso_providers.discovery_failed': 422,
} as const

/** A host name of at least two labels, lower case (`example.com`). */
export const emailDomainSchema = text({ normalize: false })
  .max(253)
  .transform((d) => d.toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'Use a domain such as example.com',
      ),
  )

/** One provider per domain, so its id follows from the domain (`sso-example-com`). */
export const ssoProviderIdFor = (domain: string) => `sso-${domain.replace(/\./g, '-')}`

/** Where the provider sends people back: the redirect URI an admin registers there. */
export const ssoCallbackPath = (providerId: string) => `/api/auth/sso/callback/${providerId}`

export const ssoProviderIdSchema = text({ normalize: false }).min(1).max(300)

/** What an admin gives; the client secret goes in and never comes back out. */
export const createSsoProviderSchema = z.object({
  issuer: text({ normalize: false })
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/ })),
  domain: emailDomainSchema,
  clientId: text({ normalize: false }).min(1).max(512),
  clientSecret: text({ normalize: false }).min(1).max(2048),
  role: roleSchema,
})

export const ssoProviderSchema = z.object({
  providerId: z.string(),
  issuer: z.string(),
  domain: z.string(),
  role: roleSchema,
  clientId: z.string(),
})

export const ssoProviderListSchema = z.object({ providers: z.array(ssoProviderSchema) })
export const ssoProviderAnswerSchema = z.object({ provider: ssoProviderSchema })

export type CreateSsoProvider = z.infer<typeof createSsoProviderSchema>
export type SsoProvider = z.infer<typeof ssoProviderSchema>
