import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import type { RealtimeClient } from '@/lib/realtime.ts'
import { RealtimeContext } from '@/lib/realtime-context.ts'

/**
 * Keeps the tab's live-updates socket open while someone is signed in (DESIGN §5): started with
 * their access JWT, sent each refreshed one, closed when they sign out. `client` undefined: the
 * tab's own client; null: none (most unit tests). The code that connects (live-connection.ts,
 * with the socket client and the contract's message schemas) is loaded only once someone is
 * signed in, never for a visitor.
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
    if (given === null || !userId) return
    let cancelled = false
    let disconnect: (() => void) | undefined
    import('./live-connection.ts').then(
      ({ connectLiveUpdates, tabRealtimeClient }) => {
        if (cancelled) return
        const live = given ?? tabRealtimeClient()
        setLoaded(live)
        disconnect = connectLiveUpdates({ client: live, controller, queryClient })
      },
      (error: unknown) => {
        // The screens work without live updates; the next sign-in tries again.
        console.warn('Live updates: the client could not be loaded', error)
      },
    )
    return () => {
      cancelled = true
      disconnect?.()
    }
  }, [given, userId, controller, queryClient])

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>
}
