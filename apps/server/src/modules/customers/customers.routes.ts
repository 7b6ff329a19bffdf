import { createRoute } from '@hono/zod-openapi'
import { customerListSchema, customerSearchQuerySchema } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import { findCustomers } from './customers.service.ts'

const search = createRoute({
  method: 'get',
  path: '/customers',
  tags: ['customers'],
  summary: 'Customers whose name or e-mail contains the text, any case (operators and admins)',
  request: { query: customerSearchQuerySchema },
  responses: {
    200: json('Matching customers by name, at most `limit` (20 unless told)', customerListSchema),
    400: errorResponse('Not valid'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff'),
  },
})

export function customerRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return createRouter().openapi(search, async (c) => {
    await requireRole(auth, c, ['operator', 'admin'])
    return c.json({ customers: await findCustomers(db, c.req.valid('query')) }, 200)
  })
}
