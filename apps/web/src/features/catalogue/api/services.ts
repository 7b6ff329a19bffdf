import {
  adminServiceSchema,
  type createServiceSchema,
  type updateServiceSchema,
} from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { answerOf } from '@/lib/answer-of.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { dataChanged, serviceKeys } from '@/lib/query-keys.ts'

export type NewService = z.input<typeof createServiceSchema>
export type ServiceChanges = z.input<typeof updateServiceSchema>

const servicesAnswer = answerOf('services', z.array(adminServiceSchema))
const serviceAnswer = answerOf('service', adminServiceSchema)

/** Every service with its settings, hidden ones too (admin). */
export const useAdminServices = () =>
  useQuery(apiQueryOptions(serviceKeys.list('admin'), '/api/v1/admin/services', servicesAnswer))

export const createService = (service: NewService) =>
  apiRequest('/api/v1/admin/services', { method: 'POST', body: service, schema: serviceAnswer })

export const updateService = ({ id, changes }: { id: string; changes: ServiceChanges }) =>
  apiRequest(`/api/v1/admin/services/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: serviceAnswer,
  })

/** Adds a service, or changes one when `id` is given; the lists refetch either way. */
export function useSaveService() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, service }: { id?: string; service: NewService }) =>
      id ? updateService({ id, changes: service }) : createService(service),
    // Both lists (the public one on /book too) and the free times, which follow durations.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
        dataChanged(queryClient, 'availability'),
      ]),
  })
}
