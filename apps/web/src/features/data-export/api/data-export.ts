import { dataExportAnswerSchema, dataExportPaths } from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the data export queries' keys are written (STYLE rule 18). */
export const dataExportKeys = {
  all: ['data-export'] as const,
  of: (path: string) => [...dataExportKeys.all, path] as const,
}

/** Whose data: the signed-in person's own, or (admins) a person's. */
export const exportPaths = {
  mine: `/api/v1${dataExportPaths.mine}`,
  person: (id: string) => `/api/v1${dataExportPaths.person(id)}`,
}

/** How often an export being prepared is asked about again; the worker takes seconds. */
export const preparingPollMs = 5_000

/** The latest export asked for at `path`, asked again every few seconds while it is prepared. */
export const useDataExport = (path: string) =>
  useQuery({
    ...apiQueryOptions(dataExportKeys.of(path), path, dataExportAnswerSchema),
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'preparing' ? preparingPollMs : false,
  })

/** Asking for a new export at `path` (or the one already being prepared): the answer is it. */
export function usePrepareDataExport(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest(path, { method: 'POST', body: {}, schema: dataExportAnswerSchema }),
    onSuccess: (answer) => queryClient.setQueryData(dataExportKeys.of(path), answer),
  })
}
