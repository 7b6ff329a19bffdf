import { createRoute } from '@hono/zod-openapi'
import { profileSchema, updateProfileSchema } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireUser } from '../auth/session.ts'
import { getProfile, updateProfile } from './profiles.service.ts'

const profileResponse = json('The signed-in user’s profile', profileSchema)

const getMine = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['profiles'],
  summary: 'Your profile, with your role',
  responses: {
    200: profileResponse,
    401: errorResponse('Not signed in'),
    404: errorResponse('No profile row yet'),
  },
})

const patchMine = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['profiles'],
  summary: 'Change your name, phone number, time zone or language',
  request: jsonBody(updateProfileSchema),
  responses: {
    200: profileResponse,
    400: errorResponse('Not valid (a role, for instance, cannot be set here)'),
    401: errorResponse('Not signed in'),
  },
})

export function profileRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return createRouter()
    .openapi(getMine, async (c) => {
      const user = await requireUser(auth, c)
      return c.json(await getProfile(db, user.id), 200)
    })
    .openapi(patchMine, async (c) => {
      const user = await requireUser(auth, c)
      return c.json(await updateProfile(db, user.id, c.req.valid('json')), 200)
    })
}
