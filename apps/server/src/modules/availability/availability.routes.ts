import { createRoute, z } from '@hono/zod-openapi'
import {
  calendarDateSchema,
  overrideSchema,
  resourceSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  timeOffInputSchema,
  weeklyHoursSchema,
} from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, guardedResponses, json, jsonBody } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import * as hours from './availability.hours.ts'
import { listSlots } from './availability.service.ts'

const slots = createRoute({
  method: 'get',
  path: '/services/{id}/slots',
  tags: ['bookings'],
  summary: 'Free start times between two dates (inclusive, in the business time zone)',
  description:
    'Anyone may ask. With `resourceId`, the times that one resource has free: staff only (401 signed out, 403 `forbidden` otherwise), and 422 `bookings.unknown_resource` for a resource that does not deliver the service or is out of use. With `durationMinutes` (staff only too), the times a job of that length fits, as when proposing a time in an offer.',
  request: { params: z.object({ id: z.uuid() }), query: slotsQuerySchema },
  responses: {
    200: json('Slots', slotsResponseSchema),
    400: errorResponse('Not valid'),
    401: errorResponse('Not signed in (with resourceId)'),
    403: errorResponse('Not staff (with resourceId)'),
    404: errorResponse('No such service'),
    422: errorResponse('bookings.unknown_resource'),
  },
})

export function availabilityRoutes({ db, auth, clock }: { db: Db; auth: Auth; clock: Clock }) {
  return createRouter().openapi(slots, async (c) => {
    c.header('Cache-Control', 'no-store')
    const { from, to, resourceId, durationMinutes } = c.req.valid('query')
    // A resource's own times, or a job's other length, are for staff choosing them; everyone else
    // gets the service's.
    if (resourceId !== undefined || durationMinutes !== undefined)
      await requireRole(auth, c, ['operator', 'admin'])
    return c.json(
      await listSlots(db, {
        serviceId: c.req.valid('param').id,
        from,
        to,
        resourceId,
        durationMinutes,
        now: clock.now(),
      }),
      200,
    )
  })
}

const idParam = z.object({ id: z.uuid() })
/** A change that would leave open bookings outside the resource's time, or time off twice. */
const scheduleConflicts = {
  409: errorResponse(
    'catalogue.covers_bookings (details.bookings lists them; send acknowledgeBookings to save anyway), or catalogue.time_off_exists',
  ),
}
/** Every schedule change answers the resource as the staff screens show it. */
const answer = (description: string) => json(description, z.object({ resource: resourceSchema }))
// Tagged 'catalogue' as they were when the catalogue answered them: the API document is unchanged.
const tags = ['catalogue']

const routes = {
  setHours: createRoute({
    method: 'put',
    path: '/resources/{id}/hours',
    tags,
    summary: "Replace a resource's weekly hours (staff)",
    request: { params: idParam, ...jsonBody(weeklyHoursSchema) },
    responses: { 200: answer('Updated'), ...guardedResponses, ...scheduleConflicts },
  }),
  setOverride: createRoute({
    method: 'put',
    path: '/resources/{id}/overrides',
    tags,
    summary: 'Set the hours of one date (empty intervals: closed) (staff)',
    request: { params: idParam, ...jsonBody(overrideSchema) },
    responses: { 200: answer('Updated'), ...guardedResponses, ...scheduleConflicts },
  }),
  removeOverride: createRoute({
    method: 'delete',
    path: '/resources/{id}/overrides/{date}',
    tags,
    summary: 'Give a date back its weekly hours (staff)',
    request: {
      params: idParam.extend({ date: calendarDateSchema }),
      query: z.object({
        acknowledgeBookings: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true')
          .describe(
            'Save even when open bookings fall outside the weekly hours (409 catalogue.covers_bookings otherwise)',
          ),
      }),
    },
    responses: { 200: answer('Updated'), ...guardedResponses, ...scheduleConflicts },
  }),
  addTimeOff: createRoute({
    method: 'post',
    path: '/resources/{id}/time-off',
    tags,
    summary: 'Add time off (staff)',
    request: { params: idParam, ...jsonBody(timeOffInputSchema) },
    responses: { 201: answer('Added'), ...guardedResponses, ...scheduleConflicts },
  }),
  removeTimeOff: createRoute({
    method: 'delete',
    path: '/resources/{id}/time-off/{timeOffId}',
    tags,
    summary: 'Remove time off (staff)',
    request: { params: idParam.extend({ timeOffId: z.uuid() }) },
    responses: { 200: answer('Removed'), ...guardedResponses },
  }),
}

/** Staff editing a resource's weekly hours, date overrides and time off. */
export function scheduleRoutes({ db, auth, clock }: { db: Db; auth: Auth; clock: Clock }) {
  /** The staff member signed in, as the one who makes the change, and when. */
  const staff = async (c: Parameters<typeof requireRole>[1]) => ({
    db,
    actorId: (await requireRole(auth, c, ['operator', 'admin'])).id,
    now: clock.now(),
  })
  return createRouter()
    .openapi(routes.setHours, async (c) => {
      const { id } = c.req.valid('param')
      const { intervals, acknowledgeBookings } = c.req.valid('json')
      return c.json(
        {
          resource: await hours.setWeeklyHours({
            ...(await staff(c)),
            id,
            intervals,
            acknowledgeBookings,
          }),
        },
        200,
      )
    })
    .openapi(routes.setOverride, async (c) => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json({ resource: await hours.setOverride({ ...(await staff(c)), id, input }) }, 200)
    })
    .openapi(routes.removeOverride, async (c) => {
      const { id, date } = c.req.valid('param')
      const { acknowledgeBookings } = c.req.valid('query')
      return c.json(
        {
          resource: await hours.removeOverride({
            ...(await staff(c)),
            id,
            date,
            acknowledgeBookings,
          }),
        },
        200,
      )
    })
    .openapi(routes.addTimeOff, async (c) => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json({ resource: await hours.addTimeOff({ ...(await staff(c)), id, input }) }, 201)
    })
    .openapi(routes.removeTimeOff, async (c) => {
      const { id, timeOffId } = c.req.valid('param')
      return c.json(
        { resource: await hours.removeTimeOff({ ...(await staff(c)), id, timeOffId }) },
        200,
      )
    })
}
