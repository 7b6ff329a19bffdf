import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react'
import { useClock } from '@/lib/clock.ts'
import { forgetSignedInQueries } from '@/lib/query-keys.ts'
import type { AuthController } from '../auth-controller.ts'
import type { AuthState } from '../auth-types.ts'
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts'
import { lazyAuthController } from '../lazy-controller.ts'

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
  const clock = useClock()
  const [controller] = useState(() => given ?? lazyAuthController({ clock }))
  // The server renders a visitor's state (app/shell/prerender.tsx): a visitor's controller starts
  // in the same, which hydration renders here.
  const [state, setState] = useState(controller.getState)
  const queryClient = useQueryClient()

  useEffect(() => {
    let shown: AuthState | undefined
    const show = () => {
      const next = controller.getState()
      // Learning that a first visit is a visitor's is not urgent: as a transition, which React
      // renders in slices, every screen that reads useAuth re-renders without blocking the page it
      // has just hydrated. Anything else (a sign-in, a sign-out, a remembered session confirmed) is
      // shown at once.
      const settled = shown?.loading && !next.loading && !shown.user && !next.user
      shown = next
      if (settled) startTransition(() => setState(next))
      else setState(next)
    }
    const unsubscribe = controller.subscribe(show)
    show()
    return unsubscribe
  }, [controller])

  useEffect(() => {
    controller.start()
    const { unsubscribe } = controller.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') forgetSignedInQueries(queryClient)
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
