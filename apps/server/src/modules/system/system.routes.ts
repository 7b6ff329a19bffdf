import { createRoute } from '@hono/zod-openapi'
import { systemStatusSchema } from '@reserva/shared'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'
import { reservaVersion } from '../../version.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import { type InstallationFacts, systemStatus } from './system.service.ts'

const get = createRoute({
  method: 'get',
  path: '/admin/system',
  tags: ['system'],
  summary:
    'Version, database kind, size and migration level, backups, outbox, storage, open sockets (admins)',
  responses: {
    200: json('The installation now', systemStatusSchema),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
  },
})

export function systemRoutes({
  database,
  auth,
  clock,
  facts,
  sockets,
}: {
  database: Database
  auth: Auth
  clock: Clock
  facts: InstallationFacts
  /** Live-update connections open now. */
  sockets: () => number
}) {
  return createRouter().openapi(get, async (c) => {
    await requireRole(auth, c, ['admin'])
    c.header('Cache-Control', 'no-store')
    const status = await systemStatus(database, facts, {
      now: clock.now(),
      version: reservaVersion,
      sockets: sockets(),
    })
    return c.json(status, 200)
  })
}
