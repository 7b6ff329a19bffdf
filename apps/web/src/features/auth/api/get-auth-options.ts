import { type AuthOptions, authOptionsSchema } from '@reserva/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { authKeys } from '@/lib/query-keys.ts'

export type { AuthOptions }
export type PasswordPolicy = AuthOptions['passwordPolicy']
export type CharacterClass = PasswordPolicy['requiredClasses'][number]
export type SocialProvider = AuthOptions['socialProviders'][number]
export type DemoAccount = AuthOptions['demoAccounts'][number]

export const getAuthOptions = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest('/api/v1/auth/options', { schema: authOptionsSchema, signal })

export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.options(),
    queryFn: ({ signal }) => getAuthOptions({ signal }),
    // Set by the server's configuration: it changes with a restart, not while a page is open.
    staleTime: 10 * 60_000,
  })

/** Which social providers are configured, the demo accounts, and the password policy. */
export const useAuthOptions = () => useQuery(authOptionsQueryOptions())
