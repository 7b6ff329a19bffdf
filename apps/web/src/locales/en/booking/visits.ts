/**
 * English, the source (see ../public.ts): a booking once made, as its customer sees it (the
 * confirmation, the dashboard's list, moving and cancelling) and as staff see it (its card, its
 * story, the notices after a change).
 */
export const visitsMessages = {
  // A booking's facts
  'bookingFacts.service': 'Service',
  'bookingFacts.when': 'When',
  'bookingFacts.with': 'With',
  'bookingFacts.where': 'Where',
  'bookingFacts.people': 'People',
  'bookingFacts.peopleCount': { one: '{count} person', other: '{count} people' },
  'bookingFacts.price': 'Price',
  'bookingFacts.notes': 'Notes',
  'bookingFacts.status': 'Status',
  'bookingFacts.name': 'Name',
  'bookingFacts.email': 'E-mail',
  'bookingFacts.phone': 'Phone',
  'bookingFacts.visitorRange': '{start} – {end} your time ({zone})',
  'bookingFacts.visitorRangeDay': '{start} – {end} your time ({zone}), {day}',
  'bookingFacts.timeRange': '{start} – {end} {zone}',
  'statusReason.label': 'Reason given:',

  // The signed-in customer's booking, by reference
  'confirmationDetails.confirmed': 'See you then.',
  'confirmationDetails.confirmedMailed': 'See you then. We have e-mailed the details to {email}.',
  'confirmationDetails.pending':
    'Your time is kept for you, but the business still has to confirm it.',
  'confirmationDetails.pendingMailed':
    'Your time is kept for you, but the business still has to confirm it. We will e-mail {email} as soon as they do.',
  'confirmationDetails.cancelled':
    'The time has been offered to others. You can book a new one at any time.',
  'confirmationDetails.declined':
    'The business could not take this booking. Please choose another time.',
  'confirmationDetails.notFound': 'We could not find booking {reference} in your account',
  'confirmationDetails.loadFailed': 'This booking could not be loaded',
  'confirmationDetails.otherAccount':
    'It may have been made with another account: sign in with that one to see it. Your own bookings are in your dashboard.',
  'confirmationDetails.dashboard': 'Go to your dashboard',
  'confirmationDetails.tryAgain': 'Try again',

  // One booking for its customer
  'bookingOverview.confirmed': 'You are booked',
  'bookingOverview.pending': 'Booking requested',
  'bookingOverview.declined': 'This booking was declined',
  'bookingOverview.cancelled': 'This booking is cancelled',
  'bookingOverview.completed': 'This booking is complete',
  'bookingOverview.noShow': 'This booking was missed',
  'bookingOverview.reference': 'Booking reference',
  'bookingOverview.details': 'Details',
  'bookingOverview.icsFailed': 'The calendar file could not be fetched. Please try again.',
  'bookingOverview.addToCalendar': 'Add to calendar (.ics)',
  'bookingOverview.addTo': 'Add to your calendar',
  'bookingOverview.addToGoogle': 'Add to Google Calendar',
  'bookingOverview.addToOutlook': 'Add to Outlook',
  'bookingOverview.eventTitle': '{service} — {business}',
  'bookingOverview.eventDetails': 'Booking {reference} with {resource}. See or change it: {url}',
  'bookingOverview.movedIcs':
    'Your booking is moved to {when}. Download the calendar file again to update your calendar.',
  'bookingOverview.tooClose':
    'It is too close to the start to change or cancel this booking online. Please contact us instead.',
  'bookingOverview.allOrAnother': '{all} or {another}.',
  'bookingOverview.seeAll': 'See all your bookings',
  'bookingOverview.another': 'book another time',
  'bookingOverview.bookAnother': 'Book another time',
  'sendLink.staff': 'E-mail the customer a new link',
  'sendLink.staffFor': 'E-mail the customer a new link for booking {reference}',
  'sendLink.sent': 'Sent. Links in earlier e-mails no longer work.',
  'sendLink.customer': 'E-mail me a new change link',
  'sendLink.customerFor': 'E-mail me a new change link for booking {reference}',

  // The customer's list of bookings
  'myBookings.subject': 'your bookings',
  'myBookings.upcoming': 'Upcoming',
  'myBookings.bookAnother': 'Book another time',
  'myBookings.none': 'You have no upcoming bookings.',
  'myBookings.noneText': 'Pick a service and a time that suits you; it takes a minute.',
  'myBookings.bookATime': 'Book a time',
  'myBookings.cancelled': 'Your booking on {when} is cancelled.',
  'myBookings.moved': 'Your booking is moved to {when}.',
  'myBookings.past': 'Past and cancelled',
  'myBookings.when': '{date}, {range}',
  'myBookings.visitor': '{time} ({zone})',
  'myBookings.with': 'With {resource} · {reference}',
  'myBookings.withPeople': {
    one: 'With {resource} · {count} person · {reference}',
    other: 'With {resource} · {count} people · {reference}',
  },
  'myBookings.pending': 'The business still has to confirm this booking.',
  'myBookings.view': 'View',
  'myBookings.viewLabel': 'View booking {reference}',
  'myBookings.tooClose': 'Too close to the start to change online: please contact us.',

  // Cancelling and moving, as the customer
  'cancelBooking.button': 'Cancel booking',
  'cancelBooking.label': 'Cancel booking {reference}',
  'cancelBooking.title': 'Cancel this booking?',
  'cancelBooking.keep': 'Keep booking',
  'cancelBooking.confirm': 'Yes, cancel it',
  'cancelBooking.text':
    '{service} on {when} ({reference}) will be cancelled, and the time offered to others. This cannot be undone.',
  'cancelBooking.reason': 'Why are you cancelling? (optional)',
  'cancelBooking.reasonHint': {
    one: 'The business sees what you write here. {typed}/{count} character.',
    other: 'The business sees what you write here. {typed}/{count} characters.',
  },
  'rescheduleBooking.button': 'Change time',
  'rescheduleBooking.label': 'Change time of booking {reference}',
  'rescheduleBooking.title': 'Choose a new time for {service}',
  'rescheduleBooking.now': 'Now: {date}, {range}, with {resource}.',
  'rescheduleBooking.chooseDay': 'Choose a day, then a time.',
  'rescheduleBooking.keep': 'Keep the current time',
  'rescheduleBooking.keepShort': 'Keep current',
  'rescheduleBooking.move': 'Move booking',

  // A booking as staff see it
  'staffBookingCard.confirm': 'Confirm',
  'staffBookingCard.decline': 'Decline',
  'staffBookingCard.complete': 'Complete',
  'staffBookingCard.noShow': 'No-show',
  'staffBookingCard.cancel': 'Cancel booking',
  'staffBookingCard.undo': 'Undo',
  'staffBookingCard.places': { one: '{count} place', other: '{count} places' },
  'staffBookingCard.byStaff': 'booked by staff',
  'staffBookingCard.fromQuote': 'from a quote',
  'staffBookingCard.dayTime': '{day}, {time}',
  'staffBookingCard.notes': 'Notes:',
  'staffBookingCard.reschedule': 'Reschedule',
  'staffBookingCard.opensAt': 'Complete and No-show open at {time}, when it starts.',
  'staffBookingCard.undoCompleted': 'Completed by mistake? Undo until {time}.',
  'staffBookingCard.undoNoShow': 'Marked as a no-show by mistake? Undo until {time}.',
  'bookingList.subject': 'the bookings',
  'rescheduleModal.title': 'Reschedule {reference}',
  'rescheduleModal.intro':
    '{service} for {customer}, now {when} with {resource}. Choose the new time; the customer gets an e-mail about the change.',
  'bookingStory.subject': "this booking's history",
  'bookingStory.customer': 'Customer',
  'bookingStory.visits': 'Customer since {since} · {bookings}: {completed}, {noShows}, {cancelled}',
  'bookingStory.bookings': { one: '{count} booking', other: '{count} bookings' },
  'bookingStory.completed': { one: '{count} completed', other: '{count} completed' },
  'bookingStory.noShows': { one: '{count} no-show', other: '{count} no-shows' },
  'bookingStory.cancelled': { one: '{count} cancelled', other: '{count} cancelled' },
  'bookingStory.others': 'Their other bookings',
  'bookingStory.notes': 'Staff notes',
  'bookingStory.formerColleague': 'A former colleague',
  'bookingStory.noNotes': 'No notes yet. The customer never sees these.',
  'bookingStory.addForm': 'Add a staff note',
  'bookingStory.newNote': 'New note',
  'bookingStory.noteHint': 'For staff only. {count}/{max} characters.',
  'bookingStory.add': 'Add note',
  'bookingStory.history': 'History',

  // What a notification says after staff changed a booking
  'bookingNotices.pending': 'Booking {reference} is waiting for confirmation',
  'bookingNotices.confirmed': 'Booking {reference} is confirmed',
  'bookingNotices.declined': 'Booking {reference} is declined',
  'bookingNotices.cancelled': 'Booking {reference} is cancelled',
  'bookingNotices.completed': 'Booking {reference} is completed',
  'bookingNotices.noShow': 'Booking {reference} is marked as a no-show',
  'bookingNotices.startsAt': '{day} at {time}',
  'bookingNotices.whatAndWhen': '{service} for {customer}, {when}',
  'bookingNotices.done': '{what}.',
  'bookingNotices.doneUndo': '{what}. You can undo this until {time}.',
  'bookingNotices.newTime': 'New time: {span}',
  'bookingNotices.newTimeWith': 'New time: {span}, with {resource} instead of {before}',
  'bookingNotices.movedTitle': 'Booking {reference} is moved',
  'bookingNotices.moved': '{what} is its new time.',
  'bookingNotices.movedWith': '{what} is its new time, with {resource} instead of {before}.',

  // A customer's booking screens' own words for an error
  'bookingErrors.notFound': 'We could not find this booking in your account.',
  'bookingErrors.signedOut':
    'You have been signed out. Sign in again to go on: your choice is kept.',

  // The booking a mail's link opens: confirmed, moved or cancelled there
  'confirm.title': 'Confirming your booking',
  'confirm.refused': 'This link does not confirm a booking now',
  'confirm.notWhole': 'The link is not whole. Open it from the e-mail again, or copy all of it.',
  'confirm.pending': 'Confirming your booking…',
  'manage.title': 'Your booking',
  'manage.bookedTitle': 'You are booked',
  'manage.bookedText':
    'Your reference is {reference}. The details are on their way to your e-mail, with a link back to this page: keep it to change or cancel the booking.',
  'manage.noLinkTitle': 'This page needs the link from your e-mail',
  'manage.noLinkText':
    'Open the link in the e-mail about your booking: it opens the booking here. Or sign in to see all your bookings.',
  'manage.linkRefused': 'This link does not open a booking now',
  'manage.loadFailed': 'This booking could not be loaded',
  'manage.intro':
    'Move or cancel it here, no account needed. Anyone with this link can do the same, so keep the e-mail to yourself.',
  'manage.tryAgain': 'Try again',
  'manage.signIn': 'Sign in',
  'manage.bookATime': 'Book a time',
} as const

export type VisitsMessages = typeof visitsMessages
