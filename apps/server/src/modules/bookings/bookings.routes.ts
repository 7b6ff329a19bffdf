import { createRoute, z } from '@hono/zod-openapi'
import {
  bookingActionSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingReferenceSchema,
  bookingSchema,
  createBookingSchema,
  createHoldSchema,
  holdSchema,
  jobSlotsQuerySchema,
  rescheduleSchema,
  slotsResponseSchema,
} from '@reserva/shared'
import {
  addStaffNoteSchema,
  bookingStorySchema,
  staffNoteSchema,
} from '@reserva/shared/booking-story'
import { create as contentDisposition } from 'content-disposition'
import { clientAddress } from '../../lib/client-address.ts'
import type { Clock } from '../../lib/clock.ts'
import {
  createRouter,
  emptyJsonBody,
  errorResponse,
  json,
  jsonBody,
  optionalJsonBody,
  routesAnswering,
} from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole, requireUser } from '../auth/session.ts'
import { acceptedLanguage } from '../mail/mail-language.ts'
import { createBooking } from './bookings.create.ts'
import { createHold, releaseHold } from './bookings.holds.ts'
import { bookingIcs } from './bookings.ics.ts'
import { listBookingMoves, rescheduleBooking } from './bookings.reschedule.ts'
import { type BookingDeps, getBooking, listBookings } from './bookings.service.ts'
import { changeStatus } from './bookings.status.ts'
import { addStaffNote, getBookingStory } from './bookings.story.ts'

