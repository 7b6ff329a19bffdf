import {
  type AdminService,
  adminServiceSchema,
  type createServiceSchema,
  type updateServiceSchema,
} from '@reserva/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { dataChanged, serviceKeys } from '@/lib/query-keys.ts'

export type NewService = z.input<typeof createServiceSchema>
export type ServiceChanges = z.input<typeof updateServiceSchema>

const servicesSchema = z.object({ services: z.array(adminServiceSchema) })
const serviceSchema = z.object({ service: adminServiceSchema })

export const getAdminServices = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiRequest('/api/v1/admin/services', { schema: servicesSchema, signal })).services

export const adminServicesQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.list('admin'),
    queryFn: ({ signal }) => getAdminServices({ signal }),
  })

/** Every service with its settings, hidden ones too (admin). */
export const useAdminServices = () => useQuery(adminServicesQueryOptions())

export const createService = async (service: NewService): Promise<AdminService> =>
  (
    await apiRequest('/api/v1/admin/services', {
      method: 'POST',
      body: service,
      schema: serviceSchema,
    })
  ).service

export const updateService = async ({
  id,
  changes,
}: {
  id: string
  changes: ServiceChanges
}): Promise<AdminService> =>
  (
    await apiRequest(`/api/v1/admin/services/${id}`, {
      method: 'PATCH',
      body: changes,
      schema: serviceSchema,
    })
  ).service

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
