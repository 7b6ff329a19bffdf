/**
 * English, the source (see ../public.ts): the booking flow, from the list of services to the
 * confirmation, on the site and in another site's frame.
 */
export const flowMessages = {
  // /book
  'book.title': 'Book a time',
  'book.description':
    'Choose a service, then a day and a time that suits you, add your details and confirm. You get a booking reference straight away.',

  // The flow's steps
  'bookingSteps.label': 'Booking progress',
  'bookingSteps.service': 'Service',
  'bookingSteps.time': 'Day and time',
  'bookingSteps.details': 'Your details',
  'bookingSteps.confirm': 'Confirm',
  'bookingSteps.done': '(done)',
  'bookingFlow.titleService': 'Choose a service',
  'bookingFlow.titleTime': 'Choose a day and time',
  'bookingFlow.titleDetails': 'Your details',
  'bookingFlow.titleConfirm': 'Check and confirm',
  'bookingFlow.chooseAnother': 'Please choose another time',
  'bookingFlow.servicesSubject': 'the services',
  'bookingFlow.quoteOnly':
    '{name} is priced for each job, so it cannot be booked online: ask for a quote, or choose another service.',
  'bookingFlow.serviceGone':
    'The service in this link is no longer offered. Please choose one below.',
  'bookingFlow.nothing': 'Nothing can be booked online at the moment.',
  'bookingFlow.service': 'Service',
  'bookingFlow.changeService': 'Change service',
  'bookingFlow.time': 'Time',
  'bookingFlow.changeTime': 'Change time',

  // The details step
  'bookingDetails.form': 'Your details',
  'bookingDetails.enterEmail': 'Enter your e-mail address',
  'bookingDetails.onlyOne': 'Only one place is left at this time.',
  'bookingDetails.between': 'Choose between 1 and {max} people.',
  'bookingDetails.notesTooLong': 'Keep the notes under {max} characters.',
  'bookingDetails.people': 'Number of people',
  'bookingDetails.placesLeft': {
    one: '{count} place is left at this time.',
    other: '{count} places are left at this time.',
  },
  'bookingDetails.upTo': { one: 'Up to {count} person.', other: 'Up to {count} people.' },
  'bookingDetails.name': 'Your name',
  'bookingDetails.email': 'E-mail address',
  'bookingDetails.emailHint': "We send a code to confirm it, and your booking's details.",
  'bookingDetails.phone': 'Phone number',
  'bookingDetails.phoneOptional': 'Optional. In case we need to reach you.',
  'bookingDetails.phoneRequired': 'In case we need to reach you.',
  'bookingDetails.notes': 'Notes for us',
  'bookingDetails.notesHint': 'Optional. Anything we should know before you come.',
  'bookingDetails.continue': 'Continue',
  'bookingDetails.orSignIn': 'Or sign in',
  'bookingDetails.signInToBook': 'Sign in to book',
  'bookingDetails.orSignInText':
    'With an account you see all your bookings in one place. What you chose is kept while you sign in.',
  'bookingDetails.signInText':
    'You need an account to book, so that you can see, move or cancel your booking later. What you chose is kept while you sign in.',
  'bookingDetails.signInAndContinue': 'Sign in and continue',
  'bookingDetails.createAccount': 'Create an account',

  // The confirm steps (a customer's, a guest's)
  'changeNotice.title': 'Close to the start',
  'changeNotice.when': '{date}, {time} {zone}',
  'changeNotice.both': 'You can cancel or move this booking online until {when}.',
  'changeNotice.each':
    'You can cancel this booking online until {cancel}, and move it until {move}.',
  'changeNotice.neither':
    'Once booked, this time cannot be cancelled or moved online: changes close {duration} before the start. Contact us if your plans change.',
  'changeNotice.noCancel':
    'Once booked, this time cannot be cancelled online: cancelling closes {duration} before the start. You can still move it online until {when}.',
  'changeNotice.noMove':
    'Once booked, this time cannot be moved online: moving closes {duration} before the start. You can still cancel it online until {when}.',
  'confirmStep.back': 'Back',
  'confirmStep.signInAgain': 'Sign in again',
  'confirmStep.holding': 'Holding this time for you…',
  'confirmStep.holdFailed': 'We could not hold this time',
  'confirmStep.tryAgain': 'Try again',
  'confirmStep.held': 'This time is held for you: {left}. Confirm before then and it is yours.',
  'confirmStep.left': '{time} left',
  'confirmStep.released':
    'We are no longer holding this time for you. It may still be free: confirm to try, or go back and choose another.',
  'confirmStep.notMade': 'Your booking was not made',
  'confirmStep.confirm': 'Confirm booking',
  'guestConfirm.checkMail': 'Check your e-mail',
  'guestConfirm.sent':
    'We sent a six-digit code to {email}. Enter it here to confirm your booking, or press the button in the e-mail.',
  'guestConfirm.form': 'Confirm with the code',
  'guestConfirm.code': 'Code from the e-mail',
  'guestConfirm.held': 'This time is held for you: {left}.',
  'guestConfirm.released':
    'We are no longer holding this time for you. It may still be free: enter the code to try.',
  'guestConfirm.startAgain': 'Start again',
  'guestConfirm.noMail': 'No e-mail after a few minutes? Look in your spam folder, or {check}.',
  'guestConfirm.checkAddress': 'check the address you gave',
  'guestConfirm.nextCode':
    'Next we send a code to your e-mail address, and hold this time for you while you enter it.',
  'guestConfirm.nextBook':
    'We book it straight away and send the details to your e-mail address, with a link to change or cancel it.',
  'guestConfirm.sendCode': 'Send me the code',

  // /booking-confirmation
  'bookingConfirmation.title': 'Booking confirmation',
  'bookingConfirmation.cancelledTitle': 'Booking cancelled',
  'bookingConfirmation.declinedTitle': 'Booking declined',
  'bookingConfirmation.invalid':
    'This link does not contain a valid booking reference. Open the link from your confirmation e-mail, or book a new time.',
  'bookingConfirmation.missing':
    'This link does not say which booking to show. Open the link from your confirmation e-mail, or book a new time.',
  'bookingConfirmation.bookATime': 'Book a time',
  'bookingConfirmation.reference': 'Booking reference',
  'bookingConfirmation.signInText':
    'Sign in to see this booking’s details, add it to your calendar, move it or cancel it. Keep this reference to hand if you contact us about it.',
  'bookingConfirmation.signIn': 'Sign in to see your booking',

  // /embed/book, the flow in another site's frame
  'embedBook.title': 'Book a time',
  'embedBook.titleWith': 'Book with {name}',
  'embedBook.openInNewTab': 'Open in a new tab',
  'embedBook.requested': 'Your request is in',
  'embedBook.booked': 'You are booked',
  'embedBook.reference': 'Reference',
  'embedBook.detailsSent': 'The details are on their way to your e-mail address.',
  'embedBook.seeBooking': 'See your booking in a new tab',
  'embedBook.bookAnother': 'Book another time',
  'embedApp.cannotShow': 'This page cannot be shown here.',
} as const

export type FlowMessages = typeof flowMessages
