import { z } from 'zod'
import { accountLimits } from './auth.ts'

/** Every error code of changing one's e-mail address, and its HTTP status (decision 049). */
export const emailChangeErrorCodes = {
  /** The account signs in by phone or wallet only: it has no address to change. */
  'email_change.no_address': 409,
  /** The password, or the code mailed to the current address, is not right. */
  'email_change.wrong_proof': 403,
  /** A code was asked for by an account that proves it is them with its password. */
  'email_change.password_required': 400,
  /** The new address is the one the account has. */
  'email_change.same_address': 400,
  /** The link is not one we sent, was used already, or has expired. */
  'email_change.link_invalid': 400,
  /** Another account took the address between the request and the link being followed. */
  'email_change.address_taken': 409,
} as const
export type EmailChangeErrorCode = keyof typeof emailChangeErrorCodes

/**
 * How the signed-in person proves it is them before the address changes: their password, or a
 * code mailed to the current address when they have none (a code or single sign-on account).
 * `null` with `email: null`: the account signs in by phone or wallet and has no address.
 */
export const emailChangeProofSchema = z.enum(['password', 'code'])

export const accountEmailSchema = z
  .object({
    email: z.string().nullable(),
    proof: emailChangeProofSchema.nullable(),
  })
  .meta({ id: 'AccountEmail' })
export type AccountEmail = z.infer<typeof accountEmailSchema>

export const requestEmailChangeSchema = z
  .object({
    newEmail: z
      .email('Enter an e-mail address')
      .max(accountLimits.email, `Use at most ${accountLimits.email} characters`),
    password: z.string().min(1).max(256).optional(),
    code: z
      .string()
      .regex(/^\d{6}$/, 'The code is six digits')
      .optional(),
  })
  .meta({ id: 'RequestEmailChange' })
export type RequestEmailChange = z.infer<typeof requestEmailChangeSchema>

/** The link's token, from the address's fragment; opaque, base64url. */
export const confirmEmailChangeSchema = z
  .object({ token: z.string().min(16).max(200) })
  .meta({ id: 'ConfirmEmailChange' })

export const emailChangeSentSchema = z
  .object({ sentTo: z.string(), expiresAt: z.string() })
  .meta({ id: 'EmailChangeSent' })
export type EmailChangeSent = z.infer<typeof emailChangeSentSchema>

export const emailChangedSchema = z
  .object({
    email: z.string(),
    /** Whether the request that followed the link is still signed in (its own session kept). */
    signedIn: z.boolean(),
  })
  .meta({ id: 'EmailChanged' })
export type EmailChanged = z.infer<typeof emailChangedSchema>
