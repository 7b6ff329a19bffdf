import { z } from 'zod'
import { roleSchema } from './auth.ts'
import { phoneSchema, text } from './primitives.ts'
import { languageSchema, timeZoneSchema } from './settings.ts'

/** Every profile error code and its HTTP status. */
export const profileErrorCodes = {
  /** The user has no profile row yet (the seed's PGRST116: the web app treats it as empty). */
  'profiles.not_found': 404,
} as const
export type ProfileErrorCode = keyof typeof profileErrorCodes

export const profileSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    phone: z.string().nullable(),
    timezone: z.string().nullable(),
    /** The language the person chose for screens and mails; null: not chosen. */
    language: languageSchema.nullable(),
    role: roleSchema,
    requestedRole: z.enum(['operator']).nullable(),
  })
  .meta({ id: 'Profile' })
export type Profile = z.infer<typeof profileSchema>

export const updateProfileSchema = z
  .strictObject({
    fullName: text().trim().min(1, 'Enter your name').max(120),
    phone: phoneSchema.nullable(),
    timezone: timeZoneSchema.nullable(),
    language: languageSchema.nullable(),
  })
  .partial()
  .meta({ id: 'UpdateProfile' })
export type UpdateProfile = z.infer<typeof updateProfileSchema>
