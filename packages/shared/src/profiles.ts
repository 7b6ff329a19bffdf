import { z } from 'zod'
import { text } from './primitives.ts'
import { timeZoneSchema } from './settings.ts'

export const roleSchema = z.enum(['customer', 'operator', 'admin'])
export type Role = z.infer<typeof roleSchema>
export const isRoleValue = (value: unknown): value is Role => roleSchema.safeParse(value).success

export const profileSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    phone: z.string().nullable(),
    timezone: z.string().nullable(),
    role: roleSchema,
    requestedRole: z.enum(['operator']).nullable(),
  })
  .meta({ id: 'Profile' })
export type Profile = z.infer<typeof profileSchema>

/** E.164-ish: a plus, then 7 to 15 digits; spaces, dashes and brackets are allowed and dropped. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'Use an international number, e.g. +44 20 7946 0321'))

export const updateProfileSchema = z
  .strictObject({
    fullName: text().trim().min(1, 'Enter your name').max(120),
    phone: phoneSchema.nullable(),
    timezone: timeZoneSchema.nullable(),
  })
  .partial()
  .meta({ id: 'UpdateProfile' })
export type UpdateProfile = z.infer<typeof updateProfileSchema>

export const characterClassSchema = z.enum(['lower', 'upper', 'digit', 'symbol'])

export const authOptionsSchema = z
  .object({
    socialProviders: z.array(z.enum(['google', 'apple'])),
    /** Only on a demo install: accounts anyone may try. */
    demoAccounts: z.array(
      z.object({ role: roleSchema, name: z.string(), email: z.string(), password: z.string() }),
    ),
    passwordPolicy: z.object({
      minLength: z.number().int(),
      requiredClasses: z.array(characterClassSchema),
    }),
  })
  .meta({ id: 'AuthOptions' })
export type AuthOptions = z.infer<typeof authOptionsSchema>

/** Sign-up with a phone number and a password; the web's sign-up form shows these messages. */
export const phoneSignUpSchema = z
  .strictObject({
    name: text().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
    phoneNumber: phoneSchema,
    password: z.string().min(1, 'Choose a password').max(256, 'Use at most 256 characters'),
    requestedRole: z.enum(['operator']).optional(),
  })
  .meta({ id: 'PhoneSignUp' })
