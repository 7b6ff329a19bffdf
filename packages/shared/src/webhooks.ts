import { z } from 'zod'
import { text } from './primitives.ts'

/**
 * Webhooks (issue #47, decision 046): an admin registers endpoints with the events they want;
 * each event is POSTed as Standard Webhooks describe (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), retried for a day, and kept in a delivery log per endpoint.
 */

/** What an endpoint may subscribe to, from the domain events the server publishes. */
export const webhookEventTypes = [
  'booking.created',
  'booking.confirmed',
  'booking.declined',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.completed',
  'booking.no_show',
  'quote.requested',
  'quote.offered',
  'quote.accepted',
  'quote.declined',
  'quote.rejected',
  'quote.expired',
  'quote.withdrawn',
] as const
export const webhookEventTypeSchema = z.enum(webhookEventTypes)
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>

/** The event "Send test event" sends; no endpoint subscribes to it. */
export const webhookTestEvent = 'webhook.test'

export const webhookStatuses = ['active', 'failing', 'disabled'] as const
export type WebhookStatus = (typeof webhookStatuses)[number]

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number]

/** Every webhook error code and its HTTP status; the web app branches on the code. */
export const webhookErrorCodes = {
  'webhooks.not_found': 404,
  'webhooks.delivery_not_found': 404,
  /**
   * The URL is not one deliveries may go to: not https (http only inside the allow-list), or its
   * host is or resolves to a private, loopback, link-local or otherwise internal address.
   */
  'webhooks.address_refused': 400,
} as const
export type WebhookErrorCode = keyof typeof webhookErrorCodes

export const webhookIdSchema = z.uuid()

const urlSchema = text()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: 'Use an https:// URL' }))

const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1)
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, 'Name each event once')

export const createWebhookSchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: text().trim().max(200).default(''),
})
export type CreateWebhook = z.input<typeof createWebhookSchema>

export const updateWebhookSchema = z.object({
  url: urlSchema.optional(),
  events: eventsSchema.optional(),
  description: text().trim().max(200).optional(),
  /** Turned off by an admin (no deliveries), or on again. */
  enabled: z.boolean().optional(),
})
export type UpdateWebhook = z.input<typeof updateWebhookSchema>

const instant = z.iso.datetime({ offset: true })

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  status: z.enum(webhookStatuses),
  /** Since when its deliveries fail for good (the last attempt failed); null when not failing. */
  failingSince: instant.nullable(),
  /** Until when the secret before the last rotation signs as well; null without one. */
  previousSecretUntil: instant.nullable(),
  createdAt: instant,
})
export type Webhook = z.infer<typeof webhookSchema>

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) })

/** A create's or a rotation's answer: the only time the secret (`whsec_…`) is sent. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() })
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt and on "send again". */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: instant.nullable(),
  lastAttemptAt: instant.nullable(),
  /** The receiver's HTTP status on the last attempt; null when none came (timeout, refused). */
  lastStatusCode: z.number().int().nullable(),
  /** The first bytes (up to 1 KB) of the last answer, as text: show it inert. */
  lastAnswer: z.string().nullable(),
  /** Why the last attempt failed without an answer (timeout, address refused, redirect…). */
  lastError: z.string().nullable(),
  createdAt: instant,
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `nextCursor` of the previous page: the deliveries before it (newest first). */
  cursor: z.uuid().optional(),
})
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>

export const webhookDeliveryPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
})
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>

export const webhookDeliveryAnswerSchema = z.object({ delivery: webhookDeliverySchema })
