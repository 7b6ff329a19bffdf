import { Readable } from 'node:stream'
import { createRoute, z } from '@hono/zod-openapi'
import { dataExportAnswerSchema, dataExportSchema, personIdSchema } from '@reserva/shared'
import { create as contentDisposition } from 'content-disposition'
import type { Clock } from '../../lib/clock.ts'
import {
  createRouter,
  emptyJsonBody,
  errorResponse,
  json,
  optionalJsonBody,
} from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole, requireUser } from '../auth/session.ts'
import { objectSecurityHeaders } from '../storage/object-response.ts'
import {
  currentExport,
  type DataExportServiceDeps,
  openArchive,
  requestExport,
} from './data-export.service.ts'

const tags = ['data-export']
const latest = json('The newest export you asked for, or null', dataExportAnswerSchema)
const started = json(
  'The export being prepared: the requester is mailed when it is ready',
  z.object({ export: dataExportSchema }),
)
const noBody = optionalJsonBody(z.object({}).strict())
const signedIn = {
  401: errorResponse('Not signed in'),
  403: errorResponse('An API key (`api_keys.scope`)'),
}
const asking = {
  429: errorResponse('`data_export.too_many` (`details.retryAt`), or too many from this address'),
}
const adminOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin'),
  404: errorResponse('`people.not_found`'),
}
const params = z.object({ id: personIdSchema })

const routes = {
  mine: createRoute({
    method: 'get',
    path: '/me/data-export',
    tags,
    summary: 'My newest export of everything held about me',
    responses: { 200: latest, ...signedIn },
  }),
  requestMine: createRoute({
    method: 'post',
    path: '/me/data-export',
    tags,
    summary: 'Ask for an export of everything held about me, prepared in the background',
    description:
      'Prepared as one zip of JSON and my files; I am mailed when it is ready, and download it with my session for seven days. One still being prepared is answered as it is; five a day at most.',
    request: noBody,
    middleware: [emptyJsonBody] as const,
    responses: { 202: started, ...signedIn, ...asking },
  }),
  person: createRoute({
    method: 'get',
    path: '/admin/people/{id}/data-export',
    tags,
    summary: 'The newest export I asked for of a person’s data (admins)',
    request: { params },
    responses: { 200: latest, ...adminOnly },
  }),
  requestPerson: createRoute({
    method: 'post',
    path: '/admin/people/{id}/data-export',
    tags,
    summary: 'Export everything held about a person (admins): for me to download; audited',
    request: { params, ...noBody },
    middleware: [emptyJsonBody] as const,
    responses: { 202: started, ...adminOnly, ...asking },
  }),
  archive: createRoute({
    method: 'get',
    path: '/data-exports/{id}/archive',
    tags,
    summary: 'Download an export’s zip (whoever asked for it); audited',
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: {
        description: 'The zip, as an attachment',
        content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...signedIn,
      404: errorResponse('No such export, or not one you asked for (`not_found`)'),
      409: errorResponse('`data_export.not_ready`'),
      410: errorResponse('`data_export.expired`'),
    },
  }),
}

export function dataExportRoutes({
  deps,
  auth,
  clock,
  trustProxy,
}: {
  deps: DataExportServiceDeps
  auth: Auth
  clock: Clock
  trustProxy: boolean
}) {
  const limited = rateLimit({
    db: deps.db,
    clock,
    name: 'data-export',
    windowSeconds: 3600,
    max: 30,
    trustProxy,
  })
  const router = createRouter()
  router.post('/me/data-export', limited)
  router.post('/admin/people/:id/data-export', limited)
  return router
    .openapi(routes.mine, async (c) => {
      const actor = await requireUser(auth, c)
      const found = await currentExport(deps.db, {
        actor,
        subjectId: actor.id,
        now: clock.now(),
      })
      return c.json({ export: found }, 200)
    })
    .openapi(routes.requestMine, async (c) => {
      const actor = await requireUser(auth, c)
      const made = await requestExport(deps, { actor, subjectId: actor.id, now: clock.now() })
      return c.json({ export: made }, 202)
    })
    .openapi(routes.person, async (c) => {
      const actor = await requireRole(auth, c, ['admin'])
      const { id } = c.req.valid('param')
      return c.json(
        { export: await currentExport(deps.db, { actor, subjectId: id, now: clock.now() }) },
        200,
      )
    })
    .openapi(routes.requestPerson, async (c) => {
      const actor = await requireRole(auth, c, ['admin'])
      const { id } = c.req.valid('param')
      const made = await requestExport(deps, { actor, subjectId: id, now: clock.now() })
      return c.json({ export: made }, 202)
    })
    .openapi(routes.archive, async (c) => {
      const actor = await requireUser(auth, c)
      const { id } = c.req.valid('param')
      const now = clock.now()
      const { body, size, readyAt } = await openArchive(deps, { actor, id, now })
      const day = readyAt.toISOString().slice(0, 10)
      return new Response(Readable.toWeb(body) as ReadableStream, {
        status: 200,
        headers: {
          ...objectSecurityHeaders,
          'content-type': 'application/zip',
          'content-length': String(size),
          'content-disposition': contentDisposition(`reserva-data-${day}.zip`),
          'cache-control': 'private, no-store',
        },
      })
    })
}
