import type { PublicSettings } from '@reserva/shared'
import { publicSettingsElementId } from '@reserva/shared/page'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
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

/**
 * The settings the server sent with the page (a page it rendered: lib/web-app.ts), as they were
 * when it answered; none in tests and on other pages. From our own server in the same answer as
 * the page, so taken as the API's answer would be after its schema, without loading zod first.
 */
function settingsSentWithPage(): PublicSettings | undefined {
  if (typeof document === 'undefined') return undefined
  const text = document.getElementById(publicSettingsElementId)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as PublicSettings
  } catch {
    return undefined
  }
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => getPublicSettings({ signal }),
    initialData: settingsSentWithPage,
    initialDataUpdatedAt: () => performance.timeOrigin,
    // The business's name and texts change rarely; an admin's edit invalidates this key.
    staleTime: 5 * 60_000,
  })

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions())
