import {
  type CreateSsoProvider,
  ssoProviderAnswerSchema,
  ssoProviderListSchema,
} from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the single sign-on queries' keys are written (STYLE rule 18). */
export const ssoProviderKeys = {
  all: ['sso-providers'] as const,
  list: () => [...ssoProviderKeys.all, 'list'] as const,
}

const providersPath = '/api/v1/admin/sso-providers'

/** Every registered provider (admins); never a client secret. */
export const useSsoProviders = () =>
  useQuery(apiQueryOptions(ssoProviderKeys.list(), providersPath, ssoProviderListSchema))

/** Registers a provider; the server reads its discovery document first. */
export const createSsoProvider = (input: CreateSsoProvider) =>
  apiRequest(providersPath, { method: 'POST', body: input, schema: ssoProviderAnswerSchema })

export const removeSsoProvider = ({ providerId }: { providerId: string }) =>
  apiRequest(`${providersPath}/${encodeURIComponent(providerId)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  })

/** A change to the providers: the list is asked again. */
export function useSsoProviderMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoProviderKeys.all }),
  })
}
