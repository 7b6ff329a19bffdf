import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { liveUpdateHandlers } from '@/lib/live-update-handlers.ts'
import type { RealtimeClient } from '@/lib/realtime.ts'
import { RealtimeContext } from '@/lib/realtime-context.ts'

/**
 * Keeps the tab's live-updates socket open while someone is signed in (DESIGN §5): started with
 * their access JWT, sent each refreshed one, closed when they sign out.
 */
export function LiveUpdates({
  client,
  children,
}: {
  client: RealtimeClient | null
  children: ReactNode
}) {
  const { user, controller } = useAuth()
  const queryClient = useQueryClient()
  const userId = user?.id ?? null

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
