import { type ApiError, type ApiErrorCode, isApiError } from './api-client.ts'
import { activeLanguage, translate, translateKey } from './i18n/active.ts'
import type { MessageKey } from './i18n/catalogue.ts'
import { durationText, waitText } from './i18n/format.ts'

/** A message, or a function of the error when the words depend on its details. */
export type ErrorMessage = string | ((error: ApiError) => string)

/** Words a screen uses instead of the map's, only where its wording must differ. */
export type ErrorMessageOverrides = Partial<Record<ApiErrorCode, ErrorMessage>>

const detail = (error: ApiError, key: string): unknown =>
  (error.details as Record<string, unknown> | undefined)?.[key]

/**
 * A phone number the server gave as an example, if it looks like one (nothing else is repeated),
 * with no-break spaces: a number is not split across lines.
 */
const exampleNumber = (error: ApiError, form: 'national' | 'international') => {
  const value = (detail(error, 'examples') as Record<string, unknown> | undefined)?.[form]
  return typeof value === 'string' && /^\+?[\d\s().-]{4,24}$/.test(value)
    ? value.replace(/\s/g, '\u00a0')
    : undefined
}

/**
 * The web app's one code-to-message map (STYLE rule 17): every code of the contract and of the
 * client has its words here, by the key of its message in the catalogue of the language on
 * screen (locales/<language>/errors.ts), so a new code does not compile until it has them. Codes
 * stay stable; the words are the catalogue's. Chosen by the code, never by the server's message;
 * the exception is `bookings.cutoff_passed` in English, whose message carries the business's own
 * cut-off and what was tried ("cancelled up to 24 hours before"), which only the server knows.
 */
