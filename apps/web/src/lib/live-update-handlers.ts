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
): Pick<RealtimeHandlers, 'onChange' | 'onConnected'> => ({
  onChange: (change) => {
    void dataChanged(queryClient, change.topic)
  },
  // Changes before a socket is ready are not replayed: those made between the page's first load
  // and its first socket's `ready`, and those while a socket was down. Everything on screen asks
  // again, so none of them is missed.
  onConnected: () => {
    void queryClient.invalidateQueries()
  },
})
