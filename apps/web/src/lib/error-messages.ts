import { type ApiError, type ApiErrorCode, isApiError } from './api-client.ts'

/** A message, or a function of the error when the words depend on its details. */
export type ErrorMessage = string | ((error: ApiError) => string)

/** Words a screen uses instead of the map's, only where its wording must differ. */
export type ErrorMessageOverrides = Partial<Record<ApiErrorCode, ErrorMessage>>

/** For anything thrown that is not an answer of the API (a bug in the page, say). */
export const pageErrorMessage = 'Something went wrong on this page. Please try again.'

const ourSide = 'Something went wrong on our side. Please try again in a moment.'
const signedOut = 'You have been signed out. Sign in again to go on.'
const wrongCode = 'That code is not right. Check it and try again.'
const expiredCode = 'That code has expired. Ask for a new one and try again.'
const accountExists =
  'There is already an account with this e-mail address or phone number. Sign in, or reset the password if you forgot it.'

/** "42 seconds", "2 minutes" */
export function waitText(seconds: number): string {
  if (seconds < 90) {
    const s = Math.max(1, Math.ceil(seconds))
    return `${s} ${s === 1 ? 'second' : 'seconds'}`
  }
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minutes`
}

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
 * client has its words here, so a new code does not compile until it has them. Chosen by the
 * code, never by the server's message; the exception is `bookings.cutoff_passed`, whose message
 * carries the business's own cut-off ("up to 24 hours before"), which only the server knows.
 */
export const errorMessages: Record<ApiErrorCode, ErrorMessage> = {
  // Common
  validation_failed: 'Some details need a change: see the notes next to the fields.',
  bad_request: 'Some of the details are not valid. Check them and try again.',
  invalid_phone_number: (error) => {
    // The business's country's way of writing a number, as the server showed it.
    const national = exampleNumber(error, 'national')
    const international = exampleNumber(error, 'international')
    return national && international
      ? `This is not a phone number. Write it as you dial it here, e.g. ${national}, or with + and the country code, e.g. ${international}.`
      : 'This is not a phone number. Check it, or write it with + and the country code.'
  },
  unauthorized: signedOut,
  forbidden: 'Your account is not allowed to do this.',
  'auth.invalid_origin': (error) => {
    // The server does not trust the address this page was opened at (e.g. http://127.0.0.1:3000
    // when PUBLIC_URL says localhost, or a LAN address): no detail the person typed is wrong.
    // Only an address is ever repeated back, never other text the answer carried.
    const origin = detail(error, 'origin')
    const here = typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : 'this address'
    return `This server does not accept sign-ins from ${here}. Open Reserva at the address you were given, or ask whoever runs it to set PUBLIC_URL to this address or add it to TRUSTED_ORIGINS.`
  },
  not_found: 'This no longer exists; someone may have just changed it. Reload the page.',
  method_not_allowed: ourSide,
  conflict: 'This was changed meanwhile. Reload the page and try again.',
  'request.too_large': 'What you sent is too large. Send less at once and try again.',
  unsupported_media_type: ourSide,
  rate_limited: (error) => {
    const retryAfter = Number(detail(error, 'retryAfter'))
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60
    return `Too many attempts. Please try again in ${waitText(seconds)}.`
  },
  internal_error: ourSide,
  service_unavailable: ourSide,

  // Accounts and sign-in
  'auth.session_missing': signedOut,
  'auth.session_or_user_missing': signedOut,
  'auth.invalid_credentials': 'Invalid login credentials',
  'auth.invalid_role': 'That is not a role here: choose customer, operator or admin.',
  'auth.phone_taken': accountExists,
  'auth.phone_number_not_verified':
    'Your phone number is not confirmed yet: enter the code we texted to it.',
  weak_password: 'This password is too weak:',
  'customers.not_a_customer':
    'This e-mail address or phone number belongs to a staff account. Use another, or book for a customer.',
  'auth.sso_not_offered':
    'No single sign-on is set up for that address. Sign in with your e-mail address and password instead.',
  'auth.user_already_exists': accountExists,
  'auth.user_already_exists_use_another_email': accountExists,
  'auth.banned_user': 'This account has been suspended. Please contact the business.',
  'auth.email_not_verified':
    'Please confirm your e-mail address first: we have sent a new link to it. Open it to sign in.',
  'auth.invalid_code': wrongCode,
  'auth.invalid_otp': wrongCode,
  'auth.invalid_backup_code': wrongCode,
  'auth.otp_expired': expiredCode,
  'auth.otp_has_expired': expiredCode,
  'auth.otp_not_found': 'There is no code waiting for this number. Ask for a new one.',
  'auth.invalid_two_factor_cookie': 'This sign-in took too long. Please start again.',
  'auth.too_many_attempts': 'Too many wrong codes. Ask for a new one.',
  'auth.too_many_attempts_request_new_code': 'Too many wrong codes. Ask for a new one.',
  'auth.invalid_token': 'This link has expired or was already used. Ask for a new one.',
  'profiles.not_found': 'Your profile has not been filled in yet.',

  // Bookings
  'bookings.hold_busy':
    'Your held time is being changed in another window or tab right now. Please try again in a moment.',
  'bookings.slot_taken': 'Someone else has just taken this time. Please choose another.',
  'bookings.not_a_slot':
    'This time can no longer be booked: it is too soon, too far ahead or outside opening hours. Please choose another.',
  'bookings.quote_only':
    'This service is priced for each job, so it cannot be booked online. Ask for a quote instead.',
  'bookings.too_many_seats':
    'There are not enough places for that many people. Choose fewer places, or another time.',
  'bookings.unknown_service': 'This service is no longer offered. Please choose another.',
  'bookings.unknown_customer': 'This customer account no longer exists. Choose the customer again.',
  'bookings.customer_banned':
    'This account is banned, so nobody can book for it. Choose another customer.',
  'bookings.not_a_customer':
    'This is a staff account. Bookings can be made for customers only: choose a customer.',
  'bookings.unknown_resource':
    'This resource does not offer this service, or is no longer in use. Choose another resource, or any free one.',
  'bookings.idempotency_key_reused':
    'Your booking changed while it was being sent. Check the details and confirm again.',
  'bookings.invalid_transition':
    'This booking has already changed (it may have been cancelled or completed). We have refreshed it.',
  'bookings.cutoff_passed': (error) => error.message,
  'bookings.link_invalid':
    'This link does not open a booking. Copy the whole link from the mail, or sign in to see your bookings.',
  'bookings.link_replaced':
    'A newer link to this booking was sent. Use the link in the latest mail about it.',
  'bookings.link_expired':
    'This booking is over or was cancelled, so its link no longer works. Sign in to see your bookings.',
  // Guests
  'guests.not_offered':
    'Booking without an account is not offered here. Sign in or create an account to book.',
  'guests.confirmation_invalid':
    'This confirmation link is not whole. Open it from the mail again, or book once more.',
  'guests.code_wrong': (error) => {
    const left = detail(error, 'attemptsLeft')
    return typeof left === 'number'
      ? `That code is not right. Check the mail and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`
      : wrongCode
  },
  'guests.confirmation_expired':
    'This confirmation has run out, or too many wrong codes were tried. Please choose your time again.',
  'bookings.not_started':
    'This booking has not started yet: complete it or mark a no-show once it has.',
  'bookings.override_needs_resource':
    'Choose who or what the booking is with: a time outside the offer is on one resource.',
  'bookings.override_too_early':
    'A booking outside the times offered can start at most 12 hours ago. Choose a later start.',
  'bookings.undo_expired':
    'It is too late to undo: a completion or no-show can be undone for 15 minutes after it was marked.',

  // Catalogue
  'catalogue.unknown_resource':
    'One of the chosen resources no longer exists. Reload the page and choose again.',
  'catalogue.covers_bookings':
    'Some bookings fall outside this time. Move or cancel them, or save anyway.',
  'catalogue.time_off_exists': 'There is time off for all of this time already.',

  // Quotes and their files
  'quotes.unknown_service': 'That service is not offered any more. Choose another one.',
  'quotes.invalid_transition':
    'This quote has changed meanwhile (the offer may have expired, or been answered already). It now shows what it is.',
  'quotes.start_required': 'Choose a time for the job first.',
  'quotes.too_many_attachments': 'This quote already has as many files as it can take (5).',
  'storage.not_found': 'This file is no longer there.',
  'storage.invalid_path': 'This file name cannot be used. Rename the file and try again.',
  'storage.missing_file': 'Choose a file to attach first.',
  'storage.too_large': 'This file is too large: the limit is 10 MB.',
  'storage.type_not_allowed':
    'This type of file cannot be attached: use a photo, a PDF or a text file.',
  'storage.quota_exceeded':
    'Your files together would pass the space your account has. Ask us to remove some you no longer need.',
  'storage.too_many_files':
    'You have attached as many files as your account can keep. Ask us to remove some you no longer need.',
  'storage.object_exists': 'A file with this name is already there. Rename the file and try again.',
  'storage.bucket_exists': 'This storage space already exists.',
  'storage.bucket_not_empty': 'This storage space still holds files. Remove them first.',
  'storage.invalid_signature': 'This file link is not valid. Open the file again from its page.',
  'storage.url_expired': 'This file link has expired. Open the file again from its page.',

  // People
  'people.not_found': 'This person no longer has an account here.',
  'wallets.invalid_signature':
    'The wallet’s signature could not be checked. Try again, and sign the new message in your wallet.',
  'wallets.taken':
    'This wallet signs in to another account. Sign in with the wallet and remove it there first.',
  'wallets.last_sign_in':
    'This wallet is the only way into your account. Link another wallet first, or keep this one.',
  'people.last_admin': 'There must always be an active admin: make someone else an admin first.',
  'people.cannot_ban_self': 'You cannot suspend your own account. Another admin can.',
  'people.no_pending_request': 'This person has no request to become an operator waiting.',
  'people.not_banned': 'This account is not suspended.',
  'people.email_taken': 'There is already an account with this e-mail address.',

  // API keys
  'api_keys.invalid': 'This API key is not valid: it is unknown, revoked or expired.',
  'api_keys.scope': 'This API key may not do this.',
  'api_keys.not_found': 'This API key no longer exists.',
  'api_keys.revoked': 'This API key is revoked already.',

  // Audit
  'sso_providers.not_found': 'This sign-on provider has been removed already.',
  'sso_providers.domain_taken': 'There is already a sign-on provider for this e-mail domain.',
  'sso_providers.discovery_failed':
    "The provider's settings could not be read from its address. Check the address, and that its origin is in TRUSTED_ORIGINS.",
  'audit.invalid_cursor': 'This list could not be continued. Reload the page.',

  // The client's own
  network_error: 'We could not reach the server. Check your connection and try again.',
  unexpected_response: ourSide,
}

/** What to tell the person about a failed request: the map's words, or a screen's override. */
export function errorMessage(error: unknown, overrides?: ErrorMessageOverrides): string {
  if (!isApiError(error)) return pageErrorMessage
  const message = overrides?.[error.code] ?? errorMessages[error.code] ?? ourSide
  return typeof message === 'function' ? message(error) : message
}
