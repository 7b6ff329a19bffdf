import { createRoute } from '@hono/zod-openapi'
import {
  businessSettingsSchema,
  publicSettingsSchema,
  updateBusinessSettingsSchema,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { createRouter, errorResponse, guardedResponses, json, jsonBody } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import * as settings from './settings.service.ts'

const routes = {
  getPublic: createRoute({
    method: 'get',
    path: '/settings/public',
    tags: ['settings'],
    summary:
      "The business's public settings: name, contact, time zone, currency, about and privacy",
    responses: {
      200: json('Public settings', publicSettingsSchema),
      503: errorResponse('The business is not set up'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/admin/settings',
    tags: ['settings'],
    summary: 'All business settings, with booking policies (admin)',
    responses: { 200: json('Settings', businessSettingsSchema), ...guardedResponses },
  }),
  update: createRoute({
    method: 'patch',
    path: '/admin/settings',
    tags: ['settings'],
    summary: 'Change business settings and booking policies (admin)',
    request: jsonBody(updateBusinessSettingsSchema),
    responses: { 200: json('Settings', businessSettingsSchema), ...guardedResponses },
  }),
}

export function settingsRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return createRouter()
    .openapi(routes.getPublic, async (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.json(await settings.getPublicSettings(db), 200)
    })
    .openapi(routes.get, async (c) => {
      await requireRole(auth, c, ['admin'])
      return c.json(await settings.getBusinessSettings(db), 200)
    })
    .openapi(routes.update, async (c) => {
      const user = await requireRole(auth, c, ['admin'])
      return c.json(
        await settings.updateBusinessSettings({ db, actorId: user.id, input: c.req.valid('json') }),
        200,
      )
    })
}
