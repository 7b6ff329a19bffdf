import { guestBookingModes, guestPhoneModes } from '@reserva/shared'
import { languageCodes } from '@reserva/shared/languages'
import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { updatedAt } from '../../db/columns.ts'

/** The business: exactly one row (id = 1). */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    timezone: text('timezone').notNull().default('UTC'),
    /**
     * ISO 3166-1 alpha-2: phone numbers written without a country code are numbers of this
     * country. GB until an admin sets it (docs/decisions/031-phone-verification.md).
     */
    country: text('country').notNull().default('GB'),
    currency: text('currency').notNull().default('EUR'),
    /** What a visitor reads when neither their choice nor their browser picks a language. */
    defaultLanguage: text('default_language', { enum: languageCodes }).notNull().default('en'),
    aboutMarkdown: text('about_markdown').notNull().default(''),
    privacyMarkdown: text('privacy_markdown').notNull().default(''),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(60),
    cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull().default(1440),
    rescheduleCutoffMinutes: integer('reschedule_cutoff_minutes').notNull().default(1440),
    holdMinutes: integer('hold_minutes').notNull().default(10),
    requireConfirmation: boolean('require_confirmation').notNull().default(false),
    reminderMinutesBefore: integer('reminder_minutes_before').notNull().default(1440),
    /** Sites that may show the booking pages in a frame; empty: any site may. */
    embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
    /** How visitors without an account book (`guestBookingModes`, @reserva/shared). */
    guestBooking: text('guest_booking', { enum: guestBookingModes })
      .notNull()
      .default('confirm_first'),
    /** Whether a guest is asked for a phone number (`guestPhoneModes`). */
    guestPhone: text('guest_phone', { enum: guestPhoneModes }).notNull().default('optional'),
    /** Demo accounts exist (shown on the sign-in screen) while this is on. */
    demoMode: boolean('demo_mode').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('business_settings_single_row', sql`${t.id} = 1`),
    check('business_settings_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('business_settings_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('business_settings_embed_origins', sql`cardinality(${t.embedOrigins}) <= 20`),
    check(
      'business_settings_guests',
      sql`${t.guestBooking} in ('off', 'confirm_first', 'book_then_confirm')
        and ${t.guestPhone} in ('off', 'optional', 'required')`,
    ),
    check(
      'business_settings_language',
      sql.raw(`default_language in (${languageCodes.map((code) => `'${code}'`).join(', ')})`),
    ),
    check(
      'business_settings_policies',
      sql`${t.minNoticeMinutes} >= 0 and ${t.horizonDays} > 0 and ${t.cancelCutoffMinutes} >= 0
        and ${t.rescheduleCutoffMinutes} >= 0 and ${t.holdMinutes} > 0 and ${t.reminderMinutesBefore} >= 0`,
    ),
  ],
)
