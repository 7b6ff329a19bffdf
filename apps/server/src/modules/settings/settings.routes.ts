import { createRoute } from '@hono/zod-openapi'
import { publicSettingsSchema } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'
import { getPublicSettings } from './settings.service.ts'

const getPublic = createRoute({
  method: 'get',
  path: '/public',
  tags: ['settings'],
  summary: "The business's public settings: name, contact, time zone, currency, about and privacy",
  responses: {
    200: json('Public settings', publicSettingsSchema),
    503: errorResponse('The business is not set up'),
  },
})

export function settingsRoutes({ db }: { db: Db }) {
  return createRouter().openapi(getPublic, async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(await getPublicSettings(db), 200)
  })
}
