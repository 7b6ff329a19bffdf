import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { signedInUserKeys } from '@/lib/query-keys.ts'
import { type AuthController, createAuthController } from '../auth-controller.ts'
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts'

/**
 * Holds the session for the whole app (DESIGN §4). Tests pass their own controller to choose its
 * storage, channel and server.
 */
export function AuthProvider({
  children,
  controller: given,
}: {
  children: ReactNode
  controller?: AuthController
}) {
  const [controller] = useState(() => given ?? createAuthController())
  // The server renders a visitor's state (app/shell/prerender.tsx): a visitor's controller starts
  // in the same, which hydration reads here.
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  const queryClient = useQueryClient()

  useEffect(() => {
    controller.start()
    const { unsubscribe } = controller.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') {
        for (const queryKey of signedInUserKeys) queryClient.removeQueries({ queryKey })
      }
    })
    return () => {
      unsubscribe()
      controller.stop()
    }
  }, [controller, queryClient])

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, controller, onAuthStateChange: controller.onAuthStateChange }),
    [state, controller],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
