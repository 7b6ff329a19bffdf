import { createRoute, z } from '@hono/zod-openapi'
import {
  apiKeyIdSchema,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts'

const tags = ['api-keys']
const refused = {
  400: errorResponse('Not valid'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin, or an API key (`api_keys.scope`)'),
}

const list = createRoute({
  method: 'get',
  path: '/admin/api-keys',
  tags,
  summary: 'API keys, newest first, revoked ones included; never their secrets (admins)',
  responses: { 200: json('The keys', apiKeyListSchema), ...refused },
})

const create = createRoute({
  method: 'post',
  path: '/admin/api-keys',
  tags,
  summary: 'Make an API key (admins); the answer is the only time its secret is sent; audited',
  request: jsonBody(createApiKeySchema),
  responses: { 201: json('The key and its secret', createdApiKeySchema), ...refused },
})

const revoke = createRoute({
  method: 'post',
  path: '/admin/api-keys/{id}/revoke',
  tags,
  summary: 'Revoke an API key: its next request is refused (admins); audited',
  request: { params: z.object({ id: apiKeyIdSchema }) },
  responses: {
    200: json('The revoked key', z.object({ key: apiKeySchema })),
    ...refused,
    404: errorResponse('No such key (`api_keys.not_found`)'),
    409: errorResponse('Revoked already (`api_keys.revoked`)'),
  },
})

export function apiKeyRoutes({ db, auth, clock }: { db: Db; auth: Auth; clock: Clock }) {
  return createRouter()
    .openapi(list, async (c) => {
      await requireRole(auth, c, ['admin'])
      return c.json({ keys: await listApiKeys(db) }, 200)
    })
    .openapi(create, async (c) => {
      const actor = await requireRole(auth, c, ['admin'])
      return c.json(await createApiKey(db, { actor, input: c.req.valid('json'), clock }), 201)
    })
    .openapi(revoke, async (c) => {
      const actor = await requireRole(auth, c, ['admin'])
      const key = await revokeApiKey(db, { actorId: actor.id, id: c.req.valid('param').id, clock })
      return c.json({ key }, 200)
    })
}