const failures = {
  400: errorResponse('Not valid'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed'),
  404: errorResponse('No such booking (or not yours)'),
  409: errorResponse(
    'bookings.slot_taken, bookings.cutoff_passed, bookings.invalid_transition, or conflict (too many at once: try again)',
  ),
  422: errorResponse(
    'bookings.not_a_slot, bookings.quote_only, bookings.too_many_seats, bookings.unknown_customer, bookings.unknown_resource',
  ),
}
const idParam = z.object({ id: z.uuid() })
const bookingOut = json('The booking', z.object({ booking: bookingSchema }))

/** A route on one booking, answering with the booking. */
const onBooking = routesAnswering(['bookings'], { 200: bookingOut, ...failures })

const routes = {
  hold: createRoute({
    method: 'post',
    path: '/holds',
    tags: ['bookings'],
    summary:
      'Hold a slot for the business’s hold length while you confirm. One hold per person: a new time replaces the old one; asking again for the time you hold returns that hold as it is (its expiry is never extended).',
    request: jsonBody(createHoldSchema),
    responses: {
      200: json('Already held by you: the same hold, unchanged', z.object({ hold: holdSchema })),
      201: json('Held', z.object({ hold: holdSchema })),
      ...failures,
      409: errorResponse(
        'bookings.slot_taken, or bookings.hold_busy: another request of yours is changing your hold',
      ),
      429: errorResponse('rate_limited, with Retry-After'),
    },
  }),
  release: createRoute({
    method: 'delete',
    path: '/holds/{id}',
    tags: ['bookings'],
    summary: 'Let a held slot go',
    request: { params: idParam },
    responses: { 204: { description: 'Released' }, ...failures },
  }),
  create: createRoute({
    method: 'post',
    path: '/bookings',
    tags: ['bookings'],
    summary:
      'Book a slot. Send an Idempotency-Key: a retry with the same key returns the same booking.',
    description:
      'Staff may book for a customer (`customerId`) and choose the resource (`resourceId`); a customer naming either for anyone but themselves, or naming a resource, is 403 `forbidden`. An account that is banned is 422 `bookings.customer_banned`, a staff account (operator or admin) 422 `bookings.not_a_customer`. A named resource that does not deliver the service or is out of use is 422 `bookings.unknown_resource`; one that is busy at that time is 409 `bookings.slot_taken`, even when another resource is free.',
    request: {
      headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
      ...jsonBody(createBookingSchema),
    },
    responses: { 201: bookingOut, ...failures },
  }),
  list: createRoute({
    method: 'get',
    path: '/bookings',
    tags: ['bookings'],
    summary:
      'Your bookings (newest first), or with scope=all every booking (staff); searched, filtered, sorted and paged',
    request: {
      query: bookingListQuerySchema,
    },
    responses: {
      200: json('Bookings', bookingListSchema),
      ...failures,
    },
  }),
  get: onBooking('get', '/bookings/{id}', {
    summary: 'One booking (its customer or staff)',
    request: { params: idParam },
  }),
  byReference: onBooking('get', '/bookings/by-reference/{reference}', {
    summary: 'One booking by its reference (its customer or staff)',
    request: { params: z.object({ reference: bookingReferenceSchema }) },
  }),
  action: createRoute({
    method: 'post',
    path: '/bookings/{id}/{action}',
    tags: ['bookings'],
    summary:
      'cancel (customer within the cut-off, or staff); confirm, decline, complete, no-show, undo (staff)',
    description:
      'A decline or a cancellation may say why in an optional JSON body `{ "reason": "…" }` (trimmed, at most 500 characters, blank is none). It is kept on the booking as `statusReason` and put in the e-mail: to the customer when staff decline or cancel, to the business when the customer cancels. Other actions take no reason (400 `validation_failed`); no body at all is the same as `{}`. `undo` puts a completed or no-show booking back to confirmed, without a mail, up to 15 minutes after it was marked (`undoUntil` on the booking; 409 `bookings.undo_expired` after).',
    request: {
      params: idParam.extend({
        action: z.enum(['cancel', 'confirm', 'decline', 'complete', 'no-show', 'undo']),
      }),
      // Optional: clients that send no body go on working.
      ...optionalJsonBody(bookingActionSchema),
    },
    middleware: [emptyJsonBody] as const,
    responses: { 200: bookingOut, ...failures },
  }),
  reschedule: onBooking('post', '/bookings/{id}/reschedule', {
    summary:
      'Move a booking to another free start (customer within the cut-off, or staff); staff may give it another length (`durationMinutes`)',
    request: { params: idParam, ...jsonBody(rescheduleSchema) },
  }),
  moves: createRoute({
    method: 'get',
    path: '/bookings/{id}/slots',
    tags: ['bookings'],
    summary:
      'Where the booking can move: free starts between two dates (inclusive, in the business time zone) for its length and places, each with the resource it would be with (its own whenever that one is free); its customer within the cut-off, or staff',
    request: { params: idParam, query: jobSlotsQuerySchema },
    responses: { 200: json('Slots', slotsResponseSchema), ...failures },
  }),
  story: createRoute({
    method: 'get',
    path: '/bookings/{id}/story',
    tags: ['bookings'],
    summary:
      "A booking's story (staff): its changes from the audit log, oldest first, staff's notes, and its customer's contact details and visits",
    request: { params: idParam },
    responses: { 200: json('The story', bookingStorySchema), ...failures },
  }),
  addNote: createRoute({
    method: 'post',
    path: '/bookings/{id}/notes',
    tags: ['bookings'],
    summary: 'Add a note for staff to a booking (staff); its customer never sees it',
    request: { params: idParam, ...jsonBody(addStaffNoteSchema) },
    responses: { 201: json('The note', z.object({ note: staffNoteSchema })), ...failures },
  }),
  ics: createRoute({
    method: 'get',
    path: '/bookings/{id}/ics',
    tags: ['bookings'],
    summary: 'The booking as a calendar file',
    request: { params: idParam },
    responses: {
      200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
      ...failures,
    },
  }),
}

export function bookingRoutes({
  deps,
  auth,
  clock,
  trustProxy = false,
}: {
  deps: BookingDeps
  auth: Auth
  clock: Clock
  /** Believe X-Forwarded-For for the client's address (holds are rate-limited per address). */
  trustProxy?: boolean
}) {
  return (
    createRouter()
      .openapi(routes.hold, async (c) => {
        const user = await requireUser(auth, c)
        const { serviceId, start, seats } = c.req.valid('json')
        const { hold, created } = await createHold(deps, {
          user,
          address: clientAddress(c, { trustProxy }),
          serviceId,
          start: new Date(start),
          seats,
          now: clock.now(),
        })
        return created ? c.json({ hold }, 201) : c.json({ hold }, 200)
      })
      .openapi(routes.release, async (c) => {
        const user = await requireUser(auth, c)
        await releaseHold(deps, { user, holdId: c.req.valid('param').id })
        return c.body(null, 204)
      })
      .openapi(routes.create, async (c) => {
        const actor = await requireUser(auth, c)
        const { booking, replayed } = await createBooking(deps, {
          actor,
          input: c.req.valid('json'),
          idempotencyKey: c.req.valid('header')['idempotency-key'],
          now: clock.now(),
        })
        if (replayed) c.header('Idempotent-Replayed', 'true')
        c.header('Location', `/api/v1/bookings/${booking.id}`)
        return c.json({ booking }, 201)
      })
      .openapi(routes.list, async (c) => {
        const actor = await requireUser(auth, c)
        return c.json(
          await listBookings(deps, { actor, query: c.req.valid('query'), now: clock.now() }),
          200,
        )
      })
      .openapi(routes.byReference, async (c) => {
        const actor = await requireUser(auth, c)
        return c.json(
          {
            booking: await getBooking(deps, {
              actor,
              reference: c.req.valid('param').reference,
              now: clock.now(),
            }),
          },
          200,
        )
      })
      .openapi(routes.get, async (c) => {
        const actor = await requireUser(auth, c)
        return c.json(
          {
            booking: await getBooking(deps, {
              actor,
              id: c.req.valid('param').id,
              now: clock.now(),
            }),
          },
          200,
        )
      })
      .openapi(routes.reschedule, async (c) => {
        const actor = await requireUser(auth, c)
        const { start, durationMinutes } = c.req.valid('json')
        const booking = await rescheduleBooking(deps, {
          actor,
          id: c.req.valid('param').id,
          start: new Date(start),
          ...(durationMinutes === undefined ? {} : { minutes: durationMinutes }),
          now: clock.now(),
        })
        return c.json({ booking }, 200)
      })
      .openapi(routes.moves, async (c) => {
        const actor = await requireUser(auth, c)
        c.header('Cache-Control', 'no-store')
        const { from, to } = c.req.valid('query')
        return c.json(
          await listBookingMoves(deps, {
            actor,
            id: c.req.valid('param').id,
            from,
            to,
            now: clock.now(),
          }),
          200,
        )
      })
      .openapi(routes.ics, async (c) => {
        const actor = await requireUser(auth, c)
        const { filename, body: ics } = await bookingIcs(deps, {
          actor,
          id: c.req.valid('param').id,
          requested: acceptedLanguage(c.req.header('accept-language')),
          now: clock.now(),
        })
        c.header('Content-Type', 'text/calendar; charset=utf-8')
        c.header('Content-Disposition', contentDisposition(filename))
        return c.body(ics, 200) as never
      })
      .openapi(routes.story, async (c) => {
        await requireRole(auth, c, ['operator', 'admin'])
        return c.json(await getBookingStory(deps.db, c.req.valid('param').id), 200)
      })
      // Before the action route: its `{action}` would otherwise answer for `notes`.
      .openapi(routes.addNote, async (c) => {
        const actor = await requireRole(auth, c, ['operator', 'admin'])
        const note = await addStaffNote(deps, {
          actor,
          id: c.req.valid('param').id,
          note: c.req.valid('json'),
          now: clock.now(),
        })
        return c.json({ note }, 201)
      })
      .openapi(routes.action, async (c) => {
        const actor = await requireUser(auth, c)
        const { id, action } = c.req.valid('param')
        const booking = await changeStatus(deps, {
          actor,
          id,
          action: action === 'no-show' ? 'no_show' : action,
          reason: c.req.valid('json').reason,
          now: clock.now(),
        })
        return c.json({ booking }, 200)
      })
  )
}
