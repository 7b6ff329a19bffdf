import { holdSchema } from '@reserva/shared'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'

export type Hold = z.infer<typeof holdSchema>

/** Keeps a slot for the signed-in person for the business's hold length while they confirm. */
export const createHold = async (input: {
  serviceId: string
  start: string
  seats: number
}): Promise<Hold> =>
  (
    await apiRequest('/api/v1/holds', {
      method: 'POST',
      body: input,
      schema: z.object({ hold: holdSchema }),
    })
  ).hold

/** Lets a held slot go (the server answers 204, no body). */
export const releaseHold = (id: string): Promise<unknown> =>
  apiRequest(`/api/v1/holds/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() })
