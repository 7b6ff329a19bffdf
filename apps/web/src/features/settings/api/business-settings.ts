import {
  type BusinessSettings,
  businessSettingsSchema,
  type updateBusinessSettingsSchema,
} from '@reserva/shared'
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { settingsKeys } from '@/lib/query-keys.ts'

export type SettingsChanges = z.input<typeof updateBusinessSettingsSchema>

/** All business settings with the booking policies (admin). */
export const useBusinessSettings = () =>
  useQuery(
    apiQueryOptions(settingsKeys.business(), '/api/v1/admin/settings', businessSettingsSchema),
  )

export const updateBusinessSettings = (changes: SettingsChanges): Promise<BusinessSettings> =>
  apiRequest('/api/v1/admin/settings', {
    method: 'PATCH',
    body: changes,
    schema: businessSettingsSchema,
  })

export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBusinessSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.business(), settings)
      // The name, texts and zone are on every page (the public settings) and in prices and slots.
      return queryClient.invalidateQueries({
        predicate: (query) => query.queryHash !== hashKey(settingsKeys.business()),
      })
    },
  })
}
