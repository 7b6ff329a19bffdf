import type { PublicSettings } from '@reserva/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { pageData, pageDataUpdatedAt } from '@/lib/page-data.ts'
import { settingsKeys } from '@/lib/query-keys.ts'

export const getPublicSettings = ({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<PublicSettings> =>
  apiRequest('/api/v1/settings/public', {
    // Asked at start by the header: its schema (with zod) loads while the request is under way.
    schema: import('@/lib/contract.ts').then((contract) => contract.publicSettingsSchema),
    signal,
  })

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => getPublicSettings({ signal }),
    initialData: () => pageData()?.settings,
    initialDataUpdatedAt: pageDataUpdatedAt,
    // The business's name and texts change rarely; an admin's edit invalidates this key.
    staleTime: 5 * 60_000,
  })

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions())
