import { createRoute, z } from '@hono/zod-openapi'
import { calendarConnectionAnswerSchema, calendarConnectionInputSchema } from '@reserva/shared'
import type { Clock } from '../../lib/clock.ts'
import {
  createRouter,
  emptyJsonBody,
  errorResponse,
  json,
  jsonBody,
  optionalJsonBody,
} from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import {
  type CalendarSyncServiceDeps,
  connectCalendar,
  connectionOf,
  disconnectCalendar,
  syncNow,
} from './calendar-sync.service.ts'

const tags = ['calendar-sync']
const path = '/resources/{id}/calendar-connection'
const params = z.object({ id: z.uuid() })
const staffOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not staff, or an API key (`api_keys.scope`)'),
  404: errorResponse('No such resource (`not_found`)'),
}
const answer = (description: string) => json(description, calendarConnectionAnswerSchema)
const reaching = {
  400: errorResponse(
    '`calendar_sync.address_refused`: not https, or a private address; `validation_failed`',
  ),
  422: errorResponse(
    '`calendar_sync.refused` (the login), `calendar_sync.unreachable`, `calendar_sync.not_a_calendar`',
  ),
  429: errorResponse('Too many checks from this address'),
}

const routes = {
  read: createRoute({
    method: 'get',
    path,
    tags,
    summary: 'A resource’s CalDAV calendar and how its sync stands (staff)',
    request: { params },
    responses: { 200: answer('The connection, or null'), ...staffOnly },
  }),
  connect: createRoute({
    method: 'put',
    path,
    tags,
    summary: 'Connect the resource’s CalDAV calendar, or change its details (staff); audited',
    description:
      'The calendar is reached and logged into before anything is saved; the password is stored sealed and never answered. Without `password`, the stored one is kept. Every booking to come is then written into the calendar, and its busy times block the resource’s slots.',
    request: { params, ...jsonBody(calendarConnectionInputSchema) },
    responses: { 200: answer('The connection'), ...staffOnly, ...reaching },
  }),
  disconnect: createRoute({
    method: 'delete',
    path,
    tags,
    summary: 'Disconnect the calendar (staff); the events written stay in it; audited',
    request: { params },
    responses: { 200: answer('Null: none is connected'), ...staffOnly },
  }),
  sync: createRoute({
    method: 'post',
    path: `${path}/sync`,
    tags,
    summary: 'Sync now: write what waits and read the busy times at once (staff)',
    request: { params, ...optionalJsonBody(z.object({}).strict()) },
    middleware: [emptyJsonBody] as const,
    responses: {
      200: answer('The connection after the sync; `behind` if the calendar failed'),
      ...staffOnly,
      404: errorResponse(
        'No such resource (`not_found`), or none connected (`calendar_sync.not_connected`)',
      ),
      429: reaching[429],
    },
  }),
}

export function calendarSyncRoutes({
  deps,
  auth,
  clock,
  trustProxy,
}: {
  deps: CalendarSyncServiceDeps
  auth: Auth
  clock: Clock
  trustProxy: boolean
}) {
  // Each check and each "sync now" reaches out to another server: a few a minute is plenty.
  const limited = rateLimit({
    db: deps.db,
    clock,
    name: 'calendar-connection',
    windowSeconds: 600,
    max: 60,
    trustProxy,
  })
  const staff = (c: Parameters<typeof requireRole>[1]) =>
    requireRole(auth, c, ['operator', 'admin'])
  const router = createRouter()
  router.on(
    ['PUT', 'POST'],
    ['/resources/:id/calendar-connection', '/resources/:id/calendar-connection/sync'],
    limited,
  )
  return router
    .openapi(routes.read, async (c) => {
      await staff(c)
      c.header('Cache-Control', 'no-store')
      return c.json({ connection: await connectionOf(deps, c.req.valid('param').id) }, 200)
    })
    .openapi(routes.connect, async (c) => {
      const actor = await staff(c)
      const connection = await connectCalendar(deps, {
        actor,
        resourceId: c.req.valid('param').id,
        input: c.req.valid('json'),
      })
      c.header('Cache-Control', 'no-store')
      return c.json({ connection }, 200)
    })
    .openapi(routes.disconnect, async (c) => {
      const actor = await staff(c)
      await disconnectCalendar(deps, { actor, resourceId: c.req.valid('param').id })
      return c.json({ connection: null }, 200)
    })
    .openapi(routes.sync, async (c) => {
      await staff(c)
      c.header('Cache-Control', 'no-store')
      return c.json({ connection: await syncNow(deps, c.req.valid('param').id) }, 200)
    })
}
