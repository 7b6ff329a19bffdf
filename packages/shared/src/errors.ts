import { z } from 'zod'
import { apiKeyErrorCodes } from './api-keys.ts'
import { auditErrorCodes } from './audit.ts'
import { authErrorCodes } from './auth.ts'
import { bookingErrorCodes } from './bookings.ts'
import { calendarFeedErrorCodes } from './calendar-feeds.ts'
import { calendarSyncErrorCodes } from './calendar-sync.ts'
import { catalogueErrorCodes } from './catalogue.ts'
import { customerErrorCodes } from './customers.ts'
import { dataExportErrorCodes } from './data-export.ts'
import { emailChangeErrorCodes } from './email-change.ts'
import { guestErrorCodes } from './guests.ts'
import { peopleErrorCodes } from './people.ts'
import { profileErrorCodes } from './profiles.ts'
import { quoteErrorCodes } from './quotes.ts'
import { ssoProviderErrorCodes } from './sso-providers.ts'
import { storageErrorCodes } from './storage.ts'
import { walletErrorCodes } from './wallets.ts'
import { webhookErrorCodes } from './webhooks.ts'

/**
 * Codes any route may answer with, and their HTTP status. A domain's own codes (`bookings.…`)
 * live in its contract file as `<domain>ErrorCodes` and are joined into `errorCodes` below.
 */
export const commonErrorCodes = {
  validation_failed: 400,
  bad_request: 400,
  /**
   * A phone number that is no number of the business's country, nor one with its own country
   * code; `details` name the field (`path`) and give the country's way of writing one (`country`,
   * `examples.national`, `examples.international`).
   */
  invalid_phone_number: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A browser request from a site that is not one of the server's trusted origins. */
  'auth.invalid_origin': 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** The body is larger than the route takes (JSON: 1 MB); refused before it is read. */
  'request.too_large': 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const

/**
 * Every error code the API can answer with, and its HTTP status. Codes are stable: the web app
 * branches on them, never on the message (it has one code-to-message map).
 */
export const errorCodes = {
  ...commonErrorCodes,
  ...authErrorCodes,
  ...bookingErrorCodes,
  ...catalogueErrorCodes,
  ...profileErrorCodes,
  ...quoteErrorCodes,
  ...storageErrorCodes,
  ...peopleErrorCodes,
  ...dataExportErrorCodes,
  ...auditErrorCodes,
  ...walletErrorCodes,
  ...apiKeyErrorCodes,
  ...ssoProviderErrorCodes,
  ...calendarFeedErrorCodes,
  ...calendarSyncErrorCodes,
  ...customerErrorCodes,
  ...guestErrorCodes,
  ...webhookErrorCodes,
  ...emailChangeErrorCodes,
} as const

export type ErrorCode = keyof typeof errorCodes

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable code, e.g. bookings.slot_taken'),
      message: z.string().describe('A sentence for people'),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' })

export type ErrorBody = z.infer<typeof errorBodySchema>
