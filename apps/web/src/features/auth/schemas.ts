import { phoneSchema } from '@reserva/shared'
import { z } from 'zod'

// The forms' rules. The server checks again; the password's strength is its call alone.

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address')
  .pipe(z.email('Enter an e-mail address like name@example.com'))

const passwordSchema = z.string().min(1, 'Enter your password')

export const emailSignInSchema = z.object({ email: emailSchema, password: passwordSchema })
export const phoneSignInSchema = z.object({
  phoneNumber: z.string().trim().min(1, 'Enter your phone number').pipe(phoneSchema),
  password: passwordSchema,
})

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name')
  .max(120, 'Use at most 120 characters')
const newPasswordSchema = z.string().min(1, 'Choose a password')

export const emailSignUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
})
export const phoneSignUpSchema = z.object({
  name: nameSchema,
  phoneNumber: z.string().trim().min(1, 'Enter your phone number').pipe(phoneSchema),
  password: newPasswordSchema,
})

export const oneTimeCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6 digits')

export const backupCodeSchema = z.string().trim().min(6, 'Enter one of your backup codes')

export const resetPasswordSchema = z.object({ newPassword: newPasswordSchema })

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  newPassword: newPasswordSchema,
})
