import { createRoute, z } from '@hono/zod-openapi'
import {
  createSsoProviderSchema,
  ssoProviderAnswerSchema,
  ssoProviderIdSchema,
  ssoProviderListSchema,
} from '@reserva/shared'
import type { Context } from 'hono'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import { requireRole } from '../auth/session.ts'
import {
  createProvider,
  findProviders,
  removeProvider,
  type SsoProviderDeps,
} from './sso-providers.service.ts'

const tags = ['sso-providers']
const refused = {
  400: errorResponse('Not valid'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin'),
}

const list = createRoute({
  method: 'get',
  path: '/admin/sso-providers',
  tags,
  summary: 'Single sign-on providers, without their client secrets (admins)',
  responses: { 200: json('Every provider', ssoProviderListSchema), ...refused },
})

const create = createRoute({
  method: 'post',
  path: '/admin/sso-providers',
  tags,
  summary: 'Register an OpenID Connect provider for an e-mail domain with a role (admins); audited',
  request: jsonBody(createSsoProviderSchema),
  responses: {
    201: json('Registered', ssoProviderAnswerSchema),
    ...refused,
    409: errorResponse('`sso_providers.domain_taken`'),
    422: errorResponse('`sso_providers.discovery_failed`'),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/admin/sso-providers/{providerId}',
  tags,
  summary: 'Remove a provider: its people no longer sign in there (admins); audited',
  request: { params: z.object({ providerId: ssoProviderIdSchema }) },
  responses: {
    204: { description: 'Removed' },
    ...refused,
    404: errorResponse('`sso_providers.not_found`'),
  },
})

export function ssoProviderRoutes(deps: SsoProviderDeps) {
  const acting = async (c: Context) => ({
    actor: await requireRole(deps.auth, c, ['admin']),
    headers: c.req.raw.headers,
  })
  return createRouter()
    .openapi(list, async (c) => {
      await requireRole(deps.auth, c, ['admin'])
      return c.json({ providers: await findProviders(deps.db) }, 200)
    })
    .openapi(create, async (c) => {
      const provider = await createProvider(deps, await acting(c), c.req.valid('json'))
      return c.json({ provider }, 201)
    })
    .openapi(remove, async (c) => {
      await removeProvider(deps, await acting(c), c.req.valid('param'))
      return c.body(null, 204)
    })
}
