import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  authKeys,
  bookingKeys,
  customerKeys,
  dataChanged,
  quoteKeys,
  resourceKeys,
  serviceKeys,
  settingsKeys,
  slotKeys,
} from './query-keys.ts'

const range = { serviceId: 'service-1', from: '2030-11-01', to: '2030-11-30' }

describe('query keys', () => {
  it('are the same for the same question, however its filter was written', () => {
    expect(hashKey(bookingKeys.staff({ from: 'a', status: ['pending'] }))).toBe(
      hashKey(bookingKeys.staff({ status: ['pending'], from: 'a' })),
    )
    expect(slotKeys.range({ ...range })).toEqual(slotKeys.range(range))
    expect(bookingKeys.byReference('RSV-7K3F9Q')).toEqual(bookingKeys.byReference('RSV-7K3F9Q'))
    expect(customerKeys.search('cora')).toEqual(customerKeys.search('cora'))
  })

  it('differ for different questions', () => {
    const keys = [
      bookingKeys.mine(),
      bookingKeys.staff({}),
      bookingKeys.staff({ status: ['pending'] }),
      bookingKeys.search({ search: 'cora', offset: 0 }),
      bookingKeys.search({ search: 'cora', offset: 20 }),
      bookingKeys.byReference('RSV-7K3F9Q'),
      slotKeys.range(range),
      slotKeys.range({ ...range, serviceId: 'service-2' }),
      slotKeys.range({ ...range, resourceId: 'resource-1' }),
      slotKeys.range({ ...range, resourceId: 'resource-2' }),
      serviceKeys.list('offered'),
      serviceKeys.list('admin'),
      quoteKeys.mine(),
      quoteKeys.staff(),
      resourceKeys.list(),
      settingsKeys.public(),
      settingsKeys.business(),
      authKeys.options(),
      authKeys.sessions(),
    ]
    expect(new Set(keys.map(hashKey)).size).toBe(keys.length)
  })

  it.each<[string, QueryKey, QueryKey[]]>([
    [
      'bookings',
      bookingKeys.all,
      [
        bookingKeys.mine(),
        bookingKeys.staff({}),
        bookingKeys.search({ status: ['cancelled'] }),
        bookingKeys.byReference('RSV-1'),
      ],
    ],
    ['slots', slotKeys.forService('service-1'), [slotKeys.range(range)]],
    ['slots', slotKeys.all, [slotKeys.range(range), slotKeys.range({ ...range, resourceId: 'r' })]],
    ['quotes', quoteKeys.lists(), [quoteKeys.mine(), quoteKeys.staff()]],
    ['services', serviceKeys.all, [serviceKeys.list('offered'), serviceKeys.list('admin')]],
  ])('nest: %s under %j reach every query of theirs', (_name, parent, children) => {
    for (const child of children) expect(child.slice(0, parent.length)).toEqual(parent)
  })
})

describe('dataChanged', () => {
  /** A cache holding one answer under each kind of key, none of them out of date. */
  function filledCache() {
    const queryClient = new QueryClient()
    const keys = {
      myBookings: bookingKeys.mine(),
      staffBookings: bookingKeys.staff({ status: ['pending'] }),
      booking: bookingKeys.byReference('RSV-7K3F9Q'),
      slots: slotKeys.range(range),
      myQuotes: quoteKeys.mine(),
      staffQuotes: quoteKeys.staff(),
      services: serviceKeys.list('offered'),
      settings: settingsKeys.public(),
    }
    for (const key of Object.values(keys)) queryClient.setQueryData(key, [])
    const stale = () =>
      Object.entries(keys)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
    return { queryClient, stale }
  }

  it.each([
    ['bookings', ['myBookings', 'staffBookings', 'booking', 'slots']],
    ['quotes', ['myQuotes', 'staffQuotes']],
    ['availability', ['slots']],
  ] as const)('after a change to %s marks exactly %j out of date', async (domain, expected) => {
    const { queryClient, stale } = filledCache()
    await dataChanged(queryClient, domain)
    expect(stale()).toEqual(expected)
  })
})
