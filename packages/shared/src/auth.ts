import { z } from 'zod'
import { phoneSchema, text } from './primitives.ts'

/** Accounts and sign-in: roles, the password policy, the sign-in options and phone sign-up. */

export const roleSchema = z.enum(['customer', 'operator', 'admin'])
export type Role = z.infer<typeof roleSchema>
export const roles = roleSchema.options
export const isRoleValue = (value: unknown): value is Role => roleSchema.safeParse(value).success

/**
 * The bounds of what an account holds (Better Auth's user record), wherever it is written: the
 * server checks them in Better Auth's hooks and the database with CHECK constraints behind them.
 */
export const accountLimits = {
  name: 120,
  /** RFC 5321's longest usable address. */
  email: 254,
  /** A picture's address: an https URL or one of our own stored files. */
  image: 2048,
  /** E.164 has at most 15 digits after the +. */
  phoneNumber: 16,
  banReason: 500,
} as const

/** Characters that have no place in a one-line value: C0/C1 controls and line separators. */
const controlCharacter = /[\p{Cc}\u2028\u2029]/u

/** A person's name: one line, no control characters, at most 120 characters once trimmed. */
export const personNameSchema = text()
  .trim()
  .min(1, 'Enter your name')
  .max(accountLimits.name, `Use at most ${accountLimits.name} characters`)
  .refine((value) => !controlCharacter.test(value), 'Use one line without control characters')

/**
 * Error codes of accounts and sessions that the server names itself, and their HTTP status.
 * Other refusals of Better Auth's pass through as `auth.<its code, lower case>` with its status.
 */
export const authErrorCodes = {
  /** No session cookie or bearer token, or one that is no longer valid (the seed's text). */
  'auth.session_missing': 401,
  'auth.session_or_user_missing': 401,
  'auth.invalid_credentials': 401,
  'auth.invalid_role': 400,
  /** Phone sign-up: the number belongs to another account. */
  'auth.phone_taken': 409,
  /**
   * A phone account signed in with its password before its number was confirmed: a code is on
   * its way to the number, and `/phone-number/verify` with it signs the account in.
   */
  'auth.phone_number_not_verified': 401,
  /** A new password the server judges too weak; `details.reasons` says why. */
  weak_password: 422,
  /** Single sign-on asked for an address no registered provider serves. */
  'auth.sso_not_offered': 404,
  // Better Auth's own refusals that pass through as `auth.<its code, lower case>` and that the web
  // app words (its one code-to-message map needs them named). Better Auth picks the status; the
  // one here is its usual one.
  'auth.user_already_exists': 422,
  'auth.user_already_exists_use_another_email': 422,
  'auth.banned_user': 403,
  'auth.email_not_verified': 403,
  'auth.invalid_code': 401,
  'auth.invalid_otp': 400,
  'auth.invalid_backup_code': 401,
  'auth.otp_expired': 400,
  /** A phone code checked before any was asked for (or after it was used or given up on). */
  'auth.otp_not_found': 400,
  'auth.otp_has_expired': 400,
  'auth.invalid_two_factor_cookie': 401,
  'auth.too_many_attempts': 403,
  'auth.too_many_attempts_request_new_code': 400,
  'auth.invalid_token': 400,
} as const
export type AuthErrorCode = keyof typeof authErrorCodes

export const characterClassSchema = z.enum(['lower', 'upper', 'digit', 'symbol'])
export type CharacterClass = z.infer<typeof characterClassSchema>

/** What the server asks of a new password (PASSWORD_MIN_LENGTH, PASSWORD_REQUIRE). */
export const passwordPolicySchema = z.object({
  minLength: z.number().int(),
  /** Every class listed must appear at least once. */
  requiredClasses: z.array(characterClassSchema),
})
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>

/** Why the server refused a password (`weak_password`): too short, a class missing, too common. */
export const weakPasswordReasonSchema = z.enum(['length', 'characters', 'pwned'])
export type WeakPasswordReason = z.infer<typeof weakPasswordReasonSchema>

export const authOptionsSchema = z
  .object({
    socialProviders: z.array(z.enum(['google', 'apple'])),
    /** Only on a demo install: accounts anyone may try. */
    demoAccounts: z.array(
      z.object({ role: roleSchema, name: z.string(), email: z.string(), password: z.string() }),
    ),
    passwordPolicy: passwordPolicySchema,
    /** An admin has registered a single sign-on provider: "Sign in with SSO" is offered. */
    singleSignOn: z.boolean(),
  })
  .meta({ id: 'AuthOptions' })
export type AuthOptions = z.infer<typeof authOptionsSchema>

/**
 * Sign-up with a phone number instead of an e-mail address: the server's request body and the
 * sign-up form's rules (with the form's words). The password's strength is the server's call.
 */
export const phoneSignUpSchema = z
  .strictObject({
    name: personNameSchema,
    phoneNumber: phoneSchema,
    password: z.string().min(1, 'Choose a password').max(256, 'Use at most 256 characters'),
    requestedRole: z.enum(['operator']).optional(),
  })
  .meta({ id: 'PhoneSignUp' })
export type PhoneSignUp = z.input<typeof phoneSignUpSchema>

/**
 * The phone sign-up's answer. The account has no session yet: a 6-digit code went to the number
 * by text message, and `POST /api/auth/phone-number/verify` with it confirms the number and signs
 * the account in (docs/decisions/031-phone-verification.md).
 */
export const phoneSignUpAnswerSchema = z
  .object({
    user: z.object({ id: z.string() }),
    /** The number as the server read it, in E.164: what the code routes are given. */
    phoneNumber: z.string(),
    /** The same number in international form, spaced for reading: "+44 7400 123456". */
    displayNumber: z.string(),
  })
  .meta({ id: 'PhoneSignUpAnswer' })
export type PhoneSignUpAnswer = z.infer<typeof phoneSignUpAnswerSchema>
