import { z } from 'zod'
import { bookingStatusSchema } from './bookings.ts'
import { calendarDateSchema } from './primitives.ts'

/**
 * The business's numbers over a period (issue #12 item 3), for admins. Days are calendar days in
 * the business time zone; a booking counts on the day (or week) it starts, a quote on the day it
 * was requested. Money is in minor units of the business currency.
 */

/** The longest period one request may ask for. */
export const statisticsMaxDays = 731

export const statisticsQuerySchema = z
  .object({
    /** First day, inclusive (business time zone). */
    from: calendarDateSchema,
    /** Last day, inclusive. */
    to: calendarDateSchema,
    granularity: z.enum(['day', 'week']).default('day'),
  })
  .refine((q) => q.from <= q.to, { message: '`from` must not be after `to`', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < statisticsMaxDays, {
    message: `Ask for at most ${statisticsMaxDays} days at a time`,
    path: ['to'],
  })
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>

const countsByStatus = z.object(
  Object.fromEntries(bookingStatusSchema.options.map((s) => [s, z.number().int()])) as Record<
    z.infer<typeof bookingStatusSchema>,
    z.ZodNumber
  >,
)

export const bookingCountsSchema = countsByStatus.extend({ total: z.number().int() })
export type BookingCounts = z.infer<typeof bookingCountsSchema>

export const statisticsBucketSchema = z.object({
  /** The bucket's first day: the day itself, or the Monday of an ISO week. */
  start: z.iso.date(),
  bookings: bookingCountsSchema,
  /** Confirmed and completed bookings' prices (price per seat × seats). */
  revenueMinor: z.number().int(),
})

export const resourceUseSchema = z.object({
  resourceId: z.uuid(),
  name: z.string(),
  /** Working hours (date overrides replacing the week's) minus time off, within the period. */
  openMinutes: z.number().int(),
  /** Minutes within open hours when at least one booking held the resource. */
  bookedMinutes: z.number().int(),
  /** Booked minutes outside open hours (staff bookings made out of hours). */
  outsideHoursMinutes: z.number().int(),
  /** bookedMinutes / openMinutes, 0–1; null when the resource was never open. */
  utilisation: z.number().nullable(),
})

export const statisticsSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    granularity: z.enum(['day', 'week']),
    timezone: z.string(),
    currency: z.string(),
    /** One per day or week of the period, in order, empty ones included. */
    buckets: z.array(statisticsBucketSchema),
    bookings: bookingCountsSchema,
    revenue: z.object({
      /** Confirmed and completed bookings. */
      totalMinor: z.number().int(),
      /** Pending bookings: revenue if they are confirmed. */
      pendingMinor: z.number().int(),
      /** Of totalMinor: booked online, by staff, or from an accepted quote's offer. */
      bySource: z.object({
        online: z.number().int(),
        staff: z.number().int(),
        quote: z.number().int(),
      }),
      /** Bookings priced in another currency (the business changed it); not in the sums. */
      otherCurrencyBookings: z.number().int(),
    }),
    cancellations: z.object({
      cancelled: z.number().int(),
      noShow: z.number().int(),
      /** cancelled / all bookings of the period; null without bookings. */
      cancellationRate: z.number().nullable(),
      /** no-shows / bookings that reached their time (completed + no-show); null without any. */
      noShowRate: z.number().nullable(),
    }),
    resources: z.array(resourceUseSchema),
    quotes: z.object({
      /** Quotes asked for in the period. */
      requested: z.number().int(),
      /** Of those, how many got an offer (whatever became of it). */
      offered: z.number().int(),
      accepted: z.number().int(),
      declined: z.number().int(),
      rejected: z.number().int(),
      expired: z.number().int(),
      withdrawn: z.number().int(),
      /** offered / requested; null without requests. */
      offerRate: z.number().nullable(),
      /** accepted / offered; null without offers. */
      acceptanceRate: z.number().nullable(),
      /** The accepted offers' prices, in the business currency. */
      acceptedValueMinor: z.number().int(),
    }),
  })
  .meta({ id: 'Statistics' })
export type Statistics = z.infer<typeof statisticsSchema>
