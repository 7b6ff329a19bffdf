import { z } from 'zod'

/**
 * Private calendar feeds (issue #47): an address a calendar subscribes to, showing a person's
 * bookings (their own as a customer, the business's as staff) or a resource's. Whoever has the
 * address reads the feed, so it is shown only to its owner and can be renewed or turned off.
 */

/** Every calendar feed error code and its HTTP status. */
export const calendarFeedErrorCodes = {
  /** The address is not a feed's, or its feed was renewed or turned off. */
  'calendar_feeds.not_found': 404,
} as const
export type CalendarFeedErrorCode = keyof typeof calendarFeedErrorCodes

export const calendarFeedSchema = z.object({
  /** The https address to subscribe to; `webcal:` in place of `https:` opens a calendar app. */
  url: z.string(),
  /** What it shows: one's own bookings, the business's (staff), or one resource's. */
  kind: z.enum(['mine', 'business', 'resource']),
  createdAt: z.iso.datetime({ offset: true }),
})
export type CalendarFeed = z.infer<typeof calendarFeedSchema>

/** A feed, or none while it is turned off. */
export const calendarFeedAnswerSchema = z.object({ feed: calendarFeedSchema.nullable() })
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswerSchema>
