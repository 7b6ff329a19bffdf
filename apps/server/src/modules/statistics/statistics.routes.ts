import { createRoute } from '@hono/zod-openapi'
import { statisticsQuerySchema, statisticsSchema } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import { getStatistics } from './statistics.service.ts'

const get = createRoute({
  method: 'get',
  path: '/admin/statistics',
  tags: ['statistics'],
  summary:
    'Bookings, revenue, resource use, quote conversion, cancellations over a period (admins)',
  description:
    'Days are calendar days in the business time zone; `from` and `to` are both included. A booking counts on the day or ISO week it starts, a quote on the day it was asked for.',
  request: { query: statisticsQuerySchema },
  responses: {
    200: json('The figures', statisticsSchema),
    400: errorResponse('Not valid'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
  },
})

export function statisticsRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return createRouter().openapi(get, async (c) => {
    await requireRole(auth, c, ['admin'])
    c.header('Cache-Control', 'no-store')
    return c.json(await getStatistics(db, c.req.valid('query')), 200)
  })
}
