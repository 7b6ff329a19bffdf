import { createRoute, z } from '@hono/zod-openapi'
import {
  deleteOwnAccountSchema,
  erasureAnswerSchema,
  erasureSchema,
  personIdSchema,
  personSchema,
} from '@reserva/shared'
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
import { requireRole, requireUser } from '../auth/session.ts'
import { deleteOwnAccount, type ErasureDeps, erasePerson } from './people.erasure.ts'
import { readPerson } from './people.service.ts'

const tags = ['people']
const erased = json('What the erasure did', erasureAnswerSchema)

const routes = {
  own: createRoute({
    method: 'post',
    path: '/me/delete-account',
    tags,
    summary: 'Delete my account (customers): bookings to come cancelled, my details erased',
    description:
      'The person says it is them with their password, or with the six-digit code Better Auth mails for a sign-in (`POST /api/auth/email-otp/send-verification-otp`, type `sign-in`). Their bookings to come are cancelled under the business’s rules: one past the cancellation cut-off refuses the whole deletion (409 `people.erasure_blocked`, `details.reference`). Open quotes are withdrawn; what the business keeps stays without their name, e-mail address or phone; they are signed out everywhere. Staff accounts are deleted by an admin (403 `people.staff_erase_themselves`).',
    request: jsonBody(deleteOwnAccountSchema),
    responses: {
      200: erased,
      400: errorResponse(
        '`validation_failed`, a wrong password (`auth.invalid_credentials`) or code (`auth.invalid_otp`)',
      ),
      401: errorResponse('Not signed in'),
      403: errorResponse('`people.staff_erase_themselves`, or an API key'),
      409: errorResponse('`people.erasure_blocked`: a booking can no longer be cancelled online'),
      429: errorResponse('Too many tries from this address'),
    },
  }),
  person: createRoute({
    method: 'post',
    path: '/admin/people/{id}/erase',
    tags,
    summary: 'Erase a person (admins): as their own deletion, cancelling as staff; audited',
    request: {
      params: z.object({ id: personIdSchema }),
      ...optionalJsonBody(z.object({}).strict()),
    },
    middleware: [emptyJsonBody] as const,
    responses: {
      200: json(
        'What the erasure did, and the account as it is left',
        z.object({ person: personSchema, erasure: erasureSchema }),
      ),
      401: errorResponse('Not signed in'),
      403: errorResponse('Not an admin'),
      404: errorResponse('`people.not_found`, or erased already'),
      409: errorResponse('`people.cannot_erase_self`'),
    },
  }),
}

export function erasureRoutes({
  deps,
  clock,
  trustProxy,
}: {
  deps: ErasureDeps
  clock: Clock
  trustProxy: boolean
}) {
  // A password is checked here: as few tries as a sign-in gets.
  const limited = rateLimit({
    db: deps.db,
    clock,
    name: 'delete-account',
    windowSeconds: 600,
    max: 10,
    trustProxy,
  })
  const router = createRouter()
  router.use('/me/delete-account', limited)
  return router
    .openapi(routes.own, async (c) => {
      const actor = await requireUser(deps.auth, c)
      const erasure = await deleteOwnAccount(deps, {
        actor,
        headers: c.req.raw.headers,
        proof: c.req.valid('json'),
        now: clock.now(),
      })
      return c.json({ erasure }, 200)
    })
    .openapi(routes.person, async (c) => {
      const actor = await requireRole(deps.auth, c, ['admin'])
      const { id } = c.req.valid('param')
      const erasure = await erasePerson(deps, {
        actor,
        headers: c.req.raw.headers,
        id,
        now: clock.now(),
        asThemselves: false,
      })
      return c.json({ person: await readPerson(deps.db, id), erasure }, 200)
    })
}
