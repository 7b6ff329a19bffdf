// From the contract's own modules, not its barrel: /signin evaluates these schemas before the
// app takes over the page, and the barrel would build every schema of the API.
import { phoneSignUpSchema } from '@reserva/shared/auth'
import { phoneSchema } from '@reserva/shared/primitives'
import { z } from 'zod'
import { says } from '@/lib/validation-messages.ts'

// The forms' rules, on the shared contract where the API has one. The server checks again; the
// password's strength is its call alone. The messages are the catalogue's, in the language on
// screen (lib/validation-messages.ts), the contract's too.

const { name: nameSchema, password: newPasswordSchema } = phoneSignUpSchema.shape

export const emailSchema = z
  .string()
  .trim()
  .min(1, says('validation.enterEmail'))
  .pipe(z.email(says('validation.emailLike')))

/**
 * The shared phone number, asked for by name when the field is empty. Only its shape is checked
 * here: whether it is a number of the business's country is the server's call.
 */
const phoneNumberSchema = z.string().trim().min(1, says('validation.enterPhone')).pipe(phoneSchema)

const passwordSchema = z.string().min(1, says('validation.enterPassword'))

export const signInSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: emailSchema, password: passwordSchema }),
  z.object({
    method: z.literal('phone'),
    phoneNumber: phoneNumberSchema,
    password: passwordSchema,
  }),
])

/** E-mail sign-up goes to Better Auth; by phone to our route, with the same name and password rules. */
export const signUpSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('email'),
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
  }),
  z.object({
    method: z.literal('phone'),
    name: nameSchema,
    phoneNumber: phoneNumberSchema,
    password: newPasswordSchema,
  }),
])

export const oneTimeCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, says('validation.enterSixDigits'))

export const backupCodeSchema = z.string().trim().min(6, says('validation.enterBackupCode'))

/** The second step of a sign-in: a code from the app, or a backup code. */
export const twoFactorCodeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('totp'), code: oneTimeCodeSchema }),
  z.object({ kind: z.literal('backup'), code: backupCodeSchema }),
])

export const emailFormSchema = z.object({ email: emailSchema })
export const codeFormSchema = z.object({ code: oneTimeCodeSchema })
export const confirmPasswordSchema = z.object({ password: passwordSchema })

export const resetPasswordSchema = z.object({ newPassword: newPasswordSchema })

/** Forgot the password: a link to the e-mail address, or a code to the phone number. */
export const forgotPasswordSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: emailSchema }),
  z.object({ method: z.literal('phone'), phoneNumber: phoneNumberSchema }),
])

/** The code texted to the number, and the new password. */
export const phoneResetSchema = z.object({
  code: oneTimeCodeSchema,
  newPassword: newPasswordSchema,
})

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, says('validation.enterCurrentPassword')),
  newPassword: newPasswordSchema,
})

/** A new address, proven by the password (decision 049). */
export const changeEmailWithPasswordSchema = z.object({
  newEmail: emailSchema,
  password: z.string().min(1, says('validation.enterCurrentPassword')),
})

/** A new address, proven by the code mailed to the current one (no password on the account). */
export const changeEmailWithCodeSchema = z.object({
  newEmail: emailSchema,
  code: oneTimeCodeSchema,
})
