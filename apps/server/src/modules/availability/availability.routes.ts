import { createRoute, z } from '@hono/zod-openapi'
import { slotsQuerySchema, slotsResponseSchema } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'
import { listSlots } from './availability.service.ts'

const slots = createRoute({
  method: 'get',
  path: '/services/{id}/slots',
  tags: ['bookings'],
  summary: 'Free start times between two dates (inclusive, in the business time zone)',
  request: { params: z.object({ id: z.uuid() }), query: slotsQuerySchema },
  responses: {
    200: json('Slots', slotsResponseSchema),
    400: errorResponse('Not valid'),
    404: errorResponse('No such service'),
  },
})

export function availabilityRoutes({ db }: { db: Db }) {
  return createRouter().openapi(slots, async (c) => {
    c.header('Cache-Control', 'no-store')
    const { from, to } = c.req.valid('query')
    return c.json(await listSlots(db, { serviceId: c.req.valid('param').id, from, to }), 200)
  })
}
