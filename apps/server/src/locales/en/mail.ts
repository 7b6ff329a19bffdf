/**
 * English, the source of the server's words: every mail, text message and calendar file. Its keys
 * are every language's keys, and its placeholders (`{name}`) and plural messages (objects by Intl
 * plural category) are what the others must have too (locales.test.ts). Values filled in are
 * written before they reach a message: dates, times, money and lengths of time in the reader's
 * language; numbers by the translator.
 */
export const messages = {
  // Every mail
  'mail.hello': 'Hello,',
  'mail.helloName': 'Hello {name},',
  'mail.theirReason': 'Their reason: {reason}',
  /** A booking's time: "Tuesday, 3 March 2026, 10:30–11:30 (Europe/London)". */
  'mail.span': '{date}, {start}–{end} ({zone})',
  /** A moment: "Tuesday, 3 March 2026 at 10:30". */
  'mail.dayAtTime': '{date} at {time}',
  'mail.reference': 'Reference: {reference}',
  'mail.customer': 'Customer: {name}',
  /** The text part's button: its label, then the link. */
  'mail.action': '{label}: {url}',

  // Account mails: they go to an address in answer to a request, and carry nothing anyone typed
  'verify.subject': 'Confirm your e-mail address for {business}',
  'verify.body': 'Please confirm that this is your e-mail address. The link works for one hour.',
  'verify.button': 'Confirm my address',
  'reset.subject': 'Reset your {business} password',
  'reset.body': 'Someone (we hope you) asked to reset your password. The link works for one hour.',
  'reset.notYou': 'If it was not you, ignore this e-mail: your password stays as it is.',
  'reset.button': 'Choose a new password',
  'finish.subject': 'Choose a password for your {business} account',
  'finish.body':
    'You have booked with {business} without a password. Choose one to see your bookings whenever you sign in. The link works for one hour.',
  'finish.notYou': 'If it was not you who asked, ignore this e-mail.',
  'finish.button': 'Choose a password',
  'code.subject': '{code} is your {business} code',
  'code.signIn': 'Your code to sign in is {code}.',
  'code.emailVerification': 'Your code to confirm your address is {code}.',
  'code.forgetPassword': 'Your code to reset your password is {code}.',
  'code.changeEmail': 'Your code to change your e-mail address is {code}.',
  'code.expiry': 'It works for five minutes. Never share it with anyone.',
  'failedSignIns.subject': 'Failed sign-ins to your {business} account',
  'failedSignIns.body': {
    one: 'Someone tried to sign in to your {business} account with a wrong password {count} time.',
    other:
      'Someone tried to sign in to your {business} account with a wrong password {count} times.',
  },
  'failedSignIns.ifYou': 'If it was you, wait a little and try again, or reset your password.',
  'failedSignIns.ifNotYou':
    'If it was not you, your account is safe as long as your password is: you may change it to be sure.',
  'signUpAttempt.subject': 'Someone tried to sign up to {business} with your address',
  'signUpAttempt.body':
    'Someone tried to create a {business} account with this e-mail address, which already has one.',
  'signUpAttempt.ifYou': 'If it was you, sign in, or reset your password if you have forgotten it.',
  'signUpAttempt.ifNotYou': 'If it was not you, you need not do anything.',
  'emailChange.subject': 'Confirm your new e-mail address for {business}',
  'emailChange.body':
    'Someone (we hope you) asked to use this address for their {business} account. Nothing changes until you follow the link, which works once, for one hour.',
  'emailChange.notYou': 'If it was not you, ignore this e-mail.',
  'emailChange.button': 'Use this address',
  'emailChangeTaken.subject': 'Someone tried to move a {business} account to your address',
  'emailChangeTaken.body':
    'Someone asked to use this address for a {business} account, but it belongs to another account already, so nothing was changed.',
  'emailChangeTaken.ifNotYou': 'If it was not you, you need not do anything.',
  'emailChanged.subject': 'The e-mail address of your {business} account was changed',
  'emailChanged.body':
    'Your {business} account now uses an address at {domain}. This address no longer signs in to it or receives its mails.',
  'emailChanged.signedOut':
    'Every device that was signed in to the account has been signed out, except the one that made the change.',
  'emailChanged.ifNotYou':
    'If it was not you, contact {business} at once: they can put your address back.',
  'emailChanged.ifNotYouContact':
    'If it was not you, contact {business} at once ({contact}): they can put your address back.',

  // Text messages: one SMS each, so short
  'sms.confirm':
    '{code} is your {business} code to confirm your phone number. It works for 5 minutes. Never share it.',
  'sms.reset':
    '{code} is your {business} code to reset your password. It works for 5 minutes. Never share it.',

  // The answer to a sign-up's "I run bookings for this business"
  'operator.approved.subject': 'You are now an operator at {business}',
  'operator.approved.body':
    'An administrator has approved your request: you can now run bookings and quotes for {business}.',
  'operator.approved.workspace': 'Your workspace: {url}',
  'operator.declined.subject': 'Your operator request at {business}',
  'operator.declined.body':
    'An administrator has declined your request to run bookings for {business}. Your account stays a customer account.',

  // Booking mails: the details every one of them lists
  'booking.what': 'What: {service} with {resource}',
  'booking.whatSeats': 'What: {service} × {seats} with {resource}',
  'booking.when': 'When: {when}',
  'booking.where': 'Where: {address}',
  'booking.reason': 'Reason: {reason}',
  'booking.seeOrChange': 'See or change it: {url}',
  'booking.manage': 'Or change or cancel it without signing in: {url}',
  'booking.dashboard': 'Open the operator dashboard: {url}',
  // To the customer
  'booking.confirmed.subject': 'Booked: {service} — {reference}',
  'booking.confirmed.body': 'Your booking is confirmed. A calendar file is on the booking page.',
  'booking.requested.subject': 'Request received: {service} — {reference}',
  'booking.requested.body': 'We have your request and will confirm it shortly.',
  'booking.changed.subject': 'Changed: {service} — {reference}',
  'booking.changed.body': 'Your booking has changed. Here are the new details.',
  'booking.changed.moved': 'It is now with {resource} instead of {previous}.',
  'booking.cancelled.subject': 'Cancelled: {service} — {reference}',
  'booking.cancelled.body': 'Your booking is cancelled.',
  'booking.declined.subject': 'Not possible: {service} — {reference}',
  'booking.declined.body': 'We are sorry: we cannot take this booking. Please choose another time.',
  'booking.link.subject': 'Your link: {service} — {reference}',
  'booking.link.body':
    'Here is a new link to change or cancel your booking. Links sent before no longer work.',
  'booking.reminder.subject': 'Reminder: {service} — {when}',
  'booking.reminder.body': 'A reminder of your booking.',
  // To the business
  'booking.toConfirm.subject': 'To confirm: {service} for {customer} — {reference}',
  'booking.toConfirm.body': '{customer} asks for a booking. It waits for your confirmation.',
  'booking.cancelledBy.subject': 'Cancelled by {customer}: {service} — {reference}',
  'booking.cancelledBy.body': '{customer} cancelled this booking. The time is free again.',

  // A guest's booking: the mails that confirm the address
  'guest.code.subject': '{code} is your code to book at {business}',
  'guest.code.enter': 'To book {service} on {when}, enter this code: {code}',
  'guest.code.press':
    'or press the button below. It works for {works}; the time is held for you for {held}.',
  'guest.code.notYou': 'If it was not you, ignore this e-mail: nothing is booked without the code.',
  'guest.code.button': 'Confirm my booking',
  'guest.quoteCode.subject': '{code} is your code to send your quote request to {business}',
  'guest.quoteCode.enter': 'To send your quote request to {business}, enter this code: {code}',
  'guest.quoteCode.press': 'Or press the button below. The code works for {works}.',
  'guest.quoteCode.notYou':
    'If it was not you, ignore this e-mail: nothing is sent without the code.',
  'guest.quoteCode.button': 'Send my request',
  'quote.received.subject': 'We have your quote request {reference}',
  'quote.received.body': 'Thank you: we have your request "{title}" and will answer soon.',
  'quote.received.bodyUntitled':
    'Thank you: we have your request {reference} and will answer soon.',
  'quote.link.subject': 'Your new link to quote {reference}',
  'quote.link.body':
    'Here is a new link to your quote {reference}. Earlier links to it no longer work.',
  'quote.received.keep':
    'Keep this e-mail: its link shows your quote, the offer and the messages without signing in.',
  'guest.address.subject': 'Confirm your e-mail address for booking {reference}',
  'guest.address.body': '{business} has your booking {reference}: {service} on {when}.',
  'guest.address.confirm':
    'Please confirm that this is your e-mail address. If it was not you, the mail with the booking has a link to cancel it.',

  // Quote mails. To the customer: a quote with a title is named by it, one without (the title is
  // left out of a mail to an address not shown to be theirs) by its reference.
  'quote.open': 'Open it: {url}',
  'quote.offered.subject': 'Your quote {reference}: {price}',
  'quote.offered.body': 'We can do "{title}" for {price}. The offer is valid until {validUntil}.',
  'quote.offered.bodyUntitled':
    'We can do your request {reference} for {price}. The offer is valid until {validUntil}.',
  'quote.offered.proposed': 'Proposed time: {time}.',
  'quote.offered.chooseTime': 'Choose a time when you accept.',
  'quote.rejected.subject': 'Your quote request {reference}',
  'quote.rejected.body': 'We are sorry: we cannot take on "{title}".',
  'quote.rejected.bodyUntitled': 'We are sorry: we cannot take on your request {reference}.',
  'quote.expired.subject': 'Your quote {reference} has expired',
  'quote.expired.body': 'The offer for "{title}" has expired. Ask again any time.',
  'quote.expired.bodyUntitled':
    'The offer for your request {reference} has expired. Ask again any time.',
  'quote.message.subject': 'New message about {reference}',
  'quote.message.body': 'There is a new message about "{title}":',
  'quote.message.bodyUntitled': 'There is a new message about your request {reference}:',
  // To the business
  'quote.requested.subject': 'New quote request {reference}: {title}',
  'quote.requested.body': '{customer} asks for a quote: "{title}".',
  'quote.requested.service': 'Service: {service}',
  'quote.requested.days': 'Preferred days: {days}',
  'quote.requests.subject': {
    one: '{count} new quote request from {customer}',
    other: '{count} new quote requests from {customer}',
  },
  'quote.requests.body': {
    one: '{customer} asks for {count} quote. The latest:',
    other: '{customer} asks for {count} quotes. The latest:',
  },
  'quote.accepted.subject': 'Quote {reference} accepted',
  'quote.accepted.body':
    '{customer} accepted the offer for "{title}" ({price}). The booking is made.',
  'quote.declined.subject': 'Quote {reference} declined',
  'quote.declined.body': '{customer} declined the offer for "{title}".',
  'quote.withdrawn.subject': 'Quote {reference} withdrawn',
  'quote.withdrawn.body': '{customer} withdrew the request "{title}".',
  'quote.wrote.body': '{customer} wrote about "{title}":',
  'quote.messages.subject': {
    one: '{count} new message about {reference}',
    other: '{count} new messages about {reference}',
  },
  /** Every message is in the mail. */
  'quote.messages.all': {
    one: '{customer} wrote {count} message about "{title}". Here it is:',
    other: '{customer} wrote {count} messages about "{title}". Here they are:',
  },
  /** Only the latest `shown` are (`shown` is less than `count`). */
  'quote.messages.latest': {
    one: '{customer} wrote {count} message about "{title}". The latest {shown}:',
    other: '{customer} wrote {count} messages about "{title}". The latest {shown}:',
  },

  // To the admins: a webhook endpoint's last delivery failed
  'webhook.failing.subject': 'A webhook of {business} is failing',
  'webhook.failing.body':
    'Deliveries to {url} keep failing: the last one was tried for a day without success. New events are still sent there; open the webhooks to see the delivery log, fix the receiver and send again.',
  'webhook.failing.button': 'Open the webhooks',

  // A person's data export (decision 051)
  'dataExport.ready.subject': 'Your data from {business} is ready to download',
  'dataExport.ready.body':
    'The archive of everything {business} holds about you is ready. Sign in and download it from your dashboard, under "Download your data", until {until}.',
  'dataExport.readyFor.subject': 'The export of {name}’s data is ready',
  'dataExport.readyFor.body':
    'The archive of everything {business} holds about {name} is ready. Download it from their page in the people screen until {until}; only you can.',
  'dataExport.button': 'Open the download',
  'dataExport.failed.subject': 'Your data export from {business} could not be prepared',
  'dataExport.failed.body':
    'We tried several times but could not prepare the archive. Please ask for it again; if it fails again, contact {business}.',
  'dataExport.readme.title': 'Everything {business} holds about you',
  'dataExport.readme.made': 'Prepared on {when}.',
  'dataExport.readme.profile':
    'your account: name, e-mail address, phone, language, time zone, role.',
  'dataExport.readme.signIn':
    'how you sign in (no passwords or secrets), your sessions with their address and browser, failed sign-ins and the history of your account.',
  'dataExport.readme.bookings': 'every booking, with its notes, the reasons given and its history.',
  'dataExport.readme.quotes': 'every quote request, its offer and every message.',
  'dataExport.readme.consents':
    'what you allowed: sign-in providers, calendar feeds; and the privacy policy as it reads now.',
  'dataExport.readme.mails': 'the e-mails and text messages sent to you.',
  'dataExport.readme.filesList': 'the other files you stored.',
  'dataExport.readme.files':
    'the files themselves: those of your quotes under each quote’s reference.',
  'dataExport.readme.times':
    'Times are in UTC (ISO 8601); amounts in minor units of their currency (1999 is 19.99).',

  // The calendar file of a booking
  'ics.summary': '{service} — {business}',
  'ics.description': 'Booking {reference} with {resource}.',
  'ics.notes': 'Notes: {notes}',
  'feed.nameMine': '{business}: my bookings',
  'feed.nameBusiness': '{business}: bookings',
  'feed.nameResource': '{business}: {resource}',
  'feed.staffSummary': '{service}: {customer}',
  'feed.staffDescription': 'Booking {reference} of {customer} with {resource}.',
} as const

export type MailMessages = typeof messages
