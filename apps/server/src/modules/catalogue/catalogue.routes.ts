import { createRoute, z } from '@hono/zod-openapi'
import {
  adminServiceSchema,
  createResourceSchema,
  createServiceSchema,
  resourceSchema,
  serviceSchema,
  updateResourceSchema,
  updateServiceSchema,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, guardedResponses, json, jsonBody } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import * as catalogue from './catalogue.service.ts'

const guarded = guardedResponses
const idParam = z.object({ id: z.uuid() })

const routes = {
  publicServices: createRoute({
    method: 'get',
    path: '/services',
    tags: ['catalogue'],
    summary: 'The services on offer (active ones), with prices',
    responses: { 200: json('Services', z.object({ services: z.array(serviceSchema) })) },
  }),
  adminServices: createRoute({
    method: 'get',
    path: '/admin/services',
    tags: ['catalogue'],
    summary: 'Every service with its settings (admin)',
    responses: {
      200: json('Services', z.object({ services: z.array(adminServiceSchema) })),
      ...guarded,
    },
  }),
  createService: createRoute({
    method: 'post',
    path: '/admin/services',
    tags: ['catalogue'],
    summary: 'Add a service (admin)',
    request: jsonBody(createServiceSchema),
    responses: { 201: json('Created', z.object({ service: adminServiceSchema })), ...guarded },
  }),
  updateService: createRoute({
    method: 'patch',
    path: '/admin/services/{id}',
    tags: ['catalogue'],
    summary: 'Change a service; deactivate it with active: false (admin)',
    request: { params: idParam, ...jsonBody(updateServiceSchema) },
    responses: { 200: json('Updated', z.object({ service: adminServiceSchema })), ...guarded },
  }),
  resources: createRoute({
    method: 'get',
    path: '/resources',
    tags: ['catalogue'],
    summary: 'Resources with their weekly hours, date overrides and time off (staff)',
    responses: {
      200: json('Resources', z.object({ resources: z.array(resourceSchema) })),
      ...guarded,
    },
  }),
  createResource: createRoute({
    method: 'post',
    path: '/admin/resources',
    tags: ['catalogue'],
    summary: 'Add a resource (admin)',
    request: jsonBody(createResourceSchema),
    responses: { 201: json('Created', z.object({ resource: resourceSchema })), ...guarded },
  }),
  updateResource: createRoute({
    method: 'patch',
    path: '/admin/resources/{id}',
    tags: ['catalogue'],
    summary: 'Change a resource (admin)',
    request: { params: idParam, ...jsonBody(updateResourceSchema) },
    responses: { 200: json('Updated', z.object({ resource: resourceSchema })), ...guarded },
  }),
}

export function catalogueRoutes({ db, auth, clock }: { db: Db; auth: Auth; clock: Clock }) {
  const admin = (c: Parameters<typeof requireRole>[1]) => requireRole(auth, c, ['admin'])
  const staff = (c: Parameters<typeof requireRole>[1]) =>
    requireRole(auth, c, ['operator', 'admin'])
  return createRouter()
    .openapi(routes.publicServices, async (c) =>
      c.json({ services: await catalogue.listPublicServices(db) }, 200),
    )
    .openapi(routes.adminServices, async (c) => {
      await admin(c)
      return c.json({ services: await catalogue.listAdminServices(db) }, 200)
    })
    .openapi(routes.createService, async (c) => {
      const user = await admin(c)
      const service = await catalogue.createService({
        db,
        actorId: user.id,
        input: c.req.valid('json'),
      })
      return c.json({ service }, 201)
    })
    .openapi(routes.updateService, async (c) => {
      const user = await admin(c)
      const service = await catalogue.updateService({
        db,
        actorId: user.id,
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      })
      return c.json({ service }, 200)
    })
    .openapi(routes.resources, async (c) => {
      await staff(c)
      return c.json({ resources: await catalogue.listResources(db, { now: clock.now() }) }, 200)
    })
    .openapi(routes.createResource, async (c) => {
      const user = await admin(c)
      const resource = await catalogue.createResource({
        db,
        actorId: user.id,
        input: c.req.valid('json'),
        now: clock.now(),
      })
      return c.json({ resource }, 201)
    })
    .openapi(routes.updateResource, async (c) => {
      const user = await admin(c)
      const resource = await catalogue.updateResource({
        db,
        actorId: user.id,
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
        now: clock.now(),
      })
      return c.json({ resource }, 200)
    })
}
