import {
  apiKeyListSchema,
  apiKeySchema,
  type CreateApiKey,
  createdApiKeySchema,
} from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the API key queries' keys are written (STYLE rule 18). */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
}

const keysPath = '/api/v1/admin/api-keys'

/** Every key, newest first, revoked ones included (admins); never a secret. */
export const useApiKeys = () =>
  useQuery(apiQueryOptions(apiKeyKeys.list(), keysPath, apiKeyListSchema))

/** Makes a key; the answer carries its secret, the only time it is sent. */
export const createApiKey = (input: CreateApiKey) =>
  apiRequest(keysPath, { method: 'POST', body: input, schema: createdApiKeySchema })

export const revokeApiKey = ({ id }: { id: string }) =>
  apiRequest(`${keysPath}/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    schema: z.object({ key: apiKeySchema }),
  })

/** A change to the keys: the list is asked again. */
export function useApiKeyMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  })
}
