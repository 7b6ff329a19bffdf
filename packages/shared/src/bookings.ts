import { z } from 'zod'
import { instantSchema, offsetPageFields, pageOffsetSchema, text } from './primitives.ts'

/** Reference alphabet without look-alikes (no 0/O, 1/I/L): RSV-7K3F9Q. */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const bookingReferenceSchema = z
  .string()
  .regex(/^RSV-[2-9A-HJKMNP-Z]{6}$/, 'A reference looks like RSV-7K3F9Q')

export const bookingStatuses = [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const
export const bookingStatusSchema = z.enum(bookingStatuses)
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
    /** The resources that deliver it (staff name one in an offer). */
    resourceIds: z.array(z.uuid()),
  })
  .meta({ id: 'Service' })
export type Service = z.infer<typeof serviceSchema>

/** What a hold and a booking ask for: a service, a start and how many seats. */
const slotChoice = {
  serviceId: z.uuid(),
  start: instantSchema,
  seats: z.number().int().min(1).max(100).default(1),
}

export const createHoldSchema = z.strictObject(slotChoice).meta({ id: 'CreateHold' })
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
  /** Staff named an account that is banned: nobody books for it until the ban ends. */
  'bookings.customer_banned': 422,
  /** Staff named an operator's or admin's account: staff book for customers only. */
  'bookings.not_a_customer': 422,
  /**
   * Staff named a resource that does not deliver the service: unknown, out of use, or not one of
   * the service's resources.
   */
  'bookings.unknown_resource': 422,
  /** The Idempotency-Key was used before for a different booking. */
  'bookings.idempotency_key_reused': 422,
  'bookings.invalid_transition': 409,
  /** A manage link that is not one (altered, cut short, or of no booking). */
  'bookings.link_invalid': 404,
  /** A manage link replaced by a newer one (sent in a later mail). */
  'bookings.link_replaced': 410,
  /** A manage link of a booking that has ended, or was cancelled or declined. */
  'bookings.link_expired': 410,
  /** A customer's cancel or move closer to the start than the business allows. */
  'bookings.cutoff_passed': 409,
  /** Complete or no-show before the booking has started. */
  'bookings.not_started': 409,
  /** Undoing a completion or no-show after `bookingUndoMinutes`, or one made before undo existed. */
  'bookings.undo_expired': 409,
  /** A staff override names no resource: the time outside the offer is on one resource's lane. */
  'bookings.override_needs_resource': 422,
  /** A staff override starting more than `overrideMaxPastHours` ago. */
  'bookings.override_too_early': 422,
} as const
export type BookingErrorCode = keyof typeof bookingErrorCodes

/** How far back staff may record a booking outside the offer: a walk-in already being served. */
export const overrideMaxPastHours = 12

/** Why staff book outside the times offered; audited with the booking. */
export const bookingOverrideSchema = z.strictObject({
  reason: text()
    .trim()
    .min(3, 'Say why, in a few words')
    .max(300, 'A reason is at most 300 characters'),
})

export const createBookingSchema = z
  .strictObject({
    ...slotChoice,
    notes: text().trim().max(2000).default(''),
    /** Staff booking for a customer. */
    customerId: text().min(1).max(200).optional(),
    /**
     * Staff choosing who or what delivers the booking (the operator's calendar lane). Without
     * it the server takes the first resource free at that time. A customer naming one is
     * refused (403 `forbidden`); a resource that does not deliver the service is 422
     * `bookings.unknown_resource`; one that is busy then is 409 `bookings.slot_taken`.
     */
    resourceId: z.uuid().optional(),
    /**
     * Staff booking outside the times offered (outside the hours, in a break or a closure, at less
     * notice than customers get, or up to `overrideMaxPastHours` ago for a walk-in already
     * served), saying why; the reason is audited with the booking. Needs `resourceId` (422
     * `bookings.override_needs_resource`); a time taken on that resource is still 409
     * `bookings.slot_taken`; a customer sending it is refused (403 `forbidden`).
     */
    override: bookingOverrideSchema.optional(),
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
    /**
     * Why it was declined or cancelled, in the words of whoever did it (staff, or the customer
     * cancelling their own); null when no reason was given, and for every other status.
     */
    statusReason: z.string().nullable(),
    /**
     * What the asking user may do now, given the status and the business's cut-offs. `undo`:
     * staff may put a completed or no-show booking back to confirmed, until `undoUntil`.
     */
    can: z.object({ cancel: z.boolean(), reschedule: z.boolean(), undo: z.boolean() }),
    /** Until when staff may undo its completion or no-show; null when there is none to undo. */
    undoUntil: instant.nullable(),
  })
  .meta({ id: 'Booking' })
