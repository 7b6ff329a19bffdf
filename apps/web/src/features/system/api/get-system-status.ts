import { systemStatusSchema } from '@reserva/shared'
import { useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the System view's query keys are written (STYLE rule 18). */
export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
}

/** The installation now (admins): asked again every half minute while the view is open. */
export const useSystemStatus = () =>
  useQuery({
    ...apiQueryOptions(systemKeys.status(), '/api/v1/admin/system', systemStatusSchema),
    refetchInterval: 30_000,
  })
