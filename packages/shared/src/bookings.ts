import { z } from 'zod'
import { instantSchema, text } from './primitives.ts'

/** Reference alphabet without look-alikes (no 0/O, 1/I/L): RSV-7K3F9Q. */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const bookingReferenceSchema = z
  .string()
  .regex(/^RSV-[2-9A-HJKMNP-Z]{6}$/, 'A reference looks like RSV-7K3F9Q')

export const bookingStatusSchema = z.enum([
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
])
export type BookingStatus = z.infer<typeof bookingStatusSchema>

/** Answers carry instants as stored; requests take the bounded `instantSchema`. */
const instant = z.iso.datetime({ offset: true })

export const serviceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    durationMinutes: z.number().int(),
    pricing: z.enum(['fixed', 'quote']),
    priceMinor: z.number().int().nullable(),
    currency: z.string(),
    capacity: z.number().int(),
  })
  .meta({ id: 'Service' })
export type Service = z.infer<typeof serviceSchema>

export const createHoldSchema = z
  .strictObject({
    serviceId: z.uuid(),
    start: instantSchema,
    seats: z.number().int().min(1).max(100).default(1),
  })
  .meta({ id: 'CreateHold' })
export const holdSchema = z
  .object({ id: z.uuid(), serviceId: z.uuid(), start: instant, end: instant, expiresAt: instant })
  .meta({ id: 'Hold' })
export type Hold = z.infer<typeof holdSchema>

/**
 * Every bookings code (holds, bookings and the slots they are checked against) and its HTTP
 * status; the web app branches on the code. Besides these: validation, sign-in, `forbidden`,
 * `not_found`, `conflict` (too many people booking one time at once: try again) and
 * `rate_limited` (429, with Retry-After).
 */
export const bookingErrorCodes = {
  /** Another request of the same person is changing their hold right now (one hold each). */
  'bookings.hold_busy': 409,
  'bookings.slot_taken': 409,
  'bookings.not_a_slot': 422,
  'bookings.quote_only': 422,
  'bookings.too_many_seats': 422,
  'bookings.unknown_service': 404,
  /** Staff named a customer account that does not exist. */
  'bookings.unknown_customer': 422,
  /** The Idempotency-Key was used before for a different booking. */
  'bookings.idempotency_key_reused': 422,
  'bookings.invalid_transition': 409,
  /** A customer's cancel or move closer to the start than the business allows. */
  'bookings.cutoff_passed': 409,
  /** Complete or no-show before the booking has started. */
  'bookings.not_started': 409,
} as const
export type BookingErrorCode = keyof typeof bookingErrorCodes

export const createBookingSchema = z
  .strictObject({
    serviceId: z.uuid(),
    start: instantSchema,
    seats: z.number().int().min(1).max(100).default(1),
    notes: text().trim().max(2000).default(''),
    /** Staff booking for a customer. */
    customerId: text().min(1).max(200).optional(),
  })
  .meta({ id: 'CreateBooking' })
export type CreateBooking = z.input<typeof createBookingSchema>

export const bookingSchema = z
  .object({
    id: z.uuid(),
    reference: bookingReferenceSchema,
    status: bookingStatusSchema,
    start: instant,
    end: instant,
    seats: z.number().int(),
    priceMinor: z.number().int().nullable(),
    currency: z.string(),
    notes: z.string(),
    source: z.enum(['online', 'quote', 'staff']),
    service: z.object({ id: z.uuid(), name: z.string() }),
    resource: z.object({ id: z.uuid(), name: z.string() }),
    customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    timezone: z.string(),
    createdAt: instant,
    /** What the asking user may do now, given the status and the business's cut-offs. */
    can: z.object({ cancel: z.boolean(), reschedule: z.boolean() }),
  })
  .meta({ id: 'Booking' })
export type Booking = z.infer<typeof bookingSchema>

export const rescheduleSchema = z.strictObject({ start: instantSchema }).meta({ id: 'Reschedule' })
