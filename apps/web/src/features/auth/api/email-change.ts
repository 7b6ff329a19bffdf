import type {
  AccountEmail,
  EmailChanged,
  EmailChangeSent,
  RequestEmailChange,
} from '@reserva/shared'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { authKeys } from '@/lib/query-keys.ts'

export type { AccountEmail, EmailChanged, EmailChangeSent }

const contract = () => import('@/lib/contract.ts')

export const accountEmailQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.email(),
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/me/email', {
        schema: () => contract().then((c) => c.accountEmailSchema),
        signal,
      }),
  })

/** The signed-in person's address (null for a phone or wallet account) and the proof asked. */
export const useAccountEmail = () => useQuery(accountEmailQueryOptions())

/** A code to the current address, for a person without a password. */
export const useSendEmailChangeCode = () =>
  useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/me/email/code', {
        method: 'POST',
        body: {},
        schema: z.unknown(),
      }),
  })

/** Asks for the change: the link goes to the new address; nothing changes until it is followed. */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (body: RequestEmailChange) =>
      apiRequest('/api/v1/me/email', {
        method: 'POST',
        body,
        schema: () => contract().then((c) => c.emailChangeSentSchema),
      }),
  })

/** Follows the mailed link: the address changes and every other session ends. */
export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/v1/me/email/confirm', {
        method: 'POST',
        body: { token },
        schema: () => contract().then((c) => c.emailChangedSchema),
      }),
  })
