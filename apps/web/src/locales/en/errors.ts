/**
 * The words of the API's error codes (and the client's own), by code; codes that say the same
 * share one message (lib/error-messages.ts maps each code to its key). English is the source.
 */
export const messages = {
  'error.page': 'Something went wrong on this page. Please try again.',
  'error.ourSide': 'Something went wrong on our side. Please try again in a moment.',
  'error.signedOut': 'You have been signed out. Sign in again to go on.',
  'error.wrongCode': 'That code is not right. Check it and try again.',
  'error.expiredCode': 'That code has expired. Ask for a new one and try again.',
  'error.accountExists':
    'There is already an account with this e-mail address or phone number. Sign in, or reset the password if you forgot it.',
  'error.invalid_phone_number':
    'This is not a phone number. Check it, or write it with + and the country code.',
  'error.invalid_phone_number.examples':
    'This is not a phone number. Write it as you dial it here, e.g. {national}, or with + and the country code, e.g. {international}.',
  'error.auth.invalid_origin':
    'This server does not accept sign-ins from {origin}. Open Reserva at the address you were given, or ask whoever runs it to set PUBLIC_URL to this address or add it to TRUSTED_ORIGINS.',
  'error.auth.invalid_origin.here': 'this address',
  'error.rate_limited': 'Too many attempts. Please try again in {wait}.',
  'error.bookings.cutoff_passed':
    'It is too late to change this booking online: it can be changed up to {span} before it starts. Please call us.',
  'error.auth.sessionMissingSeed': 'Auth session missing!',
  'error.auth.sessionOrUserMissingSeed': 'Auth session or user missing',
  'error.validation_failed': 'Some details need a change: see the notes next to the fields.',
  'error.bad_request': 'Some of the details are not valid. Check them and try again.',
  'error.forbidden': 'Your account is not allowed to do this.',
  'error.not_found': 'This no longer exists; someone may have just changed it. Reload the page.',
  'error.conflict': 'This was changed meanwhile. Reload the page and try again.',
  'error.request.too_large': 'What you sent is too large. Send less at once and try again.',
  'error.auth.invalid_credentials': 'Invalid login credentials',
  'error.auth.invalid_role': 'That is not a role here: choose customer, operator or admin.',
  'error.auth.phone_number_not_verified':
    'Your phone number is not confirmed yet: enter the code we texted to it.',
  'error.weak_password': 'This password is too weak:',
  'error.customers.not_a_customer':
    'This e-mail address or phone number belongs to a staff account. Use another, or book for a customer.',
  'error.auth.sso_not_offered':
    'No single sign-on is set up for that address. Sign in with your e-mail address and password instead.',
  'error.auth.banned_user': 'This account has been suspended. Please contact the business.',
  'error.auth.email_not_verified':
    'Please confirm your e-mail address first: we have sent a new link to it. Open it to sign in.',
  'error.auth.otp_not_found': 'There is no code waiting for this number. Ask for a new one.',
  'error.auth.invalid_two_factor_cookie': 'This sign-in took too long. Please start again.',
  'error.auth.too_many_attempts': 'Too many wrong codes. Ask for a new one.',
  'error.auth.invalid_token': 'This link has expired or was already used. Ask for a new one.',
  'error.profiles.not_found': 'Your profile has not been filled in yet.',
  'error.bookings.hold_busy':
    'Your held time is being changed in another window or tab right now. Please try again in a moment.',
  'error.bookings.slot_taken': 'Someone else has just taken this time. Please choose another.',
  'error.bookings.not_a_slot':
    'This time can no longer be booked: it is too soon, too far ahead or outside opening hours. Please choose another.',
  'error.bookings.quote_only':
    'This service is priced for each job, so it cannot be booked online. Ask for a quote instead.',
  'error.bookings.too_many_seats':
    'There are not enough places for that many people. Choose fewer places, or another time.',
  'error.bookings.unknown_service': 'This service is no longer offered. Please choose another.',
  'error.bookings.unknown_customer':
    'This customer account no longer exists. Choose the customer again.',
  'error.bookings.customer_banned':
    'This account is banned, so nobody can book for it. Choose another customer.',
  'error.bookings.not_a_customer':
    'This is a staff account. Bookings can be made for customers only: choose a customer.',
  'error.bookings.unknown_resource':
    'This resource does not offer this service, or is no longer in use. Choose another resource, or any free one.',
  'error.bookings.idempotency_key_reused':
    'Your booking changed while it was being sent. Check the details and confirm again.',
  'error.bookings.invalid_transition':
    'This booking has already changed (it may have been cancelled or completed). We have refreshed it.',
  'error.bookings.link_invalid':
    'This link does not open a booking. Copy the whole link from the mail, or sign in to see your bookings.',
  'error.bookings.link_replaced':
    'A newer link to this booking was sent. Use the link in the latest mail about it.',
  'error.bookings.link_expired':
    'This booking is over or was cancelled, so its link no longer works. Sign in to see your bookings.',
  'error.quotes.link_invalid':
    'This link does not open a quote. Check that it is whole, or use the one in the latest e-mail.',
  'error.quotes.link_replaced':
    'A newer link to this quote was sent: use the one in the latest e-mail.',
  'error.quotes.link_expired': 'This quote was closed a while ago, so its link no longer works.',
  'error.guests.not_offered':
    'Booking without an account is not offered here. Sign in or create an account to book.',
  'error.guests.confirmation_invalid':
    'This confirmation link is not whole. Open it from the mail again, or book once more.',
  'error.guests.code_wrong': {
    one: 'That code is not right. Check the mail and try again ({count} try left).',
    other: 'That code is not right. Check the mail and try again ({count} tries left).',
  },
  'error.guests.confirmation_expired':
    'This confirmation has run out, or too many wrong codes were tried. Please choose your time again.',
  'error.bookings.not_started':
    'This booking has not started yet: complete it or mark a no-show once it has.',
  'error.bookings.override_needs_resource':
    'Choose who or what the booking is with: a time outside the offer is on one resource.',
  'error.bookings.override_too_early':
    'A booking outside the times offered can start at most 12 hours ago. Choose a later start.',
  'error.bookings.undo_expired':
    'It is too late to undo: a completion or no-show can be undone for 15 minutes after it was marked.',
  'error.catalogue.unknown_resource':
    'One of the chosen resources no longer exists. Reload the page and choose again.',
  'error.catalogue.covers_bookings':
    'Some bookings fall outside this time. Move or cancel them, or save anyway.',
  'error.catalogue.time_off_exists': 'There is time off for all of this time already.',
  'error.quotes.unknown_service': 'That service is not offered any more. Choose another one.',
  'error.quotes.invalid_transition':
    'This quote has changed meanwhile (the offer may have expired, or been answered already). It now shows what it is.',
  'error.quotes.start_required': 'Choose a time for the job first.',
  'error.quotes.too_many_attachments': 'This quote already has as many files as it can take (5).',
  'error.storage.not_found': 'This file is no longer there.',
  'error.storage.invalid_path': 'This file name cannot be used. Rename the file and try again.',
  'error.storage.missing_file': 'Choose a file to attach first.',
  'error.storage.too_large': 'This file is too large: the limit is 10 MB.',
  'error.storage.type_not_allowed':
    'This type of file cannot be attached: use a photo, a PDF or a text file.',
  'error.storage.quota_exceeded':
    'Your files together would pass the space your account has. Ask us to remove some you no longer need.',
  'error.storage.too_many_files':
    'You have attached as many files as your account can keep. Ask us to remove some you no longer need.',
  'error.storage.object_exists':
    'A file with this name is already there. Rename the file and try again.',
  'error.storage.bucket_exists': 'This storage space already exists.',
  'error.storage.bucket_not_empty': 'This storage space still holds files. Remove them first.',
  'error.storage.invalid_signature':
    'This file link is not valid. Open the file again from its page.',
  'error.storage.url_expired': 'This file link has expired. Open the file again from its page.',
  'error.people.not_found': 'This person no longer has an account here.',
  'error.wallets.invalid_signature':
    'The wallet’s signature could not be checked. Try again, and sign the new message in your wallet.',
  'error.wallets.taken':
    'This wallet signs in to another account. Sign in with the wallet and remove it there first.',
  'error.email_change.no_address':
    'Your account signs in with a phone number or a wallet: it has no e-mail address to change.',
  'error.email_change.wrong_proof': 'That password or code is not right.',
  'error.email_change.password_required':
    'Your account has a password: enter it instead of a code.',
  'error.email_change.same_address': 'That is the address your account has already.',
  'error.email_change.link_invalid':
    'This link has expired or has been used. Ask for a new one from your account.',
  'error.email_change.address_taken':
    'Another account uses this address now, so yours was not changed.',
  'error.wallets.last_sign_in':
    'This wallet is the only way into your account. Link another wallet first, or keep this one.',
  'error.people.last_admin':
    'There must always be an active admin: make someone else an admin first.',
  'error.people.cannot_ban_self': 'You cannot suspend your own account. Another admin can.',
  'error.people.no_pending_request': 'This person has no request to become an operator waiting.',
  'error.people.not_banned': 'This account is not suspended.',
  'error.people.email_taken': 'There is already an account with this e-mail address.',
  'error.people.cannot_erase_self': 'Delete your own account from your dashboard, not from here.',
  'error.people.staff_erase_themselves':
    'Staff accounts are deleted by an admin, from the people screen.',
  'error.people.erasure_blocked':
    'A booking of yours can no longer be cancelled online. Contact the business, or delete your account after it.',
  'error.api_keys.invalid': 'This API key is not valid: it is unknown, revoked or expired.',
  'error.api_keys.scope': 'This API key may not do this.',
  'error.api_keys.not_found': 'This API key no longer exists.',
  'error.api_keys.revoked': 'This API key is revoked already.',
  'error.calendar_feeds.not_found':
    'This calendar address no longer works: it was renewed or turned off.',
  'error.webhooks.not_found': 'This webhook no longer exists.',
  'error.webhooks.delivery_not_found': 'This delivery no longer exists.',
  'error.webhooks.address_refused':
    'Deliveries cannot go to this URL: use https:// and a public address, not one inside a private network.',
  'error.calendar_sync.not_connected': 'No calendar is connected to this resource.',
  'error.calendar_sync.address_refused':
    'This address cannot be used: use https, and a calendar on the internet, not on a private network.',
  'error.calendar_sync.unreachable':
    'The calendar server could not be reached, or did not answer as a CalDAV server does. Check the address.',
  'error.calendar_sync.refused':
    'The calendar server refused this user name or password. An app password may be needed.',
  'error.calendar_sync.not_a_calendar':
    'The server answered, but there is no calendar at this address. Give the address of the calendar itself.',
  'error.data_export.too_many':
    'You have asked for this data too many times today. Please try again later.',
  'error.data_export.not_ready': 'This download is not ready yet. We will e-mail you when it is.',
  'error.data_export.expired': 'This download has expired and was removed. Prepare a new one.',
  'error.sso_providers.not_found': 'This sign-on provider has been removed already.',
  'error.sso_providers.domain_taken': 'There is already a sign-on provider for this e-mail domain.',
  'error.sso_providers.discovery_failed':
    "The provider's settings could not be read from its address. Check the address, and that its origin is in TRUSTED_ORIGINS.",
  'error.audit.invalid_cursor': 'This list could not be continued. Reload the page.',
  'error.network_error': 'We could not reach the server. Check your connection and try again.',
} as const

export type ErrorMessages = typeof messages
