import { createContext, useContext, useSyncExternalStore } from 'react'
import type { RealtimeClient, RealtimeState } from './realtime.ts'

/** The tab's live-updates client; null where live updates are off (most unit tests). */
export const RealtimeContext = createContext<RealtimeClient | null>(null)

const noSubscription = () => () => {}
const alwaysDisconnected = (): RealtimeState => 'disconnected'

/** The live connection's state, re-rendering when it changes. */
export function useRealtimeState(): RealtimeState {
  const client = useContext(RealtimeContext)
  return useSyncExternalStore(
    client?.subscribe ?? noSubscription,
    client?.getState ?? alwaysDisconnected,
    alwaysDisconnected,
  )
}
