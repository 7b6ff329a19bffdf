import { createRoute, type RouteConfig, z } from '@hono/zod-openapi'
import {
  banPersonSchema,
  createPersonSchema,
  operatorRequestDecisionSchema,
  peopleListQuerySchema,
  peopleListSchema,
  personAnswerSchema,
  personDetailSchema,
  personIdSchema,
  revokeSessionsAnswerSchema,
  setRoleSchema,
} from '@reserva/shared'
import type { Context } from 'hono'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import { requireRole } from '../auth/session.ts'
import {
  banPerson,
  changeRole,
  createPerson,
  decideOperatorRequest,
  findPeople,
  getPersonDetail,
  type PeopleDeps,
  revokeSessions,
  unbanPerson,
} from './people.service.ts'

const tags = ['people']
const idParam = z.object({ id: personIdSchema })
const refused = {
  400: errorResponse('Not valid'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin'),
}
const onPerson = { ...refused, 404: errorResponse('No such person (`people.not_found`)') }

const list = createRoute({
  method: 'get',
  path: '/admin/people',
  tags,
  summary: 'People: search, filter, sort and page (admins)',
  request: { query: peopleListQuerySchema },
  responses: {
    200: json('One page of people, with the total over all pages', peopleListSchema),
    ...refused,
  },
})

const detail = createRoute({
  method: 'get',
  path: '/admin/people/{id}',
  tags,
  summary: "A person's page: account, recent bookings and quotes with counts (admins)",
  request: { params: idParam },
  responses: { 200: json('The person', personDetailSchema), ...onPerson },
})

const create = createRoute({
  method: 'post',
  path: '/admin/people',
  tags,
  summary: 'Create an account with a role (admins); audited',
  request: jsonBody(createPersonSchema),
  responses: {
    201: json('Created', personAnswerSchema),
    ...refused,
    409: errorResponse('The e-mail address has an account (`people.email_taken`)'),
    422: errorResponse('weak_password, with details.reasons'),
  },
})

/** An admin's audited change to one person, `POST /admin/people/{id}/<action>`, answering with them. */
const personChange = <Request extends RouteConfig['request']>(
  action: string,
  {
    summary,
    request,
    answer,
    conflict,
  }: { summary: string; request: Request; answer: string; conflict: string },
) =>
  createRoute({
    method: 'post',
    path: `/admin/people/{id}/${action}`,
    tags,
    summary,
    request,
    responses: {
      200: json(answer, personAnswerSchema),
      ...onPerson,
      409: errorResponse(conflict),
    },
  })

const setRole = personChange('role', {
  summary: "Change a person's role (admins); audited",
  request: { params: idParam, ...jsonBody(setRoleSchema) },
  answer: 'The person with the role',
  conflict: '`people.last_admin`: the last admin cannot give up the role',
})

const decide = personChange('operator-request', {
  summary: 'Approve or decline a request to become an operator (admins); the person is e-mailed',
  request: { params: idParam, ...jsonBody(operatorRequestDecisionSchema) },
  answer: 'The person after the decision',
  conflict: '`people.no_pending_request`',
})

const ban = personChange('ban', {
  summary: 'Ban a person, with a reason and an optional end; ends their sessions (admins)',
  request: { params: idParam, ...jsonBody(banPersonSchema) },
  answer: 'The banned person',
  conflict: '`people.last_admin` or `people.cannot_ban_self`',
})

const unban = personChange('unban', {
  summary: 'Lift a ban (admins); audited',
  request: { params: idParam },
  answer: 'The person',
  conflict: '`people.not_banned`',
})

const revoke = createRoute({
  method: 'post',
  path: '/admin/people/{id}/revoke-sessions',
  tags,
  summary: 'End every session of a person: they are signed out everywhere (admins); audited',
  request: { params: idParam },
  responses: { 200: json('How many sessions ended', revokeSessionsAnswerSchema), ...onPerson },
})

export function peopleRoutes({ clock, ...deps }: PeopleDeps & { clock: Clock }) {
  const acting = async (c: Context) => ({
    actor: await requireRole(deps.auth, c, ['admin']),
    headers: c.req.raw.headers,
  })
  return createRouter()
    .openapi(list, async (c) => {
      await requireRole(deps.auth, c, ['admin'])
      return c.json(await findPeople(deps.db, c.req.valid('query')), 200)
    })
    .openapi(detail, async (c) => {
      await requireRole(deps.auth, c, ['admin'])
      return c.json(await getPersonDetail(deps.db, c.req.valid('param').id), 200)
    })
    .openapi(create, async (c) => {
      const person = await createPerson(deps, await acting(c), c.req.valid('json'))
      return c.json({ person }, 201)
    })
    .openapi(setRole, async (c) => {
      const { id } = c.req.valid('param')
      const person = await changeRole(deps, await acting(c), { id, ...c.req.valid('json') })
      return c.json({ person }, 200)
    })
    .openapi(decide, async (c) => {
      const { id } = c.req.valid('param')
      const body = c.req.valid('json')
      const person = await decideOperatorRequest(deps, await acting(c), { id, ...body })
      return c.json({ person }, 200)
    })
    .openapi(ban, async (c) => {
      const { id } = c.req.valid('param')
      const person = await banPerson(deps, await acting(c), {
        id,
        ...c.req.valid('json'),
        now: clock.now(),
      })
      return c.json({ person }, 200)
    })
    .openapi(unban, async (c) => {
      const person = await unbanPerson(deps, await acting(c), c.req.valid('param'))
      return c.json({ person }, 200)
    })
    .openapi(revoke, async (c) => {
      return c.json(await revokeSessions(deps, await acting(c), c.req.valid('param')), 200)
    })
}
