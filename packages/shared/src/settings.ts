import { z } from 'zod'

/** An IANA time-zone name that this runtime knows (e.g. Europe/London). */
export const timeZoneSchema = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      return true
    } catch {
      return false
    }
  },
  { message: 'Unknown time zone' },
)

/** ISO 4217 currency code, upper case. */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code')

export const publicSettingsSchema = z
  .object({
    name: z.string(),
    tagline: z.string(),
    contact: z.object({
      email: z.string(),
      phone: z.string(),
      address: z.string(),
    }),
    timezone: timeZoneSchema,
    currency: currencySchema,
    aboutMarkdown: z.string(),
    privacyMarkdown: z.string(),
  })
  .meta({ id: 'PublicSettings' })

export type PublicSettings = z.infer<typeof publicSettingsSchema>
