import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { readAnswer } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'
import { deviceSessionSchema } from '@/lib/auth-schemas.ts'
import { authKeys } from '@/lib/query-keys.ts'

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: async ({ signal }) =>
      readAnswer(
        z.array(deviceSessionSchema),
        await authClient.listSessions({ fetchOptions: { signal } }),
      ),
  })

/** The signed-in user's sessions on every device. */
export const useSessions = () => useQuery(sessionsQueryOptions())

export function useRevokeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => authClient.revokeSession({ token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  })
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => authClient.revokeOtherSessions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  })
}
