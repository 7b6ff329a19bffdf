import { roleSchema } from '@reserva/shared'
import {
  adminClient,
  emailOTPClient,
  jwtClient,
  phoneNumberClient,
  twoFactorClient,
} from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'
import { z } from 'zod'
import { networkError } from './api-client.ts'
import { errorFromAnswer } from './error-from-answer.ts'

/** `fetch` as it is when called (tests replace it), with no answer at all as a network_error. */
async function send(input: string | URL | Request, init?: RequestInit) {
  try {
    return await fetch(input, init)
  } catch (cause) {
    if (init?.signal?.aborted) throw cause
    throw networkError(cause)
  }
}

/**
 * Better Auth's own client for /api/auth, with a client for each plugin the server runs
 * (apps/server/src/modules/auth/auth.ts; `bearer` has none). Same origin, with the session cookie.
 * A call resolves to the answer's data or throws an ApiError like every other API call: the
 * server puts Better Auth's refusals into our `{ error: { code, message, details } }` shape.
 * Who is signed in is kept by the auth controller (features/auth), not by the client's session
 * hooks, which the app does not use.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [adminClient(), twoFactorClient(), jwtClient(), phoneNumberClient(), emailOTPClient()],
  fetchOptions: {
    throw: true,
    customFetchImpl: send,
    onError: ({ response, error }) => {
      throw errorFromAnswer(response.status, error)
    },
  },
})

// The parts of Better Auth's answers that the app reads. Its client turns ISO strings into Dates;
// the app keeps instants as ISO strings.
const instant = z.coerce.date().transform((date) => date.toISOString())

/** A password sign-in either opens a session or asks for the second factor. */
export const signInAnswerSchema = z.object({ twoFactorRedirect: z.boolean().optional() })

/** An answer whose body the app does not read (the phone sign-up's). */
export const anyAnswerSchema = z.unknown()

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  // Better Auth's admin plugin keeps the role on the user; anything unknown is a customer.
  role: roleSchema.catch('customer'),
  twoFactorEnabled: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  phoneNumber: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
})
export type AuthUser = z.infer<typeof authUserSchema>

export const serverSessionSchema = z.object({
  session: z.object({ id: z.string(), expiresAt: instant }),
  user: authUserSchema,
})
export type ServerSession = z.infer<typeof serverSessionSchema>

export const deviceSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  createdAt: instant,
  updatedAt: instant,
  expiresAt: instant,
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
})
export type DeviceSession = z.infer<typeof deviceSessionSchema>
