import { createRoute, z } from '@hono/zod-openapi'
import { closureInputSchema, closureListSchema, closureSchema } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, guardedResponses, json, jsonBody } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import { addClosure, listClosures, removeClosure } from './closures.service.ts'

const list = createRoute({
  method: 'get',
  path: '/closures',
  tags: ['availability'],
  summary: 'The days the business is closed, from today on',
  responses: { 200: json('Closures, soonest first', closureListSchema) },
})

const add = createRoute({
  method: 'post',
  path: '/admin/closures',
  tags: ['availability'],
  summary: 'Close the business for whole days (every resource)',
  request: jsonBody(closureInputSchema),
  responses: {
    201: json('The closure', closureSchema),
    ...guardedResponses,
    409: errorResponse(
      'catalogue.covers_bookings: open bookings on those days (details.bookings); send acknowledgeBookings to close anyway',
    ),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/admin/closures/{id}',
  tags: ['availability'],
  summary: 'Open the days of a closure again',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 204: { description: 'Removed' }, ...guardedResponses },
})

export function closureRoutes({ db, auth, clock }: { db: Db; auth: Auth; clock: Clock }) {
  return createRouter()
    .openapi(list, async (c) =>
      c.json({ closures: await listClosures(db, { now: clock.now() }) }, 200),
    )
    .openapi(add, async (c) => {
      const admin = await requireRole(auth, c, ['admin'])
      const input = c.req.valid('json')
      return c.json(await addClosure(db, { actorId: admin.id, input, now: clock.now() }), 201)
    })
    .openapi(remove, async (c) => {
      const admin = await requireRole(auth, c, ['admin'])
      await removeClosure(db, { actorId: admin.id, id: c.req.valid('param').id })
      return c.body(null, 204)
    })
}
