import { roleSchema } from '@reserva/shared'
import { z } from 'zod'

/** The key in localStorage and the name of the channel between tabs. */
export const AUTH_STORAGE_KEY = 'reserva.auth.session'

// Only what is not secret: enough to paint the header after a reload. The session token stays in
// its httpOnly cookie and the access JWT in memory.
const storedSessionSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  expiresAt: z.string(),
})
export type StoredSession = z.infer<typeof storedSessionSchema>

export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

export const defaultStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null // storage disabled by the browser's settings
  }
}

/** The session remembered from the last visit, unless it has expired (then it is forgotten). */
export function readStoredSession(storage: Storage | null): StoredSession | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY)
    if (!raw) return null
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
    if (!parsed.success || Date.parse(parsed.data.expiresAt) <= Date.now()) {
      storage?.removeItem(AUTH_STORAGE_KEY)
      return null
    }
    return parsed.data
  } catch {
    return null
  }
}

/** Remembers the session for the next visit, or forgets it (null). */
export function storeSession(storage: Storage | null, session: StoredSession | null) {
  try {
    if (session) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(session))
    else storage?.removeItem(AUTH_STORAGE_KEY)
  } catch {
    // Storage full or disabled: the header is painted after the server answers instead.
  }
}
