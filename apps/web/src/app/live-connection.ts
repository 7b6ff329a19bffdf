import type { QueryClient } from '@tanstack/react-query'
import type { AuthController } from '@/features/auth/auth-controller.ts'
import { liveUpdateHandlers } from '@/lib/live-update-handlers.ts'
import type { RealtimeClient } from '@/lib/realtime.ts'

export { tabRealtimeClient } from '@/lib/realtime.ts'

/**
 * Starts `client` with the signed-in person's access JWT and sends it each refreshed one; the
 * function returned closes it. Loaded with the socket client once someone is signed in
 * (live-updates.tsx), so that a visitor's first visit carries neither.
 */
export function connectLiveUpdates({
  client,
  controller,
  queryClient,
}: {
  client: RealtimeClient
  controller: AuthController
  queryClient: QueryClient
}): () => void {
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
}