export type Booking = z.infer<typeof bookingSchema>

/**
 * The header that carries a booking's manage link (`/manage#<link>` in the mails): the link acts
 * as the booking's customer, for that booking only, within the customer's cut-offs.
 */
export const manageLinkHeader = 'Reserva-Booking-Link'

/**
 * A booking as its manage link shows it: the booking with its customer's name only (a link may be
 * forwarded; the address it was mailed to stays out of it).
 */
export const managedBookingSchema = bookingSchema
  .extend({ customer: z.object({ name: z.string() }) })
  .meta({ id: 'ManagedBooking' })
export type ManagedBooking = z.infer<typeof managedBookingSchema>

/** How long staff may undo a Complete or No-show (`POST /bookings/{id}/undo`). */
export const bookingUndoMinutes = 15

/**
 * The one cut-off rule, on the server and in the browser: less than `cutoffMinutes` before the
 * start, a customer can no longer cancel or move the booking online (at exactly the cut-off
 * they still can).
 */
export const cutoffPassed = ({
  startAt,
  now,
  cutoffMinutes,
}: {
  startAt: Date
  now: Date
  cutoffMinutes: number
}) => startAt.getTime() - now.getTime() < cutoffMinutes * 60_000

/** How long a decline's or cancellation's reason may be. */
export const statusReasonMaxLength = 500

/**
 * The optional body of `POST /bookings/{id}/decline` and `…/cancel`: a reason, e-mailed to the
 * customer when staff decline or cancel, to the business when the customer cancels, and shown on
 * the booking. Blank is the same as none. Other actions take no reason; a request without a body is
 * the same as `{}`.
 */
export const bookingActionSchema = z
  .strictObject({
    reason: text()
      .trim()
      .max(statusReasonMaxLength, `A reason is at most ${statusReasonMaxLength} characters`)
      .optional(),
  })
  .meta({ id: 'BookingAction' })
export type BookingActionInput = z.input<typeof bookingActionSchema>

/** The longest a booking can be made by resizing it: a working day. */
export const maxBookingMinutes = 12 * 60

/**
 * `POST /bookings/{id}/reschedule`: a new start, and (staff, dragging its end on the calendar) a
 * new length in minutes; without one the booking keeps its own.
 */
export const rescheduleSchema = z
  .strictObject({
    start: instantSchema,
    durationMinutes: z
      .number()
      .int()
      .min(5, 'A booking lasts at least 5 minutes')
      .max(maxBookingMinutes, `A booking lasts at most ${maxBookingMinutes / 60} hours`)
      .multipleOf(5, 'A length is a whole number of 5 minutes')
      .optional(),
  })
  .meta({ id: 'Reschedule' })
export type RescheduleInput = z.input<typeof rescheduleSchema>

/** How a list of bookings can be ordered; ties are broken by the booking's id. */
export const bookingSortSchema = z.enum(['start', 'created', 'reference', 'customer', 'status'])
export type BookingSort = z.infer<typeof bookingSortSchema>

/**
 * `GET /bookings`: a customer's own bookings, or with `scope=all` every booking (staff), filtered,
 * searched, sorted and paged on the server. Without `order`, a customer's list is newest first and
 * staff's is soonest first, as before the filters came.
 */
export const bookingListQuerySchema = z.object({
  scope: z.enum(['mine', 'all']).default('mine'),
  /** Bookings that start at or after `from` and before `to`. */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  /** One status or several, comma-separated: `pending,confirmed`. */
  status: z
    .string()
    .max(200)
    .optional()
    .transform((s) => (s ? s.split(',') : undefined))
    .pipe(z.array(bookingStatusSchema).optional()),
  /** Part of the reference, or of the customer's name or e-mail address; any case, literally. */
  search: text().trim().max(200).default(''),
  serviceId: z.uuid().optional(),
  resourceId: z.uuid().optional(),
  sort: bookingSortSchema.default('start'),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(200),
  offset: pageOffsetSchema,
})
export type BookingListQuery = z.input<typeof bookingListQuerySchema>
/** The query as the server reads it, defaults filled in. */
export type BookingListParams = z.output<typeof bookingListQuerySchema>

export const bookingListSchema = z
  .object({ bookings: z.array(bookingSchema), ...offsetPageFields })
  .meta({ id: 'BookingList' })
export type BookingList = z.infer<typeof bookingListSchema>
