import { createContext, useContext } from 'react'
import type { AuthController } from '../auth-controller.ts'
import type { AuthState } from '../auth-types.ts'

export type AuthContextValue = AuthState & {
  controller: AuthController
  onAuthStateChange: AuthController['onAuthStateChange']
}

export const AuthContext = createContext<AuthContextValue | null>(null)

/** The signed-in user, session, profile and loading flag, with the auth actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>')
  return value
}
