import { queryOptions, useQuery } from '@tanstack/react-query'
import { authClient } from '@/lib/auth-client.ts'

export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'options'],
    queryFn: ({ signal }) => authClient.getOptions({ signal }),
    // Set by the server's configuration: it changes with a restart, not while a page is open.
    staleTime: 10 * 60_000,
  })

/** Which social providers are configured, the demo accounts, and the password policy. */
export const useAuthOptions = () => useQuery(authOptionsQueryOptions())
