import { createRoute, z } from '@hono/zod-openapi'
import {
  acceptedManagedQuoteSchema,
  acceptQuoteSchema,
  jobSlotsQuerySchema,
  managedQuoteSchema,
  quoteLinkHeader,
  quoteMessageInputSchema,
  slotsResponseSchema,
} from '@reserva/shared'
import type { Context } from 'hono'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import type { Auth } from '../auth/auth.ts'
import { requireUser } from '../auth/session.ts'
import type { ManageLinks } from '../bookings/bookings.manage-link.ts'
import { actorOfQuoteLink, managedQuote, type QuoteLinks, reissueQuoteLink } from './quotes.link.ts'
import * as quotes from './quotes.service.ts'

// A quote followed through the link in its mails, without signing in (`/manage-quote#<link>`,
// decision 045): the link, in the Reserva-Quote-Link header, acts as the quote's customer on that
// quote only, through the same service functions as the customer's own routes.

const tags = ['quotes']
const headers = z.object({
  [quoteLinkHeader.toLowerCase()]: z.string().max(200).meta({
    description: 'The quote link: the part of the mailed address after `/manage-quote#`',
  }),
})
const failures = {
  400: errorResponse('Not valid (`validation_failed`: no link, or a bad body)'),
  404: errorResponse('`quotes.link_invalid`: not a whole link of a quote'),
  409: errorResponse('quotes.invalid_transition, bookings.slot_taken'),
  410: errorResponse('`quotes.link_replaced` (a newer one was sent), `quotes.link_expired`'),
  422: errorResponse('quotes.start_required, bookings.not_a_slot'),
  429: errorResponse('Too many requests from this address, or messages from this customer'),
}
const quoteOut = json('The quote', z.object({ quote: managedQuoteSchema }))

const routes = {
  get: createRoute({
    method: 'get',
    path: '/manage/quote',
    tags,
    summary: 'The quote a quote link opens, with its offer, its messages and what may be done now',
    request: { headers },
    responses: { 200: quoteOut, ...failures },
  }),
  slots: createRoute({
    method: 'get',
    path: '/manage/quote/slots',
    tags,
    summary: 'The free times the offer can be accepted for, as on GET /quotes/{id}/slots',
    request: { headers, query: jobSlotsQuerySchema },
    responses: { 200: json('Slots', slotsResponseSchema), ...failures },
  }),
  message: createRoute({
    method: 'post',
    path: '/manage/quote/messages',
    tags,
    summary: 'Write in the quote’s thread as its customer',
    request: { headers, ...jsonBody(quoteMessageInputSchema) },
    responses: { 201: quoteOut, ...failures },
  }),
  accept: createRoute({
    method: 'post',
    path: '/manage/quote/accept',
    tags,
    summary:
      'Accept the offer as its customer: the booking is made as on POST /quotes/{id}/accept, and answered with its own manage link',
    request: { headers, ...jsonBody(acceptQuoteSchema) },
    responses: { 200: json('The quote and its booking', acceptedManagedQuoteSchema), ...failures },
  }),
  decline: createRoute({
    method: 'post',
    path: '/manage/quote/decline',
    tags,
    summary: 'Decline the offer as its customer',
    request: { headers },
    responses: { 200: quoteOut, ...failures },
  }),
  reissue: createRoute({
    method: 'post',
    path: '/quotes/{id}/link',
    tags,
    summary:
      'Send the customer a new quote link; every earlier one stops working (its customer or staff)',
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      202: json('Sent', z.object({ sent: z.literal(true) })),
      401: errorResponse('Not signed in'),
      404: errorResponse('No such quote (or not yours)'),
    },
  }),
}

export function quoteLinkRoutes({
  deps,
  auth,
  clock,
  links,
  manageLinks,
  trustProxy,
}: {
  deps: quotes.QuoteDeps
  auth: Auth
  clock: Clock
  links: QuoteLinks
  /** Signs the manage link of the booking an accepted offer makes. */
  manageLinks: ManageLinks
  trustProxy: boolean
}) {
  const opened = async (c: Context) => {
    const now = clock.now()
    const { actor, quoteId } = await actorOfQuoteLink(deps.db, links, {
      link: c.req.header(quoteLinkHeader) ?? '',
      now,
    })
    return { actor, id: quoteId, now }
  }
  // Guessing a link is hopeless (a 256-bit signature); this keeps anyone from trying at length.
  const limited = rateLimit({
    db: deps.db,
    clock,
    name: 'quote-link',
    windowSeconds: 600,
    max: 120,
    trustProxy,
  })
  const router = createRouter()
  router.use('/manage/quote', limited)
  router.use('/manage/quote/*', limited)
  return router
    .openapi(routes.get, async (c) => {
      const quote = await quotes.getQuote(deps.db, await opened(c))
      c.header('Cache-Control', 'no-store')
      return c.json({ quote: managedQuote(quote) }, 200)
    })
    .openapi(routes.slots, async (c) => {
      const { from, to } = c.req.valid('query')
      const slots = await quotes.listOfferSlots(deps, { ...(await opened(c)), from, to })
      c.header('Cache-Control', 'no-store')
      return c.json(slots, 200)
    })
    .openapi(routes.message, async (c) => {
      const { body } = c.req.valid('json')
      const quote = await quotes.postMessage(deps, { ...(await opened(c)), body })
      return c.json({ quote: managedQuote(quote) }, 201)
    })
    .openapi(routes.accept, async (c) => {
      const { start } = c.req.valid('json')
      const { quote, booking } = await quotes.acceptQuote(deps, { ...(await opened(c)), start })
      return c.json(
        {
          quote: managedQuote(quote),
          bookingReference: booking.reference,
          // A booking just made has its first link.
          manageLink: manageLinks.linkFor({ id: booking.id, manageLinkVersion: 1 }),
        },
        200,
      )
    })
    .openapi(routes.decline, async (c) => {
      const quote = await quotes.declineQuote(deps, await opened(c))
      return c.json({ quote: managedQuote(quote) }, 200)
    })
    .openapi(routes.reissue, async (c) => {
      const actor = await requireUser(auth, c)
      await reissueQuoteLink(deps, { actor, id: c.req.valid('param').id })
      return c.json({ sent: true as const }, 202)
    })
}
