import { type PublicSettings, publicSettingsSchema } from '@reserva/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { settingsKeys } from '@/lib/query-keys.ts'

export const getPublicSettings = ({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<PublicSettings> =>
  apiRequest('/api/v1/settings/public', { schema: publicSettingsSchema, signal })

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => getPublicSettings({ signal }),
    // The business's name and texts change rarely; an admin's edit invalidates this key.
    staleTime: 5 * 60_000,
  })

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions())
