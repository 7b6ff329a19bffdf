import { createRoute } from '@hono/zod-openapi'
import { healthSchema } from '@reserva/shared'
import type { Database } from '../../db/client.ts'
import { commonError } from '../../lib/errors.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: json('Healthy', healthSchema),
    503: errorResponse('The database does not answer'),
  },
})

export function healthRoutes({ database }: { database: Pick<Database, 'ping'> }) {
  return createRouter().openapi(getHealth, async (c) => {
    c.header('Cache-Control', 'no-store')
    if (!(await database.ping())) {
      throw commonError('service_unavailable', 'The database does not answer')
    }
    return c.json({ status: 'ok' as const }, 200)
  })
}
