import { createRoute } from '@hono/zod-openapi'
import type { PasswordPolicy } from '@reserva/shared'
import {
  type AuthOptions,
  authOptionsSchema,
  phoneSignUpAnswerSchema,
  phoneSignUpSchema,
} from '@reserva/shared'
import type { Context } from 'hono'
import type { Db } from '../../db/client.ts'
import { isLoopbackRequest } from '../../lib/client-address.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import { signUpWithPhone } from './accounts.service.ts'
import { toOurErrorShape } from './auth.routes.ts'
import type { Auth } from './auth.ts'
import { untouchedDemoAccounts } from './demo-accounts.ts'
import { singleSignOnOffered } from './single-sign-on.ts'

const getOptions = createRoute({
  method: 'get',
  path: '/options',
  tags: ['accounts'],
  summary: 'How people can sign in here: social providers, demo accounts, password rules',
  description:
    'Demo accounts are listed only to a request from the machine the server runs on (loopback), while every demo password is still the published one, and never in production.',
  responses: {
    200: json('Options', authOptionsSchema),
  },
})

const signUpPhone = createRoute({
  method: 'post',
  path: '/sign-up/phone',
  tags: ['accounts'],
  summary: 'Sign up with a phone number and a password instead of an e-mail address',
  description:
    "A number without a country code is read as a number of the business's country. The account is not signed in yet: a 6-digit code goes to the number by text message, and POST /api/auth/phone-number/verify with { phoneNumber, code } confirms the number and signs the account in; POST /api/auth/phone-number/send-otp sends a new code.",
  request: jsonBody(phoneSignUpSchema),
  responses: {
    200: json('Signed up; a code was sent to the number (no session yet)', phoneSignUpAnswerSchema),
    400: errorResponse('Not valid; invalid_phone_number when the number cannot be one'),
    409: errorResponse('The number belongs to another account'),
    422: errorResponse('weak_password, with details.reasons'),
  },
})

/**
 * How people can sign in, as told to the one asking: GET /auth/options, and the pages the server
 * renders, which carry the same answer (lib/prerendered-pages.ts).
 */
export function authOptionsFor({
  db,
  auth,
  socialProviders,
  passwordPolicy,
  trustProxy,
  demoPasswords,
}: {
  db: Db
  auth: Auth
  socialProviders: AuthOptions['socialProviders']
  passwordPolicy: PasswordPolicy
  trustProxy: boolean
  /** 'loopback': a local trial shows untouched demo accounts to this machine; 'never': production. */
  demoPasswords: 'loopback' | 'never'
}): (c: Context) => Promise<AuthOptions> {
  const showableDemoAccounts = untouchedDemoAccounts({ db, auth })
  return async (c) => {
    const local = demoPasswords === 'loopback' && isLoopbackRequest(c, { trustProxy })
    return {
      socialProviders,
      demoAccounts: local ? await showableDemoAccounts() : [],
      passwordPolicy,
      singleSignOn: await singleSignOnOffered(db),
    }
  }
}

export function accountRoutes({
  db,
  auth,
  authOptions,
  limitSignUps,
  trustProxy,
  clock,
}: {
  db: Db
  auth: Auth
  clock: Clock
  authOptions: (c: Context) => Promise<AuthOptions>
  /** The same switch as Better Auth's limiter (off only in tests about other things). */
  limitSignUps: boolean
  trustProxy: boolean
}) {
  const router = createRouter()
  if (limitSignUps) {
    router.use(
      '/sign-up/*',
      rateLimit({ db, clock, name: 'sign-up-phone', windowSeconds: 60, max: 5, trustProxy }),
    )
  }
  return router
    .openapi(getOptions, async (c) => {
      // The answer depends on who asks: no cache may keep a copy with passwords in it.
      c.header('Cache-Control', 'no-store')
      return c.json(await authOptions(c), 200)
    })
    .openapi(signUpPhone, async (c) => {
      const answer = await signUpWithPhone(
        { db, auth },
        { input: c.req.valid('json'), headers: c.req.raw.headers },
      )
      // Better Auth's refusal (a weak password…) passes through, in our error shape.
      if (answer instanceof Response) return (await toOurErrorShape(answer)) as never
      return c.json(answer, 200)
    })
}
