import { createRoute, z } from '@hono/zod-openapi'
import {
  guestBookedSchema,
  guestBookingSchema,
  guestConfirmSchema,
  guestPendingSchema,
  guestQuotedSchema,
  guestQuotePendingSchema,
  guestQuoteSchema,
} from '@reserva/shared'
import { clientAddress } from '../../lib/client-address.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import { acceptedLanguage } from '../mail/mail-language.ts'
import { confirmGuestQuote, requestQuoteAsGuest } from './guests.quotes.ts'
import { bookAsGuest, confirmGuest, type GuestDeps } from './guests.service.ts'

// Booking without an account (issue #46): no session is read, so these work in a frame whose
// cookies the browser blocks, and a signed-in person posting here is a visitor like any other.

const tags = ['guests']
const failures = {
  400: errorResponse('`validation_failed`, `invalid_phone_number`'),
  403: errorResponse('`guests.not_offered`: the business takes no guest bookings'),
  409: errorResponse('bookings.slot_taken, bookings.hold_busy'),
  422: errorResponse('bookings.not_a_slot, bookings.quote_only, bookings.too_many_seats'),
  429: errorResponse('`rate_limited`, with Retry-After'),
}

const routes = {
  book: createRoute({
    method: 'post',
    path: '/guest/bookings',
    tags,
    summary:
      'Book as a visitor with a name and an e-mail address (and a phone if the business asks). Send an Idempotency-Key: a retry with the same key answers as the first request did.',
    description:
      'When the business confirms addresses first (`guests.booking` = `confirm_first` in the public settings), the time is held and a six-digit code and a link go to the address: 202 with the confirmation to answer at `/guest/bookings/confirm`. When it books at once (`book_then_confirm`), 201 with the booking and its manage link; the mail asks to confirm the address. The booking belongs to the address’s customer record: whoever later signs in with the address finds it.',
    request: {
      headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
      ...jsonBody(guestBookingSchema),
    },
    responses: {
      201: json('Booked, with its manage link', guestBookedSchema),
      202: json('Held: the code is on its way', z.object({ pending: guestPendingSchema })),
      ...failures,
    },
  }),
  confirm: createRoute({
    method: 'post',
    path: '/guest/bookings/confirm',
    tags,
    summary:
      'Confirm a guest’s address with the mailed code (and the confirmation id) or the link’s token: the booking is made (or, booked at once, kept) and answered with its manage link. Answering again gives the same booking.',
    request: jsonBody(guestConfirmSchema),
    responses: {
      201: json('Booked, with its manage link', guestBookedSchema),
      ...failures,
      404: errorResponse('`guests.confirmation_invalid`'),
      410: errorResponse('`guests.confirmation_expired`: out of time or of tries'),
      422: errorResponse(
        '`guests.code_wrong` (details.attemptsLeft), bookings.customer_banned, bookings.not_a_customer',
      ),
    },
  }),
  quote: createRoute({
    method: 'post',
    path: '/guest/quotes',
    tags,
    summary:
      'Ask for a quote as a visitor, with a name and an e-mail address (and a phone if the business asks)',
    description:
      'Always confirmed first: a six-digit code and a link go to the address, and nothing is made until one comes back at `/guest/quotes/confirm`. Every address is answered alike (202). The quote belongs to the address’s customer record: whoever later signs in with the address finds it. Files are added once signed in.',
    request: jsonBody(guestQuoteSchema),
    responses: {
      202: json('The code is on its way', z.object({ pending: guestQuotePendingSchema })),
      400: errorResponse('`validation_failed`, `invalid_phone_number`, quotes.unknown_service'),
      403: failures[403],
      429: failures[429],
    },
  }),
  confirmQuote: createRoute({
    method: 'post',
    path: '/guest/quotes/confirm',
    tags,
    summary:
      'Confirm a guest’s address with the mailed code (and the confirmation id) or the link’s token: the quote is made as a customer’s request is, and answered with its quote link. Answering again gives the same quote.',
    request: jsonBody(guestConfirmSchema),
    responses: {
      201: json('Asked, with the quote link', guestQuotedSchema),
      400: failures[400],
      404: errorResponse('`guests.confirmation_invalid`'),
      410: errorResponse('`guests.confirmation_expired`: out of time or of tries'),
      422: errorResponse('`guests.code_wrong` (details.attemptsLeft), bookings.customer_banned'),
      429: errorResponse('`rate_limited`: too many answers, or the customer’s requests this hour'),
    },
  }),
}

export function guestRoutes({
  deps,
  clock,
  trustProxy,
}: {
  deps: GuestDeps
  clock: Clock
  trustProxy: boolean
}) {
  return createRouter()
    .openapi(routes.book, async (c) => {
      const result = await bookAsGuest(deps, {
        input: c.req.valid('json'),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        address: clientAddress(c, { trustProxy }),
        requested: acceptedLanguage(c.req.header('accept-language')),
        now: clock.now(),
      })
      c.header('Cache-Control', 'no-store')
      if ('pending' in result) return c.json({ pending: result.pending }, 202)
      if (result.replayed) c.header('Idempotent-Replayed', 'true')
      return c.json(result.booked, 201)
    })
    .openapi(routes.confirm, async (c) => {
      const { booked, replayed } = await confirmGuest(deps, {
        input: c.req.valid('json'),
        address: clientAddress(c, { trustProxy }),
        now: clock.now(),
      })
      c.header('Cache-Control', 'no-store')
      if (replayed) c.header('Idempotent-Replayed', 'true')
      return c.json(booked, 201)
    })
    .openapi(routes.quote, async (c) => {
      const pending = await requestQuoteAsGuest(deps, {
        input: c.req.valid('json'),
        address: clientAddress(c, { trustProxy }),
        requested: acceptedLanguage(c.req.header('accept-language')),
        now: clock.now(),
      })
      c.header('Cache-Control', 'no-store')
      return c.json({ pending }, 202)
    })
    .openapi(routes.confirmQuote, async (c) => {
      const { quoted, replayed } = await confirmGuestQuote(deps, {
        input: c.req.valid('json'),
        address: clientAddress(c, { trustProxy }),
        now: clock.now(),
      })
      c.header('Cache-Control', 'no-store')
      if (replayed) c.header('Idempotent-Replayed', 'true')
      return c.json(quoted, 201)
    })
}