export const errorMessages: Record<ApiErrorCode, MessageKey | ((error: ApiError) => string)> = {
  // Common
  validation_failed: 'error.validation_failed',
  bad_request: 'error.bad_request',
  invalid_phone_number: (error) => {
    // The business's country's way of writing a number, as the server showed it.
    const national = exampleNumber(error, 'national')
    const international = exampleNumber(error, 'international')
    return national && international
      ? translate('error.invalid_phone_number.examples', { national, international })
      : translate('error.invalid_phone_number')
  },
  unauthorized: 'error.signedOut',
  forbidden: 'error.forbidden',
  'auth.invalid_origin': (error) => {
    // The server does not trust the address this page was opened at (e.g. http://127.0.0.1:3000
    // when PUBLIC_URL says localhost, or a LAN address): no detail the person typed is wrong.
    // Only an address is ever repeated back, never other text the answer carried.
    const origin = detail(error, 'origin')
    const here =
      typeof origin === 'string' && /^https?:\/\//.test(origin)
        ? origin
        : translate('error.auth.invalid_origin.here')
    return translate('error.auth.invalid_origin', { origin: here })
  },
  not_found: 'error.not_found',
  method_not_allowed: 'error.ourSide',
  conflict: 'error.conflict',
  'request.too_large': 'error.request.too_large',
  unsupported_media_type: 'error.ourSide',
  rate_limited: (error) => {
    const retryAfter = Number(detail(error, 'retryAfter'))
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60
    return translate('error.rate_limited', { wait: waitText(activeLanguage(), seconds) })
  },
  internal_error: 'error.ourSide',
  service_unavailable: 'error.ourSide',

  // Accounts and sign-in
  'auth.session_missing': 'error.signedOut',
  'auth.session_or_user_missing': 'error.signedOut',
  'auth.invalid_credentials': 'error.auth.invalid_credentials',
  'auth.invalid_role': 'error.auth.invalid_role',
  'auth.phone_taken': 'error.accountExists',
  'auth.phone_number_not_verified': 'error.auth.phone_number_not_verified',
  weak_password: 'error.weak_password',
  'customers.not_a_customer': 'error.customers.not_a_customer',
  'auth.sso_not_offered': 'error.auth.sso_not_offered',
  'auth.user_already_exists': 'error.accountExists',
  'auth.user_already_exists_use_another_email': 'error.accountExists',
  'auth.banned_user': 'error.auth.banned_user',
  'auth.email_not_verified': 'error.auth.email_not_verified',
  'auth.invalid_code': 'error.wrongCode',
  'auth.invalid_otp': 'error.wrongCode',
  'auth.invalid_backup_code': 'error.wrongCode',
  'auth.otp_expired': 'error.expiredCode',
  'auth.otp_has_expired': 'error.expiredCode',
  'auth.otp_not_found': 'error.auth.otp_not_found',
  'auth.invalid_two_factor_cookie': 'error.auth.invalid_two_factor_cookie',
  'auth.too_many_attempts': 'error.auth.too_many_attempts',
  'auth.too_many_attempts_request_new_code': 'error.auth.too_many_attempts',
  'auth.invalid_token': 'error.auth.invalid_token',
  'profiles.not_found': 'error.profiles.not_found',

  // Bookings
  'bookings.hold_busy': 'error.bookings.hold_busy',
  'bookings.slot_taken': 'error.bookings.slot_taken',
  'bookings.not_a_slot': 'error.bookings.not_a_slot',
  'bookings.quote_only': 'error.bookings.quote_only',
  'bookings.too_many_seats': 'error.bookings.too_many_seats',
  'bookings.unknown_service': 'error.bookings.unknown_service',
  'bookings.unknown_customer': 'error.bookings.unknown_customer',
  'bookings.customer_banned': 'error.bookings.customer_banned',
  'bookings.not_a_customer': 'error.bookings.not_a_customer',
  'bookings.unknown_resource': 'error.bookings.unknown_resource',
  'bookings.idempotency_key_reused': 'error.bookings.idempotency_key_reused',
  'bookings.invalid_transition': 'error.bookings.invalid_transition',
  'bookings.cutoff_passed': (error) => {
    // The server's English words say whether it was a cancel or a move; other languages say
    // the business's cut-off, which the answer carries, in general words.
    if (activeLanguage() === 'en') return error.message
    const minutes = Number(detail(error, 'cutoffMinutes'))
    return translate('error.bookings.cutoff_passed', {
      span: durationText(activeLanguage(), Number.isFinite(minutes) ? minutes : 0),
    })
  },
  'bookings.link_invalid': 'error.bookings.link_invalid',
  'bookings.link_replaced': 'error.bookings.link_replaced',
  'bookings.link_expired': 'error.bookings.link_expired',
  'quotes.link_invalid': 'error.quotes.link_invalid',
  'quotes.link_replaced': 'error.quotes.link_replaced',
  'quotes.link_expired': 'error.quotes.link_expired',
  // Guests
  'guests.not_offered': 'error.guests.not_offered',
  'guests.confirmation_invalid': 'error.guests.confirmation_invalid',
  'guests.code_wrong': (error) => {
    const left = detail(error, 'attemptsLeft')
    return typeof left === 'number'
      ? translate('error.guests.code_wrong', { count: left })
      : translate('error.wrongCode')
  },
  'guests.confirmation_expired': 'error.guests.confirmation_expired',
  'bookings.not_started': 'error.bookings.not_started',
  'bookings.override_needs_resource': 'error.bookings.override_needs_resource',
  'bookings.override_too_early': 'error.bookings.override_too_early',
  'bookings.undo_expired': 'error.bookings.undo_expired',

  // Catalogue
  'catalogue.unknown_resource': 'error.catalogue.unknown_resource',
  'catalogue.covers_bookings': 'error.catalogue.covers_bookings',
  'catalogue.time_off_exists': 'error.catalogue.time_off_exists',

  // Quotes and their files
  'quotes.unknown_service': 'error.quotes.unknown_service',
  'quotes.invalid_transition': 'error.quotes.invalid_transition',
  'quotes.start_required': 'error.quotes.start_required',
  'quotes.too_many_attachments': 'error.quotes.too_many_attachments',
  'storage.not_found': 'error.storage.not_found',
  'storage.invalid_path': 'error.storage.invalid_path',
  'storage.missing_file': 'error.storage.missing_file',
  'storage.too_large': 'error.storage.too_large',
  'storage.type_not_allowed': 'error.storage.type_not_allowed',
  'storage.quota_exceeded': 'error.storage.quota_exceeded',
  'storage.too_many_files': 'error.storage.too_many_files',
  'storage.object_exists': 'error.storage.object_exists',
  'storage.bucket_exists': 'error.storage.bucket_exists',
  'storage.bucket_not_empty': 'error.storage.bucket_not_empty',
  'storage.invalid_signature': 'error.storage.invalid_signature',
  'storage.url_expired': 'error.storage.url_expired',

  // People
  'people.not_found': 'error.people.not_found',
  'wallets.invalid_signature': 'error.wallets.invalid_signature',
  'wallets.taken': 'error.wallets.taken',
  'wallets.last_sign_in': 'error.wallets.last_sign_in',
  'email_change.no_address': 'error.email_change.no_address',
  'email_change.wrong_proof': 'error.email_change.wrong_proof',
  'email_change.password_required': 'error.email_change.password_required',
  'email_change.same_address': 'error.email_change.same_address',
  'email_change.link_invalid': 'error.email_change.link_invalid',
  'email_change.address_taken': 'error.email_change.address_taken',
  'people.last_admin': 'error.people.last_admin',
  'people.cannot_ban_self': 'error.people.cannot_ban_self',
  'people.no_pending_request': 'error.people.no_pending_request',
  'people.not_banned': 'error.people.not_banned',
  'people.email_taken': 'error.people.email_taken',
  'people.cannot_erase_self': 'error.people.cannot_erase_self',
  'people.staff_erase_themselves': 'error.people.staff_erase_themselves',
  'people.erasure_blocked': 'error.people.erasure_blocked',

  // API keys
  'api_keys.invalid': 'error.api_keys.invalid',
  'api_keys.scope': 'error.api_keys.scope',
  'api_keys.not_found': 'error.api_keys.not_found',
  'api_keys.revoked': 'error.api_keys.revoked',
  'calendar_feeds.not_found': 'error.calendar_feeds.not_found',
  'webhooks.not_found': 'error.webhooks.not_found',
  'webhooks.delivery_not_found': 'error.webhooks.delivery_not_found',
  'webhooks.address_refused': 'error.webhooks.address_refused',
  'calendar_sync.not_connected': 'error.calendar_sync.not_connected',
  'calendar_sync.address_refused': 'error.calendar_sync.address_refused',
  'calendar_sync.unreachable': 'error.calendar_sync.unreachable',
  'calendar_sync.refused': 'error.calendar_sync.refused',
  'calendar_sync.not_a_calendar': 'error.calendar_sync.not_a_calendar',
  // A person's data export: the screen that asks says when to try again (lib/dates.ts).
  'data_export.too_many': 'error.data_export.too_many',
  'data_export.not_ready': 'error.data_export.not_ready',
  'data_export.expired': 'error.data_export.expired',

  // Audit
  'sso_providers.not_found': 'error.sso_providers.not_found',
  'sso_providers.domain_taken': 'error.sso_providers.domain_taken',
  'sso_providers.discovery_failed': 'error.sso_providers.discovery_failed',
  'audit.invalid_cursor': 'error.audit.invalid_cursor',

  // The client's own
  network_error: 'error.network_error',
  unexpected_response: 'error.ourSide',
}

/** What to tell the person about a failed request: the map's words, or a screen's override. */
export function errorMessage(error: unknown, overrides?: ErrorMessageOverrides): string {
  if (!isApiError(error)) return translate('error.page')
  const override = overrides?.[error.code]
  if (override !== undefined) return typeof override === 'function' ? override(error) : override
  const message = errorMessages[error.code]
  if (message === undefined) return translate('error.ourSide')
  return typeof message === 'function' ? message(error) : translateKey(message)
}
