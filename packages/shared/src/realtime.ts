import { z } from 'zod'

/**
 * The live-updates socket at `/api/realtime` (DESIGN §5). Every message is one JSON
 * object discriminated on `type`, validated on both ends with these schemas. Messages say *what*
 * changed (topic, event, id), never the record: the web app invalidates the matching query keys.
 */

/** The path of the socket, on the same port as the HTTP API. */
export const realtimePath = '/api/realtime'

/** The numbers of the design, so that client and server agree. */
export const realtimeTiming = {
  /** The client sends a `ping` this often; a `pong` that has not come by the next one is missed. */
  heartbeatMs: 25_000,
  /** Waits before reconnect attempts 1, 2, 3, …; the last one repeats. */
  reconnectDelaysMs: [1000, 2000, 5000, 10_000],
  /** An open socket must send `auth` within this time, or the server closes it. */
  authTimeoutMs: 5000,
} as const

/** Server limits the client should respect (a breach gets an `error` or a close). */
export const realtimeLimits = {
  /** Larger frames close the socket (code 1009). */
  maxMessageBytes: 16 * 1024,
  /** Open sockets per user; the oldest one is closed when another opens. */
  maxSocketsPerUser: 10,
  /** Messages per second per socket; more get `realtime.rate_limited` and are dropped. */
  maxMessagesPerSecond: 20,
} as const

/**
 * What a change is about. A customer receives `bookings` and `quotes` of their own only; staff
 * receive all of them. `availability` (a resource's time was taken or freed, id = resource id)
 * goes to every signed-in user, so that a slot picker can drop a slot someone else took.
 */
export const realtimeTopicSchema = z.enum(['bookings', 'quotes', 'availability'])
export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>

/** The events a `change` may name, per topic (the server's domain events of that name). */
export const realtimeEvents = {
  bookings: ['booking.created', 'booking.status_changed', 'booking.rescheduled'],
  quotes: [
    'quote.requested',
    'quote.offered',
    'quote.accepted',
    'quote.declined',
    'quote.rejected',
    'quote.expired',
    'quote.withdrawn',
    'quote.message_added',
  ],
  availability: ['availability.changed'],
} as const satisfies Record<RealtimeTopic, readonly string[]>

export const realtimeEventSchema = z.enum([
  ...realtimeEvents.bookings,
  ...realtimeEvents.quotes,
  ...realtimeEvents.availability,
])
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>

/** Codes of `error` messages; the web app branches on the code. */
export const realtimeErrorCodes = z.enum([
  /** Not JSON, or not one of the client messages. The socket stays open. */
  'realtime.invalid_message',
  /** The token was refused (bad signature, wrong issuer, expired, unknown user, banned). */
  'realtime.invalid_token',
  /** A message other than `auth` before the socket was authenticated. */
  'realtime.unauthenticated',
  /** More than `realtimeLimits.maxMessagesPerSecond`; the message was dropped. */
  'realtime.rate_limited',
  /** An `auth` with a token of another user than the one this socket belongs to. */
  'realtime.user_mismatch',
])
export type RealtimeErrorCode = z.infer<typeof realtimeErrorCodes>

const token = z.string().min(1).max(8192)
/** Client-chosen, echoed in the `pong`. */
const pingId = z.string().min(1).max(64)

/** Client → server. `auth` first (within `authTimeoutMs`), and again after each token refresh. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token }),
  z.strictObject({ type: z.literal('ping'), id: pingId }),
])
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>

/**
 * Why the server is about to close the socket (sent just before the close frame). The client
 * reconnects after `token_expired` / `replaced` / `shutdown` / `too_slow` with a fresh token (and
 * refetches what it shows, as after any reconnect); after `signed_out` or `banned` it stays
 * disconnected until the user signs in again.
 */
export const realtimeClosingReasonSchema = z.enum([
  'auth_timeout',
  'invalid_token',
  'token_expired',
  'signed_out',
  'banned',
  /** The user opened more than `maxSocketsPerUser` sockets; this, the oldest, made room. */
  'replaced',
  'shutdown',
  /**
   * The client stopped reading: more than the server keeps for one socket was waiting to be sent.
   * What was waiting is dropped; the client reconnects and refetches as after any other break.
   */
  'too_slow',
  /**
   * Too many sockets from the client's address are waiting to authenticate; this one was closed
   * at once (close code 1013, try again later). The client reconnects after its usual delay.
   */
  'too_many_sockets',
])
export type RealtimeClosingReason = z.infer<typeof realtimeClosingReasonSchema>

/** Server → client. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  /** Answer to each accepted `auth`: whose socket this is and what it will receive. */
  z.object({
    type: z.literal('ready'),
    userId: z.string(),
    topics: z.array(realtimeTopicSchema),
    /** When the token expires (ISO instant); the socket is closed then unless a new one came. */
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  z.object({ type: z.literal('pong'), id: pingId }),
  z.object({
    type: z.literal('change'),
    topic: realtimeTopicSchema,
    event: realtimeEventSchema,
    /** The booking, quote or resource that changed. */
    id: z.string(),
  }),
  z.object({ type: z.literal('error'), code: realtimeErrorCodes, message: z.string() }),
  z.object({ type: z.literal('closing'), reason: realtimeClosingReasonSchema }),
])
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>
export type RealtimeChange = Extract<RealtimeServerMessage, { type: 'change' }>

/** Close codes the server uses besides the standard ones (4000–4999 are the application's). */
export const realtimeCloseCodes = {
  /** Auth failed, expired, signed out or banned: reconnect only with a new token. */
  unauthorized: 4401,
  /** Too many sockets for this user; this one made room. */
  replaced: 4409,
  /** The client did not read what was sent to it (closing reason `too_slow`); reconnect. */
  tooSlow: 4413,
  /** The standard "try again later": too many unauthenticated sockets from this address. */
  tryAgainLater: 1013,
} as const
