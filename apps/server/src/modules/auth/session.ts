import { isRoleValue, type Role } from '@reserva/shared'
import type { Context } from 'hono'
import { apiKeyCallerOf } from '../api-keys/api-key-auth.ts'
import { invalidApiKey } from '../api-keys/api-keys.errors.ts'
import { apiKeyOf } from '../api-keys/api-keys.service.ts'
import { roleNotAllowed, sessionMissing } from './auth.errors.ts'
import { type Auth, sessionCacheOf } from './auth.ts'
import { credentialsKey } from './session-cache.ts'

export interface CurrentUser {
  id: string
  email: string
  name: string
  role: Role
}

/**
 * Who is asking (session cookie, bearer token or API key), or null when nobody is signed in. A session
 * found is kept for a few seconds in this process, until anything that may change its access
 * (decision 014).
 */
export async function currentUser(auth: Auth, c: Context): Promise<CurrentUser | null> {
  const headers = c.req.raw.headers
  // An API key acts as its maker once `apiKeyAuth` accepted it; it never reaches Better Auth's
  // bearer sessions, and a cookie sent along with it is not read.
  if (apiKeyOf(headers.get('authorization') ?? undefined) !== undefined) {
    const caller = apiKeyCallerOf(c)
    if (!caller) throw invalidApiKey()
    return caller.user
  }
  const key = credentialsKey(headers)
  const cache = sessionCacheOf(auth)
  const cached = key === undefined ? undefined : cache.get(key)
  if (cached) return cached
  const mark = cache.mark()
  const session = await auth.api.getSession({ headers })
  if (!session) return null
  const { user } = session
  const found: CurrentUser = Object.freeze({
    id: user.id,
    email: user.email,
    name: user.name,
    role: isRoleValue(user.role) ? user.role : 'customer',
  })
  if (key !== undefined) {
    cache.set(key, mark, { userId: user.id, value: found, expiresAt: session.session.expiresAt })
  }
  return found
}

/** Who is asking (session cookie or bearer token), or a 401 `auth.session_missing`. */
export async function requireUser(auth: Auth, c: Context): Promise<CurrentUser> {
  const user = await currentUser(auth, c)
  if (!user) throw sessionMissing()
  return user
}

/** The user, if their role is one of `allowed`; a 403 `forbidden` otherwise. */
export async function requireRole(auth: Auth, c: Context, allowed: Role[]): Promise<CurrentUser> {
  const user = await requireUser(auth, c)
  if (!allowed.includes(user.role)) {
    throw roleNotAllowed()
  }
  return user
}
