import { z } from 'zod'
import { guestBookingModeSchema, guestOfferSchema, guestPhoneModeSchema } from './guests.ts'
import { languageCodes } from './languages.ts'
import { text } from './primitives.ts'

/** One of the languages Reserva ships (`languageCodes`). */
export const languageSchema = z.enum(languageCodes)

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

/**
 * ISO 3166-1 alpha-2, upper case: the business's country, where phone numbers written without a
 * country code are read. The server also checks that it is a country with phone numbers of its
 * own; the list the admin chooses from is `countryCodes` (@reserva/shared/countries).
 */
export const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'Choose a country')

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
    /** Where phone numbers written without a country code are read (sign-up, profile). */
    country: countrySchema,
    currency: currencySchema,
    /** The language a visitor sees when neither their choice nor their browser's picks one. */
    defaultLanguage: languageSchema,
    aboutMarkdown: z.string(),
    privacyMarkdown: z.string(),
    /** What a customer is told before booking: how late a booking can still be changed online. */
    policies: z.object({
      cancelCutoffMinutes: z.number().int().min(0),
      rescheduleCutoffMinutes: z.number().int().min(0),
      holdMinutes: z.number().int().min(1),
    }),
    /** Whether visitors book without an account, and whether they are asked for a phone. */
    guests: guestOfferSchema,
  })
  .meta({ id: 'PublicSettings' })

export type PublicSettings = z.infer<typeof publicSettingsSchema>

const minutes = (max: number) => z.number().int().min(0).max(max)

/**
 * A site allowed to show the booking pages in a frame (embedding): an http(s) origin, scheme and
 * host with an optional port and no path, or every subdomain of a host (`https://*.example.com`).
 * It goes into the embed pages' `Content-Security-Policy: frame-ancestors` as it is: the pattern
 * lets through no space, quote, comma or semicolon that could end the directive.
 */
export const embedOriginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(
    /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
    'Write an origin such as https://www.example.com, without a path',
  )

/** At most this many sites may frame the booking pages; none listed means any site may. */
export const maxEmbedOrigins = 20

/** Every business setting, with the booking policies (admin). */
export const businessSettingsSchema = z
  .object({
    name: text().trim().min(1).max(120),
    tagline: text().trim().max(300),
    contactEmail: text().trim().max(200),
    contactPhone: text().trim().max(50),
    address: text().trim().max(300),
    timezone: timeZoneSchema,
    country: countrySchema,
    currency: currencySchema,
    defaultLanguage: languageSchema,
    aboutMarkdown: text().max(50_000),
    privacyMarkdown: text().max(50_000),
    minNoticeMinutes: minutes(60 * 24 * 60),
    horizonDays: z.number().int().min(1).max(730),
    cancelCutoffMinutes: minutes(60 * 24 * 60),
    rescheduleCutoffMinutes: minutes(60 * 24 * 60),
    holdMinutes: z.number().int().min(1).max(120),
    requireConfirmation: z.boolean(),
    reminderMinutesBefore: minutes(60 * 24 * 14),
    /** The sites that may embed the booking pages; empty: any site (docs/decisions/042-embed.md). */
    embedOrigins: z.array(embedOriginSchema).max(maxEmbedOrigins),
    guestBooking: guestBookingModeSchema,
    guestPhone: guestPhoneModeSchema,
  })
  .meta({ id: 'BusinessSettings' })
export const updateBusinessSettingsSchema = businessSettingsSchema
  .partial()
  .strict()
  .meta({ id: 'UpdateBusinessSettings' })
export type BusinessSettings = z.infer<typeof businessSettingsSchema>
