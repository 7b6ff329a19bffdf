import { createRoute } from '@hono/zod-openapi'
import { healthSchema } from '@reserva/shared'
import type { Database } from '../../db/client.ts'
import { databaseUnavailableError } from '../../db/errors.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Whether the server and its database answer (a read of one of its tables)',
  responses: {
    200: json('Healthy', healthSchema),
    503: errorResponse('The database does not answer, or lacks its tables; with Retry-After'),
  },
})

export function healthRoutes({ database }: { database: Pick<Database, 'ping'> }) {
  return createRouter().openapi(getHealth, async (c) => {
    c.header('Cache-Control', 'no-store')
    if (!(await database.ping())) {
      throw databaseUnavailableError()
    }
    return c.json({ status: 'ok' as const }, 200)
  })
}
