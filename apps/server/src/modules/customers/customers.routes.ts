import { createRoute } from '@hono/zod-openapi'
import {
  createWalkInSchema,
  customerListSchema,
  customerSearchQuerySchema,
  walkInAnswerSchema,
} from '@reserva/shared'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import { requireRole } from '../auth/session.ts'
import { type CustomerDeps, createWalkIn, findCustomers } from './customers.service.ts'

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

const walkIn = createRoute({
  method: 'post',
  path: '/customers',
  tags: ['customers'],
  summary:
    'A walk-in or phone-in client by name and e-mail or phone, without a password; the existing customer when the address or number is one (operators and admins); audited',
  request: jsonBody(createWalkInSchema),
  responses: {
    200: json('A customer had this address or number: their record', walkInAnswerSchema),
    201: json('A new customer record', walkInAnswerSchema),
    400: errorResponse('Not valid; invalid_phone_number when the number cannot be one'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff'),
    409: errorResponse('`customers.not_a_customer`: a staff account has it'),
  },
})

export function customerRoutes(deps: CustomerDeps) {
  const { db, auth } = deps
  return createRouter()
    .openapi(search, async (c) => {
      await requireRole(auth, c, ['operator', 'admin'])
      return c.json({ customers: await findCustomers(db, c.req.valid('query')) }, 200)
    })
    .openapi(walkIn, async (c) => {
      const actor = await requireRole(auth, c, ['operator', 'admin'])
      const answer = await createWalkIn(deps, actor, c.req.valid('json'))
      return c.json(answer, answer.created ? 201 : 200)
    })
}
