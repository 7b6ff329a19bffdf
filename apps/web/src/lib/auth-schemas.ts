import { roleSchema } from '@reserva/shared/auth'

export { phoneSignUpAnswerSchema } from '@reserva/shared/auth'

import { z } from 'zod'

// The parts of Better Auth's answers that the app reads, apart from its client (lib/auth-client.ts):
// a visitor's session is read without loading the client (features/auth/lazy-session.ts). The
// client turns ISO strings into Dates; the app keeps instants as ISO strings.
const instant = z.coerce.date().transform((date) => date.toISOString())

/** A password sign-in either opens a session or asks for the second factor. */
export const signInAnswerSchema = z.object({ twoFactorRedirect: z.boolean().optional() })

/** Google's or Apple's page that a social sign-in goes on to. */
export const socialSignInAnswerSchema = z.object({ url: z.string() })

/** A phone code's check: a session token, or none when the account signs in with two factors. */
/** The siwe plugin's answers: a nonce for the message, then the wallet's account, signed in. */
export const walletSignInAnswerSchema = {
  nonce: z.object({ nonce: z.string() }),
  verify: z.object({ success: z.boolean(), user: z.object({ id: z.string() }) }),
}

export const phoneVerifyAnswerSchema = z.object({ token: z.string().nullable() })

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
