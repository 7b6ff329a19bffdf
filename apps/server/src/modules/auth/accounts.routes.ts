import { createRoute, z } from '@hono/zod-openapi'
import { type AuthOptions, authOptionsSchema, phoneSignUpSchema } from '@reserva/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { isLoopbackRequest } from '../../lib/client-address.ts'
import { AppError } from '../../lib/errors.ts'
import { createRouter, errorResponse, json, jsonBody } from '../../lib/http.ts'
import type { PasswordPolicy } from '../../lib/password-policy.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { toOurErrorShape } from './auth.routes.ts'
import { users } from './auth.table.ts'
import { type Auth, phonePlaceholderDomain } from './auth.ts'
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

const phoneTaken = () =>
  new AppError({
    code: 'auth.phone_taken',
    status: 409,
    message: 'An account with this phone number exists already',
  })

export function accountRoutes({
  db,
  auth,
  socialProviders,
  passwordPolicy,
  limitSignUps,
  trustProxy,
  demoPasswords,
}: {
  db: Db
  auth: Auth
  socialProviders: AuthOptions['socialProviders']
  passwordPolicy: PasswordPolicy
  /** The same switch as Better Auth's limiter (off only in tests about other things). */
  limitSignUps: boolean
  trustProxy: boolean
  /** 'loopback': a local trial shows untouched demo accounts to this machine; 'never': production. */
  demoPasswords: 'loopback' | 'never'
}) {
  const router = createRouter()
  const showableDemoAccounts = untouchedDemoAccounts({ db, auth })
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
      const local = demoPasswords === 'loopback' && isLoopbackRequest(c, { trustProxy })
      return c.json(
        {
          socialProviders,
          demoAccounts: local ? await showableDemoAccounts() : [],
          passwordPolicy,
        },
        200,
      )
    })
    .openapi(signUpPhone, async (c) => {
      const { name, phoneNumber, password, requestedRole } = c.req.valid('json')
      const [holder] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNumber, phoneNumber))
      if (holder) throw phoneTaken()
      // Better Auth keys accounts by e-mail: give this one an address that can never receive mail.
      const email = `${phoneNumber.slice(1)}@${phonePlaceholderDomain}`
      const res = await toOurErrorShape(
        await auth.api.signUpEmail({
          body: { name, email, password, ...(requestedRole ? { requestedRole } : {}) },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      )
      // Better Auth's own response passes through: it carries the session cookie.
      if (!res.ok) return res as never
      const { user } = (await res.clone().json()) as { user: { id: string } }
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ phoneNumber, phoneNumberVerified: false })
            .where(eq(users.id, user.id))
          await tx.update(profiles).set({ phone: phoneNumber }).where(eq(profiles.id, user.id))
        })
      } catch (error) {
        // Someone took the number in the meantime: leave no half-made account behind.
        await db.delete(users).where(eq(users.id, user.id))
        if (isUniqueViolation(error)) throw phoneTaken()
        throw error
      }
      return res as never
    })
}
