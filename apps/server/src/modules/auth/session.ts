import { isRoleValue, type Role } from '@reserva/shared'
import type { Context } from 'hono'
import { roleNotAllowed, sessionMissing } from './auth.errors.ts'
import type { Auth } from './auth.ts'

export interface CurrentUser {
  id: string
  email: string
  name: string
  role: Role
}

/** Who is asking (session cookie or bearer token), or null when nobody is signed in. */
export async function currentUser(auth: Auth, c: Context): Promise<CurrentUser | null> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers })
  if (!session) return null
  const { user } = session
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: isRoleValue(user.role) ? user.role : 'customer',
  }
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
