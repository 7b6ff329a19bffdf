import type { RealtimeChange } from '@reserva/shared'
import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveUpdateHandlers } from './live-update-handlers.ts'
import { bookingKeys, quoteKeys, serviceKeys, slotKeys } from './query-keys.ts'

const unsubscribes: (() => void)[] = []
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
})

/** A cache with queries on screen (observed), each counting how often it asked the server. */
async function screenShowing(keys: Record<string, QueryKey>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  const asked: Record<string, ReturnType<typeof vi.fn>> = {}
  for (const [name, queryKey] of Object.entries(keys)) {
    const queryFn = vi.fn(async () => [])
    asked[name] = queryFn
    const observer = new QueryObserver(queryClient, { queryKey, queryFn })
    unsubscribes.push(observer.subscribe(() => {}))
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
  }
  const refetched = async () => {
    // Let every refetch that was going to start begin.
    await new Promise((resolve) => setTimeout(resolve, 10))
    return Object.entries(asked)
      .filter(([, queryFn]) => queryFn.mock.calls.length > 1)
      .map(([name]) => name)
  }
  return { queryClient, refetched }
}

const shown = {
  staffSlots: slotKeys.range({ serviceId: 's-1', from: '2030-11-25', to: '2030-11-25' }),
  customerSlots: slotKeys.range({ serviceId: 's-1', from: '2030-11-01', to: '2030-11-30' }),
  staffBookings: bookingKeys.staff({ status: ['pending'] }),
  myBookings: bookingKeys.mine(),
  staffQuotes: quoteKeys.staff(),
  services: serviceKeys.list('offered'),
}

const change = (
  topic: RealtimeChange['topic'],
  event: RealtimeChange['event'],
): RealtimeChange => ({
  type: 'change',
  topic,
  event,
  id: 'id-1',
})

describe('live update handlers', () => {
  it('refetch only the quotes on screen after a quotes change, not the free times', async () => {
    const { queryClient, refetched } = await screenShowing(shown)
    liveUpdateHandlers(queryClient).onChange(change('quotes', 'quote.accepted'))
    expect(await refetched()).toEqual(['staffQuotes'])
  })

  it('refetch every booking list, the staff count’s included, and the free times after a bookings change', async () => {
    const { queryClient, refetched } = await screenShowing(shown)
    liveUpdateHandlers(queryClient).onChange(change('bookings', 'booking.created'))
    expect(await refetched()).toEqual([
      'staffSlots',
      'customerSlots',
      'staffBookings',
      'myBookings',
    ])
  })

  it('refetch only the free times after an availability change', async () => {
    const { queryClient, refetched } = await screenShowing(shown)
    liveUpdateHandlers(queryClient).onChange(change('availability', 'availability.changed'))
    expect(await refetched()).toEqual(['staffSlots', 'customerSlots'])
  })

  it('refetch everything on screen once a socket is ready, since earlier changes are not replayed', async () => {
    const { queryClient, refetched } = await screenShowing(shown)
    liveUpdateHandlers(queryClient).onConnected()
    expect(await refetched()).toEqual(Object.keys(shown))
  })
})
