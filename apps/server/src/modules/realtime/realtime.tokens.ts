import { createRemoteJWKSet, customFetch, jwtVerify } from 'jose'
import type { Auth } from '../auth/auth.ts'

/** The JWKS is read again after this long (DESIGN §5: keys cached 10 minutes). */
export const jwksCacheMs = 10 * 60 * 1000

export interface AccessToken {
  userId: string
  /** The session the token was issued for (auth.ts `definePayload`). */
  sessionId: string
  /** When it expires, in milliseconds since the epoch. */
  expiresAt: number
}

/**
 * Verifies the access JWTs of Better Auth's jwt plugin against its JWKS. jose's remote key set
 * does the caching (10 minutes, and a fresh read when a token names an unknown key, at most every
 * 30 s), but reads the set from the auth instance in this process instead of over HTTP to itself.
 */
export function createTokenVerifier({ auth, publicUrl }: { auth: Auth; publicUrl: string }) {
  const keys = createRemoteJWKSet(new URL('/api/auth/jwks', publicUrl), {
    cacheMaxAge: jwksCacheMs,
    [customFetch]: async () => Response.json(await auth.api.getJwks()),
  })
  /** The token's claims, or null for any token that is not a valid, current one of ours. */
  return async (token: string): Promise<AccessToken | null> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: publicUrl,
        audience: publicUrl,
        requiredClaims: ['sub', 'exp'],
      })
      if (typeof payload.sid !== 'string' || !payload.sub || !payload.exp) return null
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 }
    } catch {
      return null
    }
  }
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>
