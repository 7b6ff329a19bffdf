import { createRoute, z } from '@hono/zod-openapi'
import {
  bookingActionSchema,
  instantSchema,
  jobSlotsQuerySchema,
  managedBookingSchema,
  manageLinkHeader,
  slotsResponseSchema,
} from '@reserva/shared'
import { create as contentDisposition } from 'content-disposition'
import type { Context } from 'hono'
import type { Clock } from '../../lib/clock.ts'
import {
  createRouter,
  emptyJsonBody,
  errorResponse,
  json,
  jsonBody,
  optionalJsonBody,
} from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import type { Auth } from '../auth/auth.ts'
import { requireUser } from '../auth/session.ts'
import { acceptedLanguage } from '../mail/mail-language.ts'
import { invalidTransition } from './bookings.errors.ts'
import { bookingIcs } from './bookings.ics.ts'
import { queueManageLinkMail } from './bookings.mails.ts'
import { actorOfManageLink, type ManageLinks, managedBooking } from './bookings.manage-link.ts'
import { listBookingMoves, rescheduleBooking } from './bookings.reschedule.ts'
import { type BookingDeps, getBooking, lockVisibleBooking } from './bookings.service.ts'
import { changeStatus } from './bookings.status.ts'

// A booking managed through the link in its mails, without signing in (`/manage#<link>`): the
// link, in the Reserva-Booking-Link header, acts as the booking's customer on that booking only.

const tags = ['bookings']
const headers = z.object({
  [manageLinkHeader.toLowerCase()]: z.string().max(200).meta({
    description: 'The manage link: the part of the mailed address after `/manage#`',
  }),
})
const failures = {
  400: errorResponse('Not valid (`validation_failed`: no link, or a bad body)'),
  404: errorResponse('`bookings.link_invalid`: not a whole link of a booking'),
  409: errorResponse('bookings.cutoff_passed, bookings.slot_taken, bookings.invalid_transition'),
  410: errorResponse('`bookings.link_replaced` (a newer one was sent), `bookings.link_expired`'),
  429: errorResponse('Too many requests from this address'),
}
const bookingOut = json('The booking', z.object({ booking: managedBookingSchema }))
const rescheduleByLinkSchema = z.strictObject({ start: instantSchema })

const routes = {
  get: createRoute({
    method: 'get',
    path: '/manage/booking',
    tags,
    summary: 'The booking a manage link opens, with what its customer may do now',
    request: { headers },
    responses: { 200: bookingOut, ...failures },
  }),
  slots: createRoute({
    method: 'get',
    path: '/manage/booking/slots',
    tags,
    summary: 'Where the booking can move, as its customer (within the cut-off)',
    request: { headers, query: jobSlotsQuerySchema },
    responses: { 200: json('Slots', slotsResponseSchema), ...failures },
  }),
  ics: createRoute({
    method: 'get',
    path: '/manage/booking/ics',
    tags,
    summary: 'The booking as a calendar file',
    request: { headers },
    responses: {
      200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
      ...failures,
    },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/manage/booking/cancel',
    tags,
    summary: 'Cancel the booking as its customer (within the cut-off); the link stops working',
    request: { headers, ...optionalJsonBody(bookingActionSchema) },
    middleware: [emptyJsonBody] as const,
    responses: { 200: bookingOut, ...failures },
  }),
  reschedule: createRoute({
    method: 'post',
    path: '/manage/booking/reschedule',
    tags,
    summary: 'Move the booking to another free start as its customer (within the cut-off)',
    request: { headers, ...jsonBody(rescheduleByLinkSchema) },
    responses: { 200: bookingOut, ...failures },
  }),
  reissue: createRoute({
    method: 'post',
    path: '/bookings/{id}/manage-link',
    tags,
    summary:
      'Send the customer a new manage link; every earlier one stops working (its customer or staff)',
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      202: json('Sent', z.object({ sent: z.literal(true) })),
      401: errorResponse('Not signed in'),
      404: errorResponse('No such booking (or not yours)'),
      409: errorResponse('`bookings.invalid_transition`: cancelled, declined or over'),
    },
  }),
}

export function manageRoutes({
  deps,
  auth,
  clock,
  links,
  trustProxy,
}: {
  deps: BookingDeps
  auth: Auth
  clock: Clock
  links: ManageLinks
  trustProxy: boolean
}) {
  const opened = (c: Context) =>
    actorOfManageLink(deps.db, links, {
      link: c.req.header(manageLinkHeader) ?? '',
      now: clock.now(),
    })
  // Guessing a link is hopeless (a 256-bit signature); this keeps anyone from trying at length.
  const limited = rateLimit({
    db: deps.db,
    clock,
    name: 'manage-link',
    windowSeconds: 600,
    max: 120,
    trustProxy,
  })
  const router = createRouter()
  router.use('/manage/*', limited)
  return router
    .openapi(routes.get, async (c) => {
      const { actor, bookingId } = await opened(c)
      c.header('Cache-Control', 'no-store')
      const booking = await getBooking(deps, { actor, id: bookingId, now: clock.now() })
      return c.json({ booking: managedBooking(booking) }, 200)
    })
    .openapi(routes.slots, async (c) => {
      const { actor, bookingId } = await opened(c)
      c.header('Cache-Control', 'no-store')
      const { from, to } = c.req.valid('query')
      return c.json(
        await listBookingMoves(deps, { actor, id: bookingId, from, to, now: clock.now() }),
        200,
      )
    })
    .openapi(routes.ics, async (c) => {
      const { actor, bookingId } = await opened(c)
      const { filename, body } = await bookingIcs(deps, {
        actor,
        id: bookingId,
        requested: acceptedLanguage(c.req.header('accept-language')),
        now: clock.now(),
      })
      c.header('Content-Type', 'text/calendar; charset=utf-8')
      c.header('Content-Disposition', contentDisposition(filename))
      return c.body(body, 200) as never
    })
    .openapi(routes.cancel, async (c) => {
      const { actor, bookingId } = await opened(c)
      const booking = await changeStatus(deps, {
        actor,
        id: bookingId,
        action: 'cancel',
        reason: c.req.valid('json').reason,
        now: clock.now(),
      })
      return c.json({ booking: managedBooking(booking) }, 200)
    })
    .openapi(routes.reschedule, async (c) => {
      const { actor, bookingId } = await opened(c)
      const booking = await rescheduleBooking(deps, {
        actor,
        id: bookingId,
        start: new Date(c.req.valid('json').start),
        now: clock.now(),
      })
      return c.json({ booking: managedBooking(booking) }, 200)
    })
    .openapi(routes.reissue, async (c) => {
      const actor = await requireUser(auth, c)
      const { id } = c.req.valid('param')
      const now = clock.now()
      await deps.events.transaction(deps.db, async (tx) => {
        const row = await lockVisibleBooking(tx, { actor, id })
        if (row.status === 'cancelled' || row.status === 'declined' || row.endAt <= now) {
          throw invalidTransition('This booking is over or cancelled: it has no link to send')
        }
        await queueManageLinkMail(tx, { bookingId: id, links, publicUrl: deps.publicUrl, now })
      })
      deps.onMailQueued()
      return c.json({ sent: true as const }, 202)
    })
}
