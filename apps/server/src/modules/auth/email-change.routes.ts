import {
  accountEmailSchema,
  confirmEmailChangeSchema,
  emailChangedSchema,
  emailChangeSentSchema,
  requestEmailChangeSchema,
} from '@reserva/shared'
import { isAPIError } from 'better-auth/api'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json, jsonBody, routesAnswering } from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import { acceptedLanguage } from '../mail/mail-language.ts'
import type { MailContent } from '../mail/templates.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { type Auth, sessionCacheOf } from './auth.ts'
import {
  accountEmail,
  confirmEmailChange,
  type EmailChangeDeps,
  requestEmailChange,
  sendProofCode,
} from './email-change.service.ts'
import { requireUser } from './session.ts'

const route = routesAnswering(['account'], {
  401: errorResponse('Not signed in'),
})

const getEmail = route('get', '/email', {
  summary: 'Your e-mail address, and how you prove it is you to change it',
  request: {},
  more: {
    200: json(
      'The address (null for a phone or wallet account) and the proof asked',
      accountEmailSchema,
    ),
  },
})

const sendCode = route('post', '/email/code', {
  summary: 'Mail a code to your current address, to change it without a password',
  request: {},
  more: {
    204: { description: 'A six-digit code is on its way to the current address (five minutes)' },
    400: errorResponse('email_change.password_required: the account has a password to use'),
    409: errorResponse('email_change.no_address: the account has no e-mail address'),
    429: errorResponse('rate_limited: more than 3 codes in 15 minutes'),
  },
})

const requestChange = route('post', '/email', {
  summary: 'Ask to change your e-mail address: a link goes to the new one',
  request: jsonBody(requestEmailChangeSchema),
  more: {
    202: json(
      'A link is on its way to the new address; nothing changes until it is followed. An address that has an account already is answered alike, and its owner is told.',
      emailChangeSentSchema,
    ),
    400: errorResponse('Not valid, or email_change.same_address'),
    403: errorResponse('email_change.wrong_proof: the password or the code is not right'),
    409: errorResponse('email_change.no_address: the account has no e-mail address'),
    429: errorResponse('rate_limited: more than 5 requests an hour'),
  },
})

const confirmChange = route('post', '/email/confirm', {
  summary: 'Follow the link mailed to the new address: the address changes',
  request: jsonBody(confirmEmailChangeSchema),
  more: {
    200: json(
      'Changed: every other session of the person has ended, and the old address is told',
      emailChangedSchema,
    ),
    400: errorResponse('email_change.link_invalid: expired, used or not ours'),
    409: errorResponse('email_change.address_taken: another account took the address meanwhile'),
    429: errorResponse('rate_limited: more than 10 a minute from one address'),
  },
})

/** Changing one's e-mail address (decision 049), under /api/v1/me. */
export function emailChangeRoutes({
  db,
  auth,
  clock,
  publicUrl,
  trustProxy,
  queue,
  onMailQueued,
  onSessionsEnded,
}: {
  db: Db
  auth: Auth
  clock: Clock
  publicUrl: string
  trustProxy: boolean
  queue: (to: string, mail: MailContent) => Promise<void>
  onMailQueued: () => void
  onSessionsEnded: (userId: string) => void
}) {
  const deps: EmailChangeDeps = {
    db,
    clock,
    publicUrl,
    business: async () => (await requireSettings(db)).name,
    queue,
    onMailQueued,
    passwordMatches: async (headers, password) => {
      try {
        await auth.api.verifyPassword({ body: { password }, headers })
        return true
      } catch (error) {
        if (isAPIError(error)) return false
        throw error
      }
    },
    onSessionsEnded: (userId) => {
      sessionCacheOf(auth).forget(userId)
      onSessionsEnded(userId)
    },
  }
  const router = createRouter()
  // The link's token is 256 bits: the limit only keeps a flood of guesses off the database.
  router.use(
    '/email/confirm',
    rateLimit({ db, clock, name: 'email-change-confirm', windowSeconds: 60, max: 10, trustProxy }),
  )
  return router
    .openapi(getEmail, async (c) => {
      const user = await requireUser(auth, c)
      return c.json(await accountEmail(db, user.id), 200)
    })
    .openapi(sendCode, async (c) => {
      const user = await requireUser(auth, c)
      await sendProofCode(deps, {
        userId: user.id,
        language: acceptedLanguage(c.req.header('accept-language')),
      })
      return c.body(null, 204)
    })
    .openapi(requestChange, async (c) => {
      const user = await requireUser(auth, c)
      const sent = await requestEmailChange(deps, {
        userId: user.id,
        input: c.req.valid('json'),
        headers: c.req.raw.headers,
        language: acceptedLanguage(c.req.header('accept-language')),
      })
      return c.json(sent, 202)
    })
    .openapi(confirmChange, async (c) => {
      const found = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null)
      const changed = await confirmEmailChange(deps, {
        token: c.req.valid('json').token,
        session: found ? { id: found.session.id, userId: found.user.id } : null,
      })
      return c.json(changed, 200)
    })
}
