import { z } from 'zod'
import { accountLimits, personNameSchema } from './auth.ts'
import { createBookingSchema, holdSchema, managedBookingSchema } from './bookings.ts'
import { languageCodes } from './languages.ts'
import { phoneSchema } from './primitives.ts'
import { createQuoteSchema, managedQuoteSchema } from './quotes.ts'

/**
 * How the business takes bookings from visitors without an account:
 * - `off`: only signed-in customers book;
 * - `confirm_first`: the time is held and a code (and a link) goes to the address given; the
 *   booking is made when the code comes back;
 * - `book_then_confirm`: the booking is made at once; the mail asks to confirm the address.
 */
export const guestBookingModes = ['off', 'confirm_first', 'book_then_confirm'] as const
export const guestBookingModeSchema = z.enum(guestBookingModes)
export type GuestBookingMode = z.infer<typeof guestBookingModeSchema>

/** Whether a guest is asked for a phone number: not at all, optionally, or always. */
export const guestPhoneModes = ['off', 'optional', 'required'] as const
export const guestPhoneModeSchema = z.enum(guestPhoneModes)
export type GuestPhoneMode = z.infer<typeof guestPhoneModeSchema>

export const guestErrorCodes = {
  /** The business takes no bookings from visitors without an account (or asks no phone). */
  'guests.not_offered': 403,
  /** A confirmation id or link that names no confirmation (altered, cut short, or made up). */
  'guests.confirmation_invalid': 404,
  /** The code does not match; `details.attemptsLeft` says how many tries remain. */
  'guests.code_wrong': 422,
  /** The confirmation's time ran out, or too many wrong codes were tried: book again. */
  'guests.confirmation_expired': 410,
} as const
export type GuestErrorCode = keyof typeof guestErrorCodes

/** How many wrong codes one confirmation takes before it is spent. */
export const guestCodeAttempts = 5

/** How long a mailed code (confirm first) works. */
export const guestConfirmMinutes = 30

/** Who the visitor is: a name, an address the mail goes to, and a phone if the business asks. */
export const guestSchema = z.strictObject({
  name: personNameSchema,
  email: z
    .email('Enter an e-mail address')
    .max(accountLimits.email, `Use at most ${accountLimits.email} characters`),
  phone: phoneSchema.optional(),
})
export type Guest = z.infer<typeof guestSchema>

/**
 * A booking by a visitor without an account: the slot as a customer books it, and who they are.
 * Holds, cut-offs, collisions and the `Idempotency-Key` behave as for a signed-in customer.
 */
export const guestBookingSchema = createBookingSchema
  .pick({ serviceId: true, start: true, seats: true, notes: true })
  .extend({
    guest: guestSchema,
    /**
     * The language the visitor reads the page in: their mails are written in it, and a customer
     * record made for them keeps it.
     */
    language: z.enum(languageCodes).optional(),
  })
  .strict()
  .meta({ id: 'GuestBooking' })
export type GuestBookingInput = z.input<typeof guestBookingSchema>

/** A guest booking waiting for its address to be confirmed (confirm first). */
export const guestPendingSchema = z
  .object({
    id: z.uuid(),
    /** Where the code went. */
    email: z.string(),
    /** Until when the code works. */
    expiresAt: z.iso.datetime({ offset: true }),
    /** The time held meanwhile (the business's hold length). */
    hold: holdSchema,
  })
  .meta({ id: 'GuestPending' })
export type GuestPending = z.infer<typeof guestPendingSchema>

/** The six digits of a mailed code. */
export const guestCodeSchema = z.string().regex(/^\d{6}$/, 'Enter the six digits from the mail')

/** A confirmation token from the mail's link (`/confirm#<token>`). */
export const guestTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a whole link')

/** Confirming an address: the code typed in (with the confirmation's id), or the mail's link. */
export const guestConfirmSchema = z
  .union([
    z.strictObject({ id: z.uuid(), code: guestCodeSchema }),
    z.strictObject({ token: guestTokenSchema }),
  ])
  .meta({ id: 'GuestConfirm' })
export type GuestConfirm = z.infer<typeof guestConfirmSchema>

/** A guest's booking, with the manage link that is their key to it. */
export const guestBookedSchema = z
  .object({ booking: managedBookingSchema, manageLink: z.string() })
  .meta({ id: 'GuestBooked' })
export type GuestBooked = z.infer<typeof guestBookedSchema>

/**
 * A quote request by a visitor without an account: what a customer's request says, and who they
 * are. Always confirmed first (decision 045): nothing is made until the mailed code comes back.
 */
export const guestQuoteSchema = createQuoteSchema
  .extend({ guest: guestSchema, language: z.enum(languageCodes).optional() })
  .strict()
  .meta({ id: 'GuestQuote' })
export type GuestQuoteInput = z.input<typeof guestQuoteSchema>

/** A guest's quote request waiting for its address to be confirmed. */
export const guestQuotePendingSchema = guestPendingSchema
  .omit({ hold: true })
  .meta({ id: 'GuestQuotePending' })
export type GuestQuotePending = z.infer<typeof guestQuotePendingSchema>

/** A guest's quote, with the quote link that is their key to it. */
export const guestQuotedSchema = z
  .object({ quote: managedQuoteSchema, quoteLink: z.string() })
  .meta({ id: 'GuestQuoted' })
export type GuestQuoted = z.infer<typeof guestQuotedSchema>

/** What visitors are offered: the public settings carry it. */
export const guestOfferSchema = z.object({
  booking: guestBookingModeSchema,
  phone: guestPhoneModeSchema,
})
