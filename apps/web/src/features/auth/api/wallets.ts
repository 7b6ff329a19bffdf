import type { Wallet } from '@reserva/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { useClock } from '@/lib/clock.ts'
import { authKeys } from '@/lib/query-keys.ts'

export type { Wallet }

const walletList = () => import('@/lib/contract.ts').then((contract) => contract.walletListSchema)

export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.wallets(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/v1/me/wallets', { schema: walletList, signal })).wallets,
  })

/** The wallets that sign in to the signed-in user's account. */
export const useWallets = () => useQuery(walletsQueryOptions())

/**
 * Links the browser's wallet: a nonce issued to this account, the wallet's signature of a message
 * with it, and the server's check of both. Answers the account's wallets.
 */
export function useLinkWallet() {
  const queryClient = useQueryClient()
  const clock = useClock()
  return useMutation({
    mutationFn: async () => {
      const { nonce } = await apiRequest('/api/v1/me/wallets/nonce', {
        method: 'POST',
        body: {},
        schema: () => import('@/lib/contract.ts').then((contract) => contract.walletNonceSchema),
      })
      const { signWithWallet } = await import('../wallet.ts')
      const signed = await signWithWallet({
        nonce,
        issuedAt: clock.now(),
        statement: `Link this wallet to my account at ${window.location.host}.`,
      })
      return (
        await apiRequest('/api/v1/me/wallets', { method: 'POST', body: signed, schema: walletList })
      ).wallets
    },
    onSuccess: (wallets) => queryClient.setQueryData(authKeys.wallets(), wallets),
  })
}

export function useUnlinkWallet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (address: string) =>
      (await apiRequest(`/api/v1/me/wallets/${address}`, { method: 'DELETE', schema: walletList }))
        .wallets,
    onSuccess: (wallets) => queryClient.setQueryData(authKeys.wallets(), wallets),
  })
}
