import { z } from 'zod'
import { bookingReferenceSchema, bookingStatusSchema } from './bookings.ts'
import { text } from './primitives.ts'

/**
 * A booking's story for staff (`GET /bookings/{id}/story`): what happened to it and who did it,
 * the notes staff keep about it, and who its customer is. Its own entry point
 * (`@reserva/shared/booking-story`): only the staff drawer reads it.
 */

const instant = z.iso.datetime({ offset: true })
const person = z.object({ id: z.string(), name: z.string() })

/** How long a staff note may be. */
export const staffNoteMaxLength = 2000

/** `POST /bookings/{id}/notes`: a note for staff only; the customer never sees it. */
export const addStaffNoteSchema = z
  .strictObject({
    body: text()
      .trim()
      .min(1, 'Write the note')
      .max(staffNoteMaxLength, `A note is at most ${staffNoteMaxLength} characters`),
  })
  .meta({ id: 'AddStaffNote' })
export type AddStaffNote = z.input<typeof addStaffNoteSchema>

export const staffNoteSchema = z
  .object({
    id: z.uuid(),
    at: instant,
    /** Null once the author's account is gone. */
    author: person.nullable(),
    body: z.string(),
  })
  .meta({ id: 'StaffNote' })
export type StaffNote = z.infer<typeof staffNoteSchema>

/** One change of the booking, from the audit log, oldest first. */
export const bookingEventSchema = z
  .object({
    id: z.uuid(),
    at: instant,
    /** Who did it; null for the system (reminders). */
    actor: person.nullable(),
    /** The audit action: `booking.created`, `booking.confirm`, `booking.rescheduled`… */
    action: z.string(),
    /** What the action recorded: `from`/`to` (a status, or instants for a move), `reason`. */
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'BookingEvent' })
export type BookingEvent = z.infer<typeof bookingEventSchema>

export const bookingStorySchema = z
  .object({
    events: z.array(bookingEventSchema),
    notes: z.array(staffNoteSchema),
    customer: z.object({
      id: z.string(),
      name: z.string(),
      /** Null for a customer known by phone number only. */
      email: z.string().nullable(),
      phone: z.string().nullable(),
      since: instant,
      /** Their bookings of every status, this one included. */
      visits: z.object({
        total: z.number().int(),
        completed: z.number().int(),
        noShows: z.number().int(),
        cancelled: z.number().int(),
      }),
      /** Their other bookings, the latest start first, at most five. */
      recent: z.array(
        z.object({
          id: z.uuid(),
          reference: bookingReferenceSchema,
          start: instant,
          service: z.string(),
          status: bookingStatusSchema,
        }),
      ),
    }),
  })
  .meta({ id: 'BookingStory' })
export type BookingStory = z.infer<typeof bookingStorySchema>
