import { createRoute, type RouteConfig, z } from '@hono/zod-openapi'
import {
  acceptedQuoteSchema,
  acceptQuoteSchema,
  createQuoteSchema,
  jobSlotsQuerySchema,
  offerSchema,
  quoteAttachmentRules,
  quoteAttachmentSchema,
  quoteAttachmentUrlSchema,
  quoteMessageInputSchema,
  quoteSchema,
  quoteStatusSchema,
  rejectQuoteSchema,
  slotsResponseSchema,
} from '@reserva/shared'
import type { Context } from 'hono'
import type { Clock } from '../../lib/clock.ts'
import {
  type AppEnv,
  createRouter,
  errorResponse,
  json,
  jsonBody,
  routesAnswering,
  validated,
} from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireUser } from '../auth/session.ts'
import type { StorageService } from '../storage/storage.service.ts'
import { readUploadForm, uploadBodyLimit } from '../storage/upload-body.ts'
import { addAttachment, attachmentUrl } from './quotes.attachments.ts'
import { quoteLimits } from './quotes.limits.ts'
import type { QuoteDeps } from './quotes.service.ts'
import * as quotes from './quotes.service.ts'

const failures = {
  400: errorResponse('Not valid'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this role'),
  404: errorResponse('No such quote (or not yours)'),
  409: errorResponse('quotes.invalid_transition, or bookings.slot_taken when accepting'),
  422: errorResponse('quotes.start_required, bookings.not_a_slot'),
}
/** A customer's requests and messages are limited (`quoteLimits`); staff's are not. */
const limited = (what: keyof typeof quoteLimits) => {
  const { max, windowMs } = quoteLimits[what]
  return {
    429: errorResponse(
      `rate_limited, with Retry-After: the customer sent ${max} ${what} in ${windowMs / 60_000} minutes`,
    ),
  }
}
const idParam = z.object({ id: z.uuid() })
const quoteOut = json('The quote', z.object({ quote: quoteSchema }))

/** A route on one quote, answering with the quote. */
const onQuote = routesAnswering(['quotes'], { 200: quoteOut, ...failures })

/** A change to one quote, `POST /quotes/{id}/<action>`, answering with the quote. */
const quoteChange = <Request extends RouteConfig['request']>(
  action: string,
  route: { summary: string; request: Request },
) => onQuote('post', `/quotes/{id}/${action}`, route)

const routes = {
  create: createRoute({
    method: 'post',
    path: '/quotes',
    tags: ['quotes'],
    summary: 'Ask for a quote: what you need, when, for how many',
    request: jsonBody(createQuoteSchema),
    responses: { 201: quoteOut, ...failures, ...limited('requests') },
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
  get: onQuote('get', '/quotes/{id}', {
    summary: 'One quote with its messages (its customer or staff)',
    request: { params: idParam },
  }),
  offer: quoteChange('offer', {
    summary: 'Offer a price, a validity and optionally a time (staff); again to revise it',
    request: { params: idParam, ...jsonBody(offerSchema) },
  }),
  reject: quoteChange('reject', {
    summary: 'Turn the request down (staff)',
    request: { params: idParam, ...jsonBody(rejectQuoteSchema) },
  }),
  accept: createRoute({
    method: 'post',
    path: '/quotes/{id}/accept',
    tags: ['quotes'],
    summary: 'Accept the offer: the booking is made in the same transaction (customer)',
    request: { params: idParam, ...jsonBody(acceptQuoteSchema) },
    responses: { 200: json('The quote and its booking', acceptedQuoteSchema), ...failures },
  }),
  slots: createRoute({
    method: 'get',
    path: '/quotes/{id}/slots',
    tags: ['quotes'],
    summary:
      'The free times the offer can be accepted for, between two dates (inclusive, in the business time zone): its service’s, for the job’s length, with the resource it names (its customer or staff)',
    request: { params: idParam, query: jobSlotsQuerySchema },
    responses: { 200: json('Slots', slotsResponseSchema), ...failures },
  }),
  decline: quoteChange('decline', {
    summary: 'Decline the offer (customer)',
    request: { params: idParam },
  }),
  withdraw: quoteChange('withdraw', {
    summary: 'Withdraw the request (customer)',
    request: { params: idParam },
  }),
  message: createRoute({
    method: 'post',
    path: '/quotes/{id}/messages',
    tags: ['quotes'],
    summary: 'Write in the quote’s thread (its customer or staff)',
    request: { params: idParam, ...jsonBody(quoteMessageInputSchema) },
    responses: { 201: quoteOut, ...failures, ...limited('messages') },
  }),
  attachmentUrl: createRoute({
    method: 'get',
    path: '/quotes/{id}/attachments/{attachmentId}',
    tags: ['quotes'],
    summary: 'A link that reads one of the quote’s files for a few minutes (its customer or staff)',
    request: { params: z.object({ id: z.uuid(), attachmentId: z.uuid() }) },
    responses: {
      200: json('The signed link (absolute)', quoteAttachmentUrlSchema),
      400: failures[400],
      401: failures[401],
      404: errorResponse(
        'No such quote (or not yours): not_found; no such file: storage.not_found',
      ),
    },
  }),
}

const binary = z.string().openapi({ format: 'binary' })

/**
 * The upload is plain Hono, documented here: zod-openapi's form validator would read the whole
 * body before any size check, and the file must be counted while it arrives.
 */
const addAttachmentDoc = {
  method: 'post' as const,
  path: '/quotes/{id}/attachments',
  tags: ['quotes'],
  summary:
    'Attach a file while the quote is open (its customer or staff): multipart form-data with one ' +
    `file field; photos (JPEG, PNG, WebP, HEIC), PDF or plain text, up to ${quoteAttachmentRules.maxBytes / 1024 / 1024} MB, ` +
    `at most ${quoteAttachmentRules.maxFiles} per quote`,
  request: {
    params: idParam,
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ file: binary }) } },
    },
  },
  responses: {
    201: json('The file, as listed on the quote', z.object({ attachment: quoteAttachmentSchema })),
    400: errorResponse('storage.missing_file: no file field; validation_failed: a bad id'),
    401: failures[401],
    404: failures[404],
    409: errorResponse(
      'quotes.invalid_transition: the quote is closed; quotes.too_many_attachments; ' +
        'storage.too_many_files: the uploader’s quota over all their quotes',
    ),
    413: errorResponse('storage.too_large; storage.quota_exceeded: the uploader’s quota of bytes'),
    415: errorResponse(
      'storage.type_not_allowed: not a photo, PDF or text, more than type/subtype and a charset, ' +
        'or bytes that are not of the type',
    ),
  },
}

