import { z } from 'zod'
import { calendarDateSchema } from './primitives.ts'

/** Answers carry instants as stored; requests take the bounded `instantSchema`. */
const instant = z.iso.datetime({ offset: true })

/**
 * Free start times of one service; refusals use `bookingErrorCodes` (bookings.ts). With
 * `resourceId` (staff only, as when booking: 403 `forbidden` for anyone else), the times that
 * one resource has free; 422 `bookings.unknown_resource` if it does not deliver the service.
 */
export const slotsQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema, resourceId: z.uuid().optional() })
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
