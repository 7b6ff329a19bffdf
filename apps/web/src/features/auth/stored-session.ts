import type { Role } from '@reserva/shared'
import type { AuthState, Session } from './auth-types.ts'

/** The key in localStorage and the name of the channel between tabs. */
export const AUTH_STORAGE_KEY = 'reserva.auth.session'

// Only what is not secret: enough to paint the header after a reload. The session token stays in
// its httpOnly cookie and the access JWT in memory.
export type StoredSession = { userId: string; name: string; role: Role; expiresAt: string }

// Checked by hand: read at start, before the first paint, which does not wait for zod.
// `satisfies` keeps the list the contract's: a role added there fails the typecheck here.
const storedRoles = { customer: true, operator: true, admin: true } satisfies Record<Role, true>
const isStoredSession = (value: unknown): value is StoredSession => {
  if (typeof value !== 'object' || value === null) return false
  const { userId, name, role, expiresAt } = value as Record<string, unknown>
  return (
    typeof userId === 'string' &&
    typeof name === 'string' &&
    typeof role === 'string' &&
    Object.hasOwn(storedRoles, role) &&
    typeof expiresAt === 'string'
  )
}

export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

export const defaultStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null // storage disabled by the browser's settings
  }
}

/**
 * The session remembered from the last visit, unless it has expired by `now` (then it is
 * forgotten).
 */
export function readStoredSession(storage: Storage | null, now: Date): StoredSession | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (!isStoredSession(parsed) || Date.parse(parsed.expiresAt) <= now.getTime()) {
      storage?.removeItem(AUTH_STORAGE_KEY)
      return null
    }
    const { userId, name, role, expiresAt } = parsed
    return { userId, name, role, expiresAt }
  } catch {
    return null
  }
}

/**
 * Remembers what is not secret of the session for the next visit (who, until when), or forgets it
 * (null).
 */
export function storeSession(storage: Storage | null, session: Session | null) {
  const stored: StoredSession | null = session && {
    userId: session.user.id,
    name: session.user.name,
    role: session.user.role,
    expiresAt: session.expiresAt,
  }
  try {
    if (stored) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored))
    else storage?.removeItem(AUTH_STORAGE_KEY)
  } catch {
    // Storage full or disabled: the header is painted after the server answers instead.
  }
}

/**
 * The state a tab starts in: the session remembered from the last visit, not yet confirmed by
 * the server, or nothing known yet (loading).
 */
export function startingState(stored: StoredSession | null): AuthState {
  if (!stored) return { user: null, session: null, profile: null, loading: true }
  const user = { id: stored.userId, name: stored.name, role: stored.role }
  return {
    user,
    session: {
      id: null,
      expiresAt: stored.expiresAt,
      accessToken: null,
      accessTokenExpiresAt: null,
      user: { ...user },
    },
    profile: null,
    loading: false,
  }
}
