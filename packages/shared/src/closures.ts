import { z } from 'zod'
import { calendarDateSchema, text } from './primitives.ts'

/** The longest closure: a year. Longer is a business that has stopped, not a holiday. */
export const maxClosureDays = 366

const daysBetween = (first: string, last: string) =>
  (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000

/**
 * Whole days the business is closed for every resource (holidays), dates in the business time
 * zone, both included. Slots offer nothing on them and bookings cannot be made there.
 */
export const closureSchema = z
  .object({
    id: z.uuid(),
    firstDay: z.string(),
    lastDay: z.string(),
    reason: z.string(),
  })
  .meta({ id: 'Closure' })
export type Closure = z.infer<typeof closureSchema>

export const closureListSchema = z
  .object({ closures: z.array(closureSchema) })
  .meta({ id: 'Closures' })

export const closureInputSchema = z
  .strictObject({
    firstDay: calendarDateSchema,
    lastDay: calendarDateSchema,
    reason: text().trim().max(120).default(''),
    /** Close all the same over the open bookings that 409 `catalogue.covers_bookings` listed. */
    acknowledgeBookings: z.boolean().default(false),
  })
  .refine((c) => c.firstDay <= c.lastDay, {
    message: 'The last day cannot be before the first',
    path: ['lastDay'],
  })
  .refine((c) => c.firstDay > c.lastDay || daysBetween(c.firstDay, c.lastDay) < maxClosureDays, {
    message: `At most ${maxClosureDays} days at once`,
    path: ['lastDay'],
  })
  .meta({ id: 'ClosureInput' })
export type ClosureInput = z.input<typeof closureInputSchema>
