import { z } from 'zod'
import { calendarDateSchema, instantSchema, text } from './primitives.ts'

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

export const slotsQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((q) => q.from <= q.to, { message: '`from` must not be after `to`', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, {
    message: 'Ask for at most 62 days at a time',
    path: ['to'],
  })

export const slotSchema = z.object({ start: instant, end: instant, seatsLeft: z.number().int() })
export const slotsResponseSchema = z
  .object({ timezone: z.string(), slots: z.array(slotSchema) })
  .meta({ id: 'Slots' })
export type Slot = z.infer<typeof slotSchema>

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
 * The codes `POST /holds` answers with besides validation, sign-in and `rate_limited` (429, with
 * Retry-After), and their HTTP status. `bookings.hold_busy`: another request of the same person
 * is changing their hold right now (a person has one hold); try again.
 */
export const holdErrorCodes = {
  'bookings.hold_busy': 409,
  'bookings.slot_taken': 409,
  'bookings.not_a_slot': 422,
  'bookings.quote_only': 422,
  'bookings.too_many_seats': 422,
  'bookings.unknown_service': 404,
} as const
export type HoldErrorCode = keyof typeof holdErrorCodes

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
