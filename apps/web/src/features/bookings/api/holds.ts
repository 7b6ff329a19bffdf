import { holdSchema } from '@reserva/shared'
import { z } from 'zod'
import { answerOf } from '@/lib/answer-of.ts'
import { apiRequest } from '@/lib/api-client.ts'

export type Hold = z.infer<typeof holdSchema>

/** Keeps a slot for the signed-in person for the business's hold length while they confirm. */
export const createHold = (input: { serviceId: string; start: string; seats: number }) =>
  apiRequest('/api/v1/holds', { method: 'POST', body: input, schema: answerOf('hold', holdSchema) })

/** Lets a held slot go (the server answers 204, no body). */
export const releaseHold = (id: string): Promise<unknown> =>
  apiRequest(`/api/v1/holds/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() })
