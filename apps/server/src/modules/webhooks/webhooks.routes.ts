import { createRoute, z } from '@hono/zod-openapi'
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryAnswerSchema,
  webhookDeliveryPageSchema,
  webhookIdSchema,
  webhookListSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@reserva/shared'
import {
  createRouter,
  emptyJsonBody,
  errorResponse,
  json,
  jsonBody,
  optionalJsonBody,
} from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  type WebhookServiceDeps,
} from './webhooks.service.ts'

const tags = ['webhooks']
const refused = {
  400: errorResponse(
    'Not valid (`webhooks.address_refused`: the URL is not one deliveries may go to)',
  ),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin; API keys may not manage webhooks'),
}
const notFound = { 404: errorResponse('No such webhook (`webhooks.not_found`)') }
const base = '/admin/webhooks'
const byId = { params: z.object({ id: webhookIdSchema }) }

const list = createRoute({
  method: 'get',
  path: base,
  tags,
  summary: 'Webhook endpoints, newest first; never their secrets (admins)',
  responses: { 200: json('The endpoints', webhookListSchema), ...refused },
})

const create = createRoute({
  method: 'post',
  path: base,
  tags,
  summary: 'Register an endpoint (admins); the answer is the only time its secret is sent; audited',
  request: jsonBody(createWebhookSchema),
  responses: { 201: json('The endpoint and its secret', webhookWithSecretSchema), ...refused },
})

const update = createRoute({
  method: 'patch',
  path: `${base}/{id}`,
  tags,
  summary: 'Change an endpoint: URL, events, description, enabled (admins); audited',
  request: { ...byId, ...jsonBody(updateWebhookSchema) },
  responses: {
    200: json('The endpoint', z.object({ webhook: webhookSchema })),
    ...refused,
    ...notFound,
  },
})

const remove = createRoute({
  method: 'delete',
  path: `${base}/{id}`,
  tags,
  summary: 'Remove an endpoint and its delivery log (admins); audited',
  request: byId,
  responses: { 204: { description: 'Removed' }, ...refused, ...notFound },
})

const rotate = createRoute({
  method: 'post',
  path: `${base}/{id}/rotate-secret`,
  tags,
  summary: 'A new signing secret, sent once; the old one signs too for 24 hours (admins); audited',
  middleware: [emptyJsonBody] as const,
  request: { ...byId, ...optionalJsonBody(z.object({}).strict()) },
  responses: {
    200: json('The endpoint and its new secret', webhookWithSecretSchema),
    ...refused,
    ...notFound,
  },
})

const deliveries = createRoute({
  method: 'get',
  path: `${base}/{id}/deliveries`,
  tags,
  summary: 'The delivery log of an endpoint, newest first, a page at a time (admins)',
  request: { ...byId, query: webhookDeliveriesQuerySchema },
  responses: {
    200: json('A page of deliveries', webhookDeliveryPageSchema),
    ...refused,
    ...notFound,
  },
})

const again = createRoute({
  method: 'post',
  path: `${base}/{id}/deliveries/{deliveryId}/redeliver`,
  tags,
  summary: 'Send a delivery again, with the same message id (admins); audited',
  middleware: [emptyJsonBody] as const,
  request: {
    params: z.object({ id: webhookIdSchema, deliveryId: z.uuid() }),
    ...optionalJsonBody(z.object({}).strict()),
  },
  responses: {
    202: json('The new delivery, queued', webhookDeliveryAnswerSchema),
    ...refused,
    404: errorResponse('`webhooks.not_found`, `webhooks.delivery_not_found`'),
  },
})

const test = createRoute({
  method: 'post',
  path: `${base}/{id}/test`,
  tags,
  summary: 'Send a `webhook.test` event to the endpoint (admins)',
  middleware: [emptyJsonBody] as const,
  request: { ...byId, ...optionalJsonBody(z.object({}).strict()) },
  responses: {
    202: json('The delivery, queued', webhookDeliveryAnswerSchema),
    ...refused,
    ...notFound,
  },
})

export function webhookRoutes({ auth, ...deps }: WebhookServiceDeps & { auth: Auth }) {
  const admin = (c: Parameters<typeof requireRole>[1]) => requireRole(auth, c, ['admin'])
  return createRouter()
    .openapi(list, async (c) => {
      await admin(c)
      return c.json({ webhooks: await listWebhooks(deps) }, 200)
    })
    .openapi(create, async (c) => {
      const actor = await admin(c)
      return c.json(
        await createWebhook(deps, { actorId: actor.id, input: c.req.valid('json') }),
        201,
      )
    })
    .openapi(update, async (c) => {
      const actor = await admin(c)
      const { id } = c.req.valid('param')
      const webhook = await updateWebhook(deps, {
        actorId: actor.id,
        id,
        input: c.req.valid('json'),
      })
      return c.json({ webhook }, 200)
    })
    .openapi(remove, async (c) => {
      const actor = await admin(c)
      await deleteWebhook(deps, { actorId: actor.id, id: c.req.valid('param').id })
      return c.body(null, 204)
    })
    .openapi(rotate, async (c) => {
      const actor = await admin(c)
      return c.json(
        await rotateWebhookSecret(deps, { actorId: actor.id, id: c.req.valid('param').id }),
        200,
      )
    })
    .openapi(deliveries, async (c) => {
      await admin(c)
      const { limit, cursor } = c.req.valid('query')
      return c.json(await listDeliveries(deps, { id: c.req.valid('param').id, limit, cursor }), 200)
    })
    .openapi(again, async (c) => {
      const actor = await admin(c)
      const { id, deliveryId } = c.req.valid('param')
      return c.json({ delivery: await redeliver(deps, { actorId: actor.id, id, deliveryId }) }, 202)
    })
    .openapi(test, async (c) => {
      await admin(c)
      return c.json({ delivery: await sendTestEvent(deps, { id: c.req.valid('param').id }) }, 202)
    })
}
