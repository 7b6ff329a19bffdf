import type { QueryClient } from '@tanstack/react-query'
import { dataChanged } from './query-keys.ts'
import type { RealtimeHandlers } from './realtime.ts'

/**
 * What the live client does with the query cache: it only marks data stale (rule 9), and only the
 * changed topic's. A quote accepted makes a booking, but the server says so itself with a
 * `bookings` change (and an `availability` one), so a `quotes` change touches quotes only.
 */
export const liveUpdateHandlers = (
  queryClient: QueryClient,
): Pick<RealtimeHandlers, 'onChange' | 'onReconnected'> => ({
  onChange: (change) => {
    void dataChanged(queryClient, change.topic)
  },
  // Messages sent while the socket was down are not replayed: everything on screen asks again.
  onReconnected: () => {
    void queryClient.invalidateQueries()
  },
})
