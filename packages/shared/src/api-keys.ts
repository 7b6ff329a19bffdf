import { z } from 'zod'
import { instantSchema, text } from './primitives.ts'

/**
 * API keys for integrations (issue #43): an admin makes one with a few scopes and an expiry; its
 * secret is shown once and sent as `Authorization: Bearer rsv_…` to the `/api/v1` routes its
 * scopes reach (decision 036).
 */

/** What a key may do; each `/api/v1` route needs one of these or refuses keys. */
export const apiKeyScopes = [
  'bookings:read',
  'bookings:write',
  'quotes:read',
  'catalogue:manage',
] as const
export const apiKeyScopeSchema = z.enum(apiKeyScopes)
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>

/** Every key starts with this, so the server tells a key from a session token at a glance. */
export const apiKeyPrefix = 'rsv_'

/** The longest a key may live, in days; the screen offers shorter ones. */
export const apiKeyMaxDays = 365

/** Every API key error code and its HTTP status; the web app branches on the code. */
export const apiKeyErrorCodes = {
  /** The key is unknown, revoked, expired, or its owner is no longer an admin. */
  'api_keys.invalid': 401,
  /** The route is outside the key's scopes, or keys may not call it at all. */
  'api_keys.scope': 403,
  'api_keys.not_found': 404,
  /** Revoke, but the key is revoked already. */
  'api_keys.revoked': 409,
} as const
export type ApiKeyErrorCode = keyof typeof apiKeyErrorCodes

export const apiKeyIdSchema = z.uuid()

export const createApiKeySchema = z.object({
  name: text().trim().min(1).max(80),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1)
    .max(apiKeyScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
  /** Required: a key lives at most `apiKeyMaxDays` days; the server checks it is ahead. */
  expiresAt: instantSchema,
})
export type CreateApiKey = z.infer<typeof createApiKeySchema>

const instant = z.iso.datetime({ offset: true })

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`rsv_` and 8 more), to recognise it; never the secret. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: instant,
  expiresAt: instant,
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) })

/** The answer to a create: the only time the secret is sent. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() })
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>
