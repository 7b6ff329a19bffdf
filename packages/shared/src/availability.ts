import { z } from 'zod'
import { calendarDateSchema } from './primitives.ts'

/** Answers carry instants as stored; requests take the bounded `instantSchema`. */
const instant = z.iso.datetime({ offset: true })

/** Days `from` to `to` (inclusive, in the business's zone), at most 62 days apart. */
const inRange = <Query extends z.ZodType<{ from: string; to: string }>>(query: Query) =>
  query
    .refine((q) => q.from <= q.to, { message: '`from` must not be after `to`', path: ['to'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, {
      message: 'Ask for at most 62 days at a time',
      path: ['to'],
    })

/**
 * Free start times of one service; refusals use `bookingErrorCodes` (bookings.ts). With
 * `resourceId` (staff only, as when booking: 403 `forbidden` for anyone else), the times that
 * one resource has free; 422 `bookings.unknown_resource` if it does not deliver the service.
 * With `durationMinutes` (staff only too), the times a job of that length fits, as when staff
 * propose a time in an offer.
 */
export const slotsQuerySchema = inRange(
  z.object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    resourceId: z.uuid().optional(),
    durationMinutes: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .optional(),
  }),
)

/**
 * The free times of one job rather than of a service: an offer's (its length, its resource) or
 * a booking's being moved (its length and places, the booking itself not in the way).
 */
export const jobSlotsQuerySchema = inRange(
  z.object({ from: calendarDateSchema, to: calendarDateSchema }),
)

export const slotSchema = z.object({
  start: instant,
  end: instant,
  seatsLeft: z.number().int(),
  /**
   * Moving a booking: who or what it would be with at this time (its own resource whenever that
   * one is free).
   */
  resource: z.object({ id: z.uuid(), name: z.string() }).optional(),
})
export const slotsResponseSchema = z
  .object({ timezone: z.string(), slots: z.array(slotSchema) })
  .meta({ id: 'Slots' })
export type Slot = z.infer<typeof slotSchema>