export function quoteRoutes({
  deps,
  auth,
  storage,
  clock,
}: {
  deps: QuoteDeps
  auth: Auth
  clock: Clock
  storage: StorageService
}) {
  const files = { db: deps.db, storage }
  const fileLimit = Math.min(quoteAttachmentRules.maxBytes, storage.maxFileSize)
  /** Who asks, about which quote (the route's `{id}`), and when. */
  const onQuote = async (c: Context<AppEnv, string, { out: { param: { id: string } } }>) => ({
    actor: await requireUser(auth, c),
    id: c.req.valid('param').id,
    now: clock.now(),
  })
  const router = createRouter()
  router.openAPIRegistry.registerPath(addAttachmentDoc)
  return router
    .openapi(routes.create, async (c) => {
      const actor = await requireUser(auth, c)
      return c.json(
        {
          quote: await quotes.requestQuote(deps, {
            actor,
            input: c.req.valid('json'),
            now: clock.now(),
          }),
        },
        201,
      )
    })
    .openapi(routes.list, async (c) => {
      const actor = await requireUser(auth, c)
      const { scope, status } = c.req.valid('query')
      return c.json(
        {
          quotes: await quotes.listQuotes(deps.db, {
            actor,
            scope,
            statuses: status,
            now: clock.now(),
          }),
        },
        200,
      )
    })
    .openapi(routes.get, async (c) =>
      c.json({ quote: await quotes.getQuote(deps.db, await onQuote(c)) }, 200),
    )
    .openapi(routes.offer, async (c) => {
      const input = c.req.valid('json')
      return c.json({ quote: await quotes.offerQuote(deps, { ...(await onQuote(c)), input }) }, 200)
    })
    .openapi(routes.reject, async (c) => {
      const { message } = c.req.valid('json')
      return c.json(
        { quote: await quotes.rejectQuote(deps, { ...(await onQuote(c)), message }) },
        200,
      )
    })
    .openapi(routes.accept, async (c) => {
      const { start } = c.req.valid('json')
      return c.json(await quotes.acceptQuote(deps, { ...(await onQuote(c)), start }), 200)
    })
    .openapi(routes.slots, async (c) => {
      c.header('Cache-Control', 'no-store')
      const { from, to } = c.req.valid('query')
      return c.json(await quotes.listOfferSlots(deps, { ...(await onQuote(c)), from, to }), 200)
    })
    .openapi(routes.decline, async (c) =>
      c.json({ quote: await quotes.declineQuote(deps, await onQuote(c)) }, 200),
    )
    .openapi(routes.withdraw, async (c) =>
      c.json({ quote: await quotes.withdrawQuote(deps, await onQuote(c)) }, 200),
    )
    .openapi(routes.message, async (c) => {
      const { body } = c.req.valid('json')
      return c.json({ quote: await quotes.postMessage(deps, { ...(await onQuote(c)), body }) }, 201)
    })
    .openapi(routes.attachmentUrl, async (c) => {
      const actor = await requireUser(auth, c)
      const { id, attachmentId } = c.req.valid('param')
      return c.json(await attachmentUrl(files, { actor, quoteId: id, attachmentId }), 200)
    })
    .post(
      '/quotes/:id/attachments',
      uploadBodyLimit(() => fileLimit),
      validated('param', idParam),
      async (c) => {
        const actor = await requireUser(auth, c)
        const { file } = await readUploadForm(c)
        const attachment = await addAttachment(files, {
          actor,
          now: clock.now(),
          id: c.req.valid('param').id,
          file: {
            name: file.name,
            type: file.type,
            bytes: new Uint8Array(await file.arrayBuffer()),
          },
        })
        return c.json({ attachment }, 201)
      },
    )
}
