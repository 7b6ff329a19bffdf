import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { liveUpdateHandlers } from '@/lib/live-update-handlers.ts'
import type { RealtimeClient } from '@/lib/realtime.ts'
import { RealtimeContext } from '@/lib/realtime-context.ts'

/**
 * Keeps the tab's live-updates socket open while someone is signed in (DESIGN §5): started with
 * their access JWT, sent each refreshed one, closed when they sign out. `client` undefined: the
 * tab's own client, whose code (the socket client and the contract's message schemas) is loaded
 * only once someone is signed in, never for a visitor; null: none (most unit tests).
 */
export function LiveUpdates({
  client: given,
  children,
}: {
  client: RealtimeClient | null | undefined
  children: ReactNode
}) {
  const { user, controller } = useAuth()
  const queryClient = useQueryClient()
  const userId = user?.id ?? null
  const [loaded, setLoaded] = useState<RealtimeClient | null>(null)
  const client = given === undefined ? loaded : given

  useEffect(() => {
    if (given !== undefined || loaded || !userId) return
    let cancelled = false
    import('@/lib/realtime.ts').then(
      ({ tabRealtimeClient }) => {
        if (!cancelled) setLoaded(tabRealtimeClient())
      },
      (error: unknown) => {
        // The screens work without live updates; the next sign-in tries again.
        console.warn('Live updates: the client could not be loaded', error)
      },
    )
    return () => {
      cancelled = true
    }
  }, [given, loaded, userId])

  useEffect(() => {
    if (!client || !userId) return
    client.start({ getToken: controller.getAccessToken, ...liveUpdateHandlers(queryClient) })
    const { unsubscribe } = controller.onAuthStateChange((event, session) => {
      if (event === 'TOKEN_REFRESHED' && session?.accessToken) {
        client.authenticate(session.accessToken)
      }
    })
    return () => {
      unsubscribe()
      client.stop()
    }
  }, [client, userId, controller, queryClient])

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>
}
