import {
  type CreateWebhook,
  type UpdateWebhook,
  webhookDeliveryAnswerSchema,
  webhookDeliveryPageSchema,
  webhookListSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@reserva/shared'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the webhook queries' keys are written (STYLE rule 18). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
}

const hooksPath = '/api/v1/admin/webhooks'
const one = (id: string) => `${hooksPath}/${encodeURIComponent(id)}`

/** Every endpoint, newest first (admins); never a secret. */
export const useWebhooks = () =>
  useQuery(apiQueryOptions(webhookKeys.list(), hooksPath, webhookListSchema))

/** An endpoint's delivery log, newest first, a page at a time. */
export const useWebhookDeliveries = (id: string) =>
  useInfiniteQuery({
    queryKey: webhookKeys.deliveries(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `${one(id)}/deliveries?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { schema: webhookDeliveryPageSchema, signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  })

/** Registers an endpoint; the answer carries its secret, the only time it is sent. */
export const createWebhook = (input: CreateWebhook) =>
  apiRequest(hooksPath, { method: 'POST', body: input, schema: webhookWithSecretSchema })

export const updateWebhook = ({ id, ...input }: UpdateWebhook & { id: string }) =>
  apiRequest(one(id), {
    method: 'PATCH',
    body: input,
    schema: z.object({ webhook: webhookSchema }),
  })

export const deleteWebhook = ({ id }: { id: string }) =>
  apiRequest(one(id), { method: 'DELETE', schema: z.unknown() })

/** A new secret, sent once; the old one signs too for a day. */
export const rotateWebhookSecret = ({ id }: { id: string }) =>
  apiRequest(`${one(id)}/rotate-secret`, { method: 'POST', schema: webhookWithSecretSchema })

export const sendTestEvent = ({ id }: { id: string }) =>
  apiRequest(`${one(id)}/test`, { method: 'POST', schema: webhookDeliveryAnswerSchema })

export const redeliver = ({ id, deliveryId }: { id: string; deliveryId: string }) =>
  apiRequest(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, {
    method: 'POST',
    schema: webhookDeliveryAnswerSchema,
  })

/** A change to the webhooks: the list and the delivery logs are asked again. */
export function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  })
}
