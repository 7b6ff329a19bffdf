import { createHash } from 'node:crypto'
import { createRoute, z } from '@hono/zod-openapi'
import { calendarFeedAnswerSchema } from '@reserva/shared'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, emptyJsonBody, errorResponse, etagMatches, json } from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole, requireUser } from '../auth/session.ts'
import {
  type FeedDeps,
  ownFeed,
  readFeed,
  renewOwnFeed,
  renewResourceFeed,
  resourceFeed,
  turnOffOwnFeed,
  turnOffResourceFeed,
} from './calendar-feeds.service.ts'

const tags = ['calendar-feeds']
const signedIn = {
  401: errorResponse('Not signed in'),
  403: errorResponse('An API key (`api_keys.scope`): feeds are a person’s own'),
}
const staffOnly = {
  ...signedIn,
  403: errorResponse('Not staff, or an API key (`api_keys.scope`)'),
  404: errorResponse('No such resource (`not_found`)'),
}
const feedAnswer = json('The feed, or null while it is turned off', calendarFeedAnswerSchema)
const resourceParams = z.object({ id: z.uuid() })

const routes = {
  read: createRoute({
    method: 'get',
    path: '/calendar-feeds/{link}',
    tags,
    summary: 'A calendar feed, for a calendar to subscribe to: iCalendar in the business’s zone',
    description:
      'No session is read: the address is the key. Each booking is one event with a stable UID and a SEQUENCE that grows with each change; a cancelled or declined one stays with STATUS:CANCELLED so that subscribed calendars drop it. A month back and a year ahead.',
    request: { params: z.object({ link: z.string().max(200) }) },
    responses: {
      200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
      304: { description: 'Not changed since the ETag given' },
      404: errorResponse('`calendar_feeds.not_found`: not a feed’s current address'),
      429: errorResponse('Too many requests from this address'),
    },
  }),
  mine: createRoute({
    method: 'get',
    path: '/me/calendar-feed',
    tags,
    summary: 'The signed-in person’s calendar feed: their bookings, or the business’s for staff',
    responses: { 200: feedAnswer, ...signedIn },
  }),
  renewMine: createRoute({
    method: 'post',
    path: '/me/calendar-feed',
    tags,
    summary: 'Make the person’s feed, or give it a new address (the old one stops working)',
    middleware: [emptyJsonBody] as const,
    responses: { 201: feedAnswer, ...signedIn },
  }),
  turnOffMine: createRoute({
    method: 'delete',
    path: '/me/calendar-feed',
    tags,
    summary: 'Turn the person’s feed off: its address stops working',
    responses: { 200: feedAnswer, ...signedIn },
  }),
  ofResource: createRoute({
    method: 'get',
    path: '/resources/{id}/calendar-feed',
    tags,
    summary: 'A resource’s calendar feed (staff)',
    request: { params: resourceParams },
    responses: { 200: feedAnswer, ...staffOnly },
  }),
  renewResource: createRoute({
    method: 'post',
    path: '/resources/{id}/calendar-feed',
    tags,
    summary: 'Make a resource’s feed or give it a new address (staff); audited',
    request: { params: resourceParams },
    middleware: [emptyJsonBody] as const,
    responses: { 201: feedAnswer, ...staffOnly },
  }),
  turnOffResource: createRoute({
    method: 'delete',
    path: '/resources/{id}/calendar-feed',
    tags,
    summary: 'Turn a resource’s feed off (staff); audited',
    request: { params: resourceParams },
    responses: { 200: feedAnswer, ...staffOnly },
  }),
}

export function calendarFeedRoutes({
  deps,
  auth,
  clock,
  trustProxy,
}: {
  deps: FeedDeps
  auth: Auth
  clock: Clock
  trustProxy: boolean
}) {
  // Calendars ask every few minutes to hours; an office behind one address has many of them.
  const limited = rateLimit({
    db: deps.db,
    clock,
    name: 'calendar-feed',
    windowSeconds: 600,
    max: 300,
    trustProxy,
  })
  const staff = (c: Parameters<typeof requireRole>[1]) =>
    requireRole(auth, c, ['operator', 'admin'])
  const router = createRouter()
  router.use('/calendar-feeds/*', limited)
  return router
    .openapi(routes.read, async (c) => {
      const link = c.req.valid('param').link.replace(/\.ics$/, '')
      const body = await readFeed(deps, { link, now: clock.now() })
      // The text changes with each call (DTSTAMP is now): the ETag leaves it out.
      const etag = `"${createHash('sha256')
        .update(body.replace(/^DTSTAMP:.*$/gm, ''))
        .digest('base64url')
        .slice(0, 27)}"`
      c.header('ETag', etag)
      c.header('Cache-Control', 'private, max-age=300')
      c.header('X-Robots-Tag', 'noindex')
      if (etagMatches(c.req.header('if-none-match') ?? '', etag)) return c.body(null, 304) as never
      c.header('Content-Type', 'text/calendar; charset=utf-8')
      c.header('Content-Disposition', 'inline; filename="calendar.ics"')
      return c.body(body, 200) as never
    })
    .openapi(routes.mine, async (c) => {
      const actor = await requireUser(auth, c)
      c.header('Cache-Control', 'no-store')
      return c.json({ feed: await ownFeed(deps, actor) }, 200)
    })
    .openapi(routes.renewMine, async (c) => {
      const actor = await requireUser(auth, c)
      c.header('Cache-Control', 'no-store')
      return c.json({ feed: await renewOwnFeed(deps, { actor, now: clock.now() }) }, 201)
    })
    .openapi(routes.turnOffMine, async (c) => {
      const actor = await requireUser(auth, c)
      await turnOffOwnFeed(deps, actor)
      return c.json({ feed: null }, 200)
    })
    .openapi(routes.ofResource, async (c) => {
      await staff(c)
      c.header('Cache-Control', 'no-store')
      return c.json({ feed: await resourceFeed(deps, c.req.valid('param').id) }, 200)
    })
    .openapi(routes.renewResource, async (c) => {
      const actor = await staff(c)
      const resourceId = c.req.valid('param').id
      c.header('Cache-Control', 'no-store')
      const feed = await renewResourceFeed(deps, { actor, resourceId, now: clock.now() })
      return c.json({ feed }, 201)
    })
    .openapi(routes.turnOffResource, async (c) => {
      const actor = await staff(c)
      await turnOffResourceFeed(deps, { actor, resourceId: c.req.valid('param').id })
      return c.json({ feed: null }, 200)
    })
}
