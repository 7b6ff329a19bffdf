import { createRoute, z } from '@hono/zod-openapi'
import type { PasswordPolicy } from '@reserva/shared'
import { type AuthOptions, authOptionsSchema, phoneSignUpSchema } from '@reserva/shared'
import type { Context } from 'hono'
import type { Db } from '../../db/client.ts'
import { isLoopbackRequest } from '../../lib/client-address.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import { signUpWithPhone } from './accounts.service.ts'
import { toOurErrorShape } from './auth.routes.ts'
import type { Auth } from './auth.ts'
import { untouchedDemoAccounts } from './demo-accounts.ts'

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
  request: jsonBody(phoneSignUpSchema),
  responses: {
    200: json(
      'Signed up and signed in (session cookie set)',
      z.object({ user: z.object({ id: z.string() }).loose() }),
    ),
    400: errorResponse('Not valid'),
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
    }
  }
}

export function accountRoutes({
  db,
  auth,
  authOptions,
  limitSignUps,
  trustProxy,
}: {
  db: Db
  auth: Auth
  authOptions: (c: Context) => Promise<AuthOptions>
  /** The same switch as Better Auth's limiter (off only in tests about other things). */
  limitSignUps: boolean
  trustProxy: boolean
}) {
  const router = createRouter()
  if (limitSignUps) {
    router.use(
      '/sign-up/*',
      rateLimit({ db, name: 'sign-up-phone', windowSeconds: 60, max: 5, trustProxy }),
    )
  }
  return router
    .openapi(getOptions, async (c) => {
      // The answer depends on who asks: no cache may keep a copy with passwords in it.
      c.header('Cache-Control', 'no-store')
      return c.json(await authOptions(c), 200)
    })
    .openapi(signUpPhone, async (c) => {
      const res = await signUpWithPhone(
        { db, auth },
        { input: c.req.valid('json'), headers: c.req.raw.headers },
      )
      // Better Auth's own response passes through: it carries the session cookie.
      return (await toOurErrorShape(res)) as never
    })
}
