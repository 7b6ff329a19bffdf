import { z } from 'zod'
import { text } from './primitives.ts'

/**
 * A resource's CalDAV calendar (issue #47, decision 048): Reserva writes each of the resource's
 * bookings into it and reads its busy times, which block slots like time off. Staff connect it
 * with the calendar's address, a user and a password (or app password), checked on save and
 * stored sealed; the password is never sent back.
 */

/** Every calendar sync error code and its HTTP status; the web app branches on the code. */
export const calendarSyncErrorCodes = {
  /** The resource has no calendar connected. */
  'calendar_sync.not_connected': 404,
  /**
   * The address is not one the server may reach: not https (http only inside the allow-list), or
   * its host is or resolves to a private, loopback or link-local address.
   */
  'calendar_sync.address_refused': 400,
  /** The calendar server did not answer, or not as a CalDAV server does. */
  'calendar_sync.unreachable': 422,
  /** The calendar server refused the user or password. */
  'calendar_sync.refused': 422,
  /** The server answered, but no calendar is at this address (or several, and none named). */
  'calendar_sync.not_a_calendar': 422,
} as const
export type CalendarSyncErrorCode = keyof typeof calendarSyncErrorCodes

/** What staff type to connect a calendar; `password` is required the first time only. */
export const calendarConnectionInputSchema = z
  .object({
    url: text()
      .trim()
      .max(2000)
      .pipe(z.url({ protocol: /^https?$/, error: 'Use an https:// address' })),
    username: text().trim().min(1).max(200),
    /** Left out to keep the stored one (changing the address or user only). */
    password: text().min(1).max(500).optional(),
  })
  .strict()
export type CalendarConnectionInput = z.infer<typeof calendarConnectionInputSchema>

/**
 * How the sync stands: `ok` when every change is written and the last read worked, `behind`
 * when writes wait for a retry or the last read failed (the calendar unreachable, the password
 * refused), `starting` before the first read.
 */
export const calendarSyncStates = ['ok', 'behind', 'starting'] as const
export type CalendarSyncState = (typeof calendarSyncStates)[number]

const instant = z.iso.datetime({ offset: true })

export const calendarConnectionSchema = z.object({
  /** The address as typed. */
  url: z.string(),
  /** The calendar found there (the same, or the one calendar under an account's address). */
  calendarUrl: z.string(),
  username: z.string(),
  state: z.enum(calendarSyncStates),
  /** Bookings whose change is not in the calendar yet. */
  waitingChanges: z.number().int(),
  /** Why the last write or read failed, while the sync is behind. */
  lastError: z.string().nullable(),
  /** Since when the sync is behind: the first failure not yet made good. */
  behindSince: instant.nullable(),
  /** When busy times were last read, and how many busy stretches the calendar then had. */
  lastReadAt: instant.nullable(),
  busyTimes: z.number().int(),
  /** When a booking was last written into the calendar. */
  lastWrittenAt: instant.nullable(),
  /** When the next read is due (on a schedule; "sync now" reads at once). */
  nextReadAt: instant.nullable(),
  connectedAt: instant,
})
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>

/** A resource's connection, or none. */
export const calendarConnectionAnswerSchema = z.object({
  connection: calendarConnectionSchema.nullable(),
})
export type CalendarConnectionAnswer = z.infer<typeof calendarConnectionAnswerSchema>
