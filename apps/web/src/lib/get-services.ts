import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'
import { pageData, pageDataUpdatedAt } from './page-data.ts'
import { serviceKeys } from './query-keys.ts'

export const getServices = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest('/api/v1/services', {
    // Loaded while the home page's request is under way, not before the first paint.
    schema: import('./contract.ts').then((contract) => contract.servicesAnswer),
    signal,
  })

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.list('offered'),
    queryFn: ({ signal }) => getServices({ signal }),
    initialData: () => pageData()?.services,
    initialDataUpdatedAt: pageDataUpdatedAt,
    // The catalogue changes rarely; an admin's edit invalidates this key.
    staleTime: 5 * 60_000,
  })

/**
 * The services on offer, in the business's order: what customers book or ask a quote for, and
 * what staff book for a customer. One key for all of them: an admin's edit refreshes every one.
 */
export const useServices = (options: { staleTime?: number } = {}) =>
  useQuery({ ...servicesQueryOptions(), ...options })
