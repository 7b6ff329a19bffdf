import { authOptionsSchema, roleSchema } from '@reserva/shared'
import { z } from 'zod'
import { apiRequest } from './api-client.ts'

// Better Auth's endpoints under /api/auth, called through our api-client: the server rewrites
// their errors into our `{ error: { code, message, details } }` shape, so every failure is an
// ApiError with a stable code. The schemas below are the parts of each answer the app reads.

export type AuthOptions = z.infer<typeof authOptionsSchema>
export type PasswordPolicy = AuthOptions['passwordPolicy']
export type CharacterClass = PasswordPolicy['requiredClasses'][number]
export type SocialProvider = AuthOptions['socialProviders'][number]

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
  session: z.object({ id: z.string(), expiresAt: z.string() }),
  user: authUserSchema,
})
export type ServerSession = z.infer<typeof serverSessionSchema>

const okSchema = z.unknown()
const tokenSchema = z.object({ token: z.string().min(1) })

/** A password sign-in either opens a session or asks for the second factor. */
const signInAnswerSchema = z.union([
  z.object({
    twoFactorRedirect: z.literal(true),
    twoFactorMethods: z.array(z.string()).optional(),
  }),
  z.object({ user: authUserSchema }).transform(() => ({ twoFactorRedirect: false as const })),
])
export type SignInAnswer = z.infer<typeof signInAnswerSchema>

export const deviceSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
})
export type DeviceSession = z.infer<typeof deviceSessionSchema>

const post = <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
  apiRequest(path, { method: 'POST', body, schema })

export const authClient = {
  getOptions: ({ signal }: { signal?: AbortSignal } = {}) =>
    apiRequest('/api/v1/auth/options', { schema: authOptionsSchema, signal }),

  /** The signed-in user and session, or null for a visitor. */
  getSession: () => apiRequest('/api/auth/get-session', { schema: serverSessionSchema.nullable() }),

  /** A fresh access JWT for this session; 401 once the session is gone. */
  getAccessToken: async () => (await apiRequest('/api/auth/token', { schema: tokenSchema })).token,

  signInWithEmail: (body: { email: string; password: string }) =>
    post('/api/auth/sign-in/email', body, signInAnswerSchema),

  signInWithPhone: (body: { phoneNumber: string; password: string }) =>
    post('/api/auth/sign-in/phone-number', body, signInAnswerSchema),

  signUpWithEmail: (body: {
    name: string
    email: string
    password: string
    requestedRole?: 'operator'
    callbackURL: string
  }) => post('/api/auth/sign-up/email', body, okSchema),

  signUpWithPhone: (body: {
    name: string
    phoneNumber: string
    password: string
    requestedRole?: 'operator'
  }) => post('/api/v1/auth/sign-up/phone', body, okSchema),

  /** Starts Google or Apple sign-in; the answer is the provider's page to go to. */
  signInWithProvider: (provider: SocialProvider) =>
    post(
      '/api/auth/sign-in/social',
      { provider, callbackURL: '/dashboard', errorCallbackURL: '/signin' },
      z.object({ url: z.string() }),
    ),

  verifyTotp: (code: string) => post('/api/auth/two-factor/verify-totp', { code }, okSchema),
  verifyBackupCode: (code: string) =>
    post('/api/auth/two-factor/verify-backup-code', { code }, okSchema),

  signOut: () => post('/api/auth/sign-out', {}, okSchema),

  sendVerificationEmail: (email: string) =>
    post(
      '/api/auth/send-verification-email',
      { email, callbackURL: '/dashboard?verified=1' },
      okSchema,
    ),

  requestPasswordReset: (email: string) =>
    post(
      '/api/auth/request-password-reset',
      { email, redirectTo: `${window.location.origin}/signin?mode=reset` },
      okSchema,
    ),

  resetPassword: (body: { token: string; newPassword: string }) =>
    post('/api/auth/reset-password', body, okSchema),

  sendSignInCode: (email: string) =>
    post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, okSchema),

  signInWithCode: (body: { email: string; otp: string }) =>
    post('/api/auth/sign-in/email-otp', body, okSchema),

  enableTwoFactor: (password: string) =>
    post(
      '/api/auth/two-factor/enable',
      { password },
      z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
    ),

  disableTwoFactor: (password: string) =>
    post('/api/auth/two-factor/disable', { password }, okSchema),

  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    post('/api/auth/change-password', { ...body, revokeOtherSessions: true }, okSchema),

  listSessions: () =>
    apiRequest('/api/auth/list-sessions', { schema: z.array(deviceSessionSchema) }),
  revokeSession: (token: string) => post('/api/auth/revoke-session', { token }, okSchema),
  revokeOtherSessions: () => post('/api/auth/revoke-other-sessions', {}, okSchema),

  updateUser: (body: { name: string }) => post('/api/auth/update-user', body, okSchema),
}

export type AuthClient = typeof authClient
