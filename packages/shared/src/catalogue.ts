import { z } from 'zod'
import { calendarDateSchema, instantSchema, text } from './primitives.ts'

const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
/** Lists are short; ±1,000,000 leaves room to put anything first or last. */
const sortOrderLimit = 1_000_000
const minutes = (max: number) => z.number().int().min(0).max(max)

const serviceFields = z.object({
  name: text().trim().min(1).max(120),
  description: text().trim().max(2000),
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  bufferBeforeMinutes: minutes(240),
  bufferAfterMinutes: minutes(240),
  slotStepMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  pricing: z.enum(['fixed', 'quote']),
  priceMinor: z.number().int().min(0).max(100_000_000).nullable(),
  capacity: z.number().int().min(1).max(500),
  active: z.boolean(),
  sortOrder: z.number().int().min(-sortOrderLimit).max(sortOrderLimit),
  resourceIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one resource')
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Choose each resource once' }),
})

const priceMatchesPricing = (s: { pricing?: string; priceMinor?: number | null }) =>
  s.pricing === undefined ||
  (s.pricing === 'fixed'
    ? typeof s.priceMinor === 'number'
    : s.priceMinor === null || s.priceMinor === undefined)
const priceRule = {
  message: 'A fixed price needs an amount; a quote-priced service has none',
  path: ['priceMinor'],
}

export const createServiceSchema = serviceFields
  .partial({
    description: true,
    bufferBeforeMinutes: true,
    bufferAfterMinutes: true,
    slotStepMinutes: true,
    active: true,
    sortOrder: true,
    capacity: true,
  })
  .strict()
  .refine(priceMatchesPricing, priceRule)
  .meta({ id: 'CreateService' })
export const updateServiceSchema = serviceFields.partial().strict().meta({ id: 'UpdateService' })

export const adminServiceSchema = serviceFields
  .extend({ id: z.uuid(), currency: z.string() })
  .meta({ id: 'AdminService' })
export type AdminService = z.infer<typeof adminServiceSchema>

export const workingIntervalSchema = z
  .object({ weekday: z.number().int().min(1).max(7), start: wallTime, end: wallTime })
  .refine((i) => i.start < i.end, { message: 'The end must be after the start', path: ['end'] })

export const resourceFields = z.object({
  name: text().trim().min(1).max(120),
  kind: z.enum(['staff', 'room', 'equipment']),
  description: text().trim().max(2000),
  active: z.boolean(),
})
export const createResourceSchema = resourceFields
  .partial({ description: true, active: true, kind: true })
  .strict()
  .meta({ id: 'CreateResource' })
export const updateResourceSchema = resourceFields.partial().strict().meta({ id: 'UpdateResource' })

/** Saving a schedule change that leaves open bookings outside the resource's time anyway. */
const acknowledgeBookings = z
  .boolean()
  .optional()
  .describe(
    'Save even when open bookings fall outside the new time (409 catalogue.covers_bookings otherwise)',
  )

export const overrideSchema = z
  .strictObject({
    date: calendarDateSchema,
    /** Empty: closed that day. */
    intervals: z
      .array(
        z
          .object({ start: wallTime, end: wallTime })
          .refine((i) => i.start < i.end, { message: 'The end must be after the start' }),
      )
      .max(48)
      .refine(
        (intervals) =>
          intervals.every((a, i) =>
            intervals.every((b, j) => i === j || a.end <= b.start || b.end <= a.start),
          ),
        { message: 'Intervals must not overlap' },
      ),
    acknowledgeBookings,
  })
  .meta({ id: 'ScheduleOverride' })

export const timeOffInputSchema = z
  .strictObject({
    start: instantSchema,
    end: instantSchema,
    reason: text().trim().max(200).default(''),
    acknowledgeBookings: acknowledgeBookings,
  })
  .refine((t) => Date.parse(t.start) < Date.parse(t.end), {
    message: 'The end must be after the start',
    path: ['end'],
  })
  .meta({ id: 'TimeOffInput' })

export const resourceSchema = resourceFields
  .extend({
    id: z.uuid(),
    weeklyHours: z.array(workingIntervalSchema),
    overrides: z.array(
      z.object({ date: isoDate, intervals: z.array(z.object({ start: wallTime, end: wallTime })) }),
    ),
    timeOff: z.array(
      z.object({ id: z.uuid(), start: z.string(), end: z.string(), reason: z.string() }),
    ),
  })
  .meta({ id: 'Resource' })
export type ResourceDetail = z.infer<typeof resourceSchema>

export const weeklyHoursSchema = z
  .strictObject({
    intervals: z.array(workingIntervalSchema).max(100),
    acknowledgeBookings: acknowledgeBookings,
  })
  .refine(
    ({ intervals }) =>
      intervals.every((a, i) =>
        intervals.every(
          (b, j) => i === j || a.weekday !== b.weekday || a.end <= b.start || b.end <= a.start,
        ),
      ),
    { message: 'Intervals on one day must not overlap', path: ['intervals'] },
  )
  .meta({ id: 'WeeklyHours' })

/** Catalogue codes and their HTTP status (besides validation, sign-in, role and `not_found`). */
export const catalogueErrorCodes = {
  /** A service names a resource that does not exist. */
  'catalogue.unknown_resource': 400,
  /**
   * Hours, a date's hours or time off that would leave open bookings outside the resource's
   * time; `details.bookings` lists them (`coveredBookingSchema`). Sent again with
   * `acknowledgeBookings: true`, the change is saved and the bookings stay as they are.
   */
  'catalogue.covers_bookings': 409,
  /** Time off the resource already has for all of that time. */
  'catalogue.time_off_exists': 409,
} as const

/** A booking a schedule change would leave outside the resource's time, as staff are told of it. */
export const coveredBookingSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    start: z.string(),
    end: z.string(),
    serviceName: z.string(),
    customerName: z.string(),
  })
  .meta({ id: 'CoveredBooking' })
export type CoveredBooking = z.infer<typeof coveredBookingSchema>
export type CatalogueErrorCode = keyof typeof catalogueErrorCodes
