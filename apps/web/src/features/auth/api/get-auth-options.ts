import type { AuthOptions } from '@reserva/shared/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { pageData, pageDataUpdatedAt } from '@/lib/page-data.ts'
import { authKeys } from '@/lib/query-keys.ts'

export type { AuthOptions }
export type PasswordPolicy = AuthOptions['passwordPolicy']
export type CharacterClass = PasswordPolicy['requiredClasses'][number]
export type SocialProvider = AuthOptions['socialProviders'][number]
export type DemoAccount = AuthOptions['demoAccounts'][number]

/**
 * Which social providers are configured, the demo accounts, and the password policy. A page the
 * server rendered came with them (for whoever asked it), so /signin shows its buttons and demo
 * accounts from the first paint and needs neither the request nor zod; elsewhere the
 * answer's schema is imported while the request is under way.
 */
export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.options(),
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/auth/options', {
        schema: import('@reserva/shared/auth').then((auth) => auth.authOptionsSchema),
        signal,
      }),
    initialData: () => pageData()?.authOptions,
    initialDataUpdatedAt: pageDataUpdatedAt,
    // Set by the server's configuration: it changes with a restart, not while a page is open.
    staleTime: 10 * 60_000,
  })

export const useAuthOptions = () => useQuery(authOptionsQueryOptions())
