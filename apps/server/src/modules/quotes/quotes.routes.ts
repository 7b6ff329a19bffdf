import { createRoute, z } from '@hono/zod-openapi'
import {
  acceptedQuoteSchema,
  acceptQuoteSchema,
  createQuoteSchema,
  offerSchema,
  quoteMessageInputSchema,
  quoteSchema,
  quoteStatusSchema,
} from '@reserva/shared'
import { createRouter, errorResponse } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireUser } from '../auth/session.ts'
import type { BookingDeps } from '../bookings/bookings.service.ts'
import * as quotes from './quotes.service.ts'

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
})
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})
const failures = {
  400: errorResponse('Not valid'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this role'),
  404: errorResponse('No such quote (or not yours)'),
  409: errorResponse('quotes.invalid_transition, or bookings.slot_taken when accepting'),
  422: errorResponse('quotes.start_required, bookings.not_a_slot'),
}
const idParam = z.object({ id: z.uuid() })
const quoteOut = json('The quote', z.object({ quote: quoteSchema }))

const routes = {
  create: createRoute({
    method: 'post',
    path: '/quotes',
    tags: ['quotes'],
    summary: 'Ask for a quote: what you need, when, for how many',
    request: body(createQuoteSchema),
    responses: { 201: quoteOut, ...failures },
  }),
  list: createRoute({
    method: 'get',
    path: '/quotes',
    tags: ['quotes'],
    summary: 'Your quotes, or with scope=all every quote (staff)',
    request: {
      query: z.object({
        scope: z.enum(['mine', 'all']).default('mine'),
        status: z
          .string()
          .optional()
          .transform((s) => (s ? s.split(',') : undefined))
          .pipe(z.array(quoteStatusSchema).optional()),
      }),
    },
    responses: { 200: json('Quotes', z.object({ quotes: z.array(quoteSchema) })), ...failures },
  }),
  get: createRoute({
    method: 'get',
    path: '/quotes/{id}',
    tags: ['quotes'],
    summary: 'One quote with its messages (its customer or staff)',
    request: { params: idParam },
    responses: { 200: quoteOut, ...failures },
  }),
  offer: createRoute({
    method: 'post',
    path: '/quotes/{id}/offer',
    tags: ['quotes'],
    summary: 'Offer a price, a validity and optionally a time (staff); again to revise it',
    request: { params: idParam, ...body(offerSchema) },
    responses: { 200: quoteOut, ...failures },
  }),
  reject: createRoute({
    method: 'post',
    path: '/quotes/{id}/reject',
    tags: ['quotes'],
    summary: 'Turn the request down (staff)',
    request: {
      params: idParam,
      ...body(z.strictObject({ message: z.string().trim().max(5000).default('') })),
    },
    responses: { 200: quoteOut, ...failures },
  }),
  accept: createRoute({
    method: 'post',
    path: '/quotes/{id}/accept',
    tags: ['quotes'],
    summary: 'Accept the offer: the booking is made in the same transaction (customer)',
    request: { params: idParam, ...body(acceptQuoteSchema) },
    responses: { 200: json('The quote and its booking', acceptedQuoteSchema), ...failures },
  }),
  decline: createRoute({
    method: 'post',
    path: '/quotes/{id}/decline',
    tags: ['quotes'],
    summary: 'Decline the offer (customer)',
    request: { params: idParam },
    responses: { 200: quoteOut, ...failures },
  }),
  withdraw: createRoute({
    method: 'post',
    path: '/quotes/{id}/withdraw',
    tags: ['quotes'],
    summary: 'Withdraw the request (customer)',
    request: { params: idParam },
    responses: { 200: quoteOut, ...failures },
  }),
  message: createRoute({
    method: 'post',
    path: '/quotes/{id}/messages',
    tags: ['quotes'],
    summary: 'Write in the quote’s thread (its customer or staff)',
    request: { params: idParam, ...body(quoteMessageInputSchema) },
    responses: { 201: quoteOut, ...failures },
  }),
}

export function quoteRoutes({ deps, auth }: { deps: BookingDeps; auth: Auth }) {
  return createRouter()
    .openapi(routes.create, async (c) => {
      const actor = await requireUser(auth, c)
      return c.json(
        { quote: await quotes.requestQuote(deps, { actor, input: c.req.valid('json') }) },
        201,
      )
    })
    .openapi(routes.list, async (c) => {
      const actor = await requireUser(auth, c)
      const { scope, status } = c.req.valid('query')
      return c.json(
        { quotes: await quotes.listQuotes(deps.db, { actor, scope, statuses: status }) },
        200,
      )
    })
    .openapi(routes.get, async (c) => {
      const actor = await requireUser(auth, c)
      return c.json(
        { quote: await quotes.getQuote(deps.db, { actor, id: c.req.valid('param').id }) },
        200,
      )
    })
    .openapi(routes.offer, async (c) => {
      const actor = await requireUser(auth, c)
      const quote = await quotes.offerQuote(deps, {
        actor,
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      })
      return c.json({ quote }, 200)
    })
    .openapi(routes.reject, async (c) => {
      const actor = await requireUser(auth, c)
      const quote = await quotes.rejectQuote(deps, {
        actor,
        id: c.req.valid('param').id,
        message: c.req.valid('json').message,
      })
      return c.json({ quote }, 200)
    })
    .openapi(routes.accept, async (c) => {
      const actor = await requireUser(auth, c)
      return c.json(
        await quotes.acceptQuote(deps, {
          actor,
          id: c.req.valid('param').id,
          start: c.req.valid('json').start,
        }),
        200,
      )
    })
    .openapi(routes.decline, async (c) => {
      const actor = await requireUser(auth, c)
      return c.json(
        { quote: await quotes.declineQuote(deps, { actor, id: c.req.valid('param').id }) },
        200,
      )
    })
    .openapi(routes.withdraw, async (c) => {
      const actor = await requireUser(auth, c)
      return c.json(
        { quote: await quotes.withdrawQuote(deps, { actor, id: c.req.valid('param').id }) },
        200,
      )
    })
    .openapi(routes.message, async (c) => {
      const actor = await requireUser(auth, c)
      const quote = await quotes.postMessage(deps, {
        actor,
        id: c.req.valid('param').id,
        body: c.req.valid('json').body,
      })
      return c.json({ quote }, 201)
    })
}
