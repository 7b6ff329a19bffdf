import type { Profile } from '@reserva/shared'
import type { AuthUser } from '@/lib/auth-schemas.ts'

/** The seed's auth events (research seed-semantics A.1). */
export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'TOKEN_REFRESHED'
  | 'SIGNED_OUT'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'

/**
 * Who is signed in. Right after a reload only what localStorage keeps is known (id, name, role);
 * the rest arrives with the server's answer moments later.
 */
export type User = Pick<AuthUser, 'id' | 'name' | 'role'> & Partial<AuthUser>

export type Session = {
  /** Null until the server has confirmed the session remembered from the last visit. */
  id: string | null
  /** When the session itself (the httpOnly cookie) expires. */
  expiresAt: string
  /** The short-lived access JWT, held in memory only. */
  accessToken: string | null
  accessTokenExpiresAt: number | null
  user: User
}

export type AuthState = {
  user: User | null
  session: Session | null
  profile: Profile | null
  /** True until the remembered session was read or the first auth event arrived. */
  loading: boolean
}

export type AuthChangeCallback = (event: AuthChangeEvent, session: Session | null) => void
