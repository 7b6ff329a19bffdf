import { type AuthOptions, authOptionsSchema } from '@reserva/shared/auth'
import { useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { authKeys } from '@/lib/query-keys.ts'

export type { AuthOptions }
export type PasswordPolicy = AuthOptions['passwordPolicy']
export type CharacterClass = PasswordPolicy['requiredClasses'][number]
export type SocialProvider = AuthOptions['socialProviders'][number]
export type DemoAccount = AuthOptions['demoAccounts'][number]

/** Which social providers are configured, the demo accounts, and the password policy. */
export const useAuthOptions = () =>
  useQuery({
    ...apiQueryOptions(authKeys.options(), '/api/v1/auth/options', authOptionsSchema),
    // Set by the server's configuration: it changes with a restart, not while a page is open.
    staleTime: 10 * 60_000,
  })
