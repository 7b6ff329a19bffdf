/** English, the source (see ../account.ts): deleting one’s own account (decision 050). */
export const messages = {
  'deleteAccount.intro':
    'Deleting your account erases your name, e-mail address and phone from Reserva, and cannot be undone:',
  'deleteAccount.bookings': 'Your bookings to come are cancelled, as if you cancelled each one.',
  'deleteAccount.quotes': 'Your open quote requests are withdrawn.',
  'deleteAccount.kept':
    'The business keeps its records of past bookings, without your name or contact details.',
  'deleteAccount.open': 'Delete my account…',
  'deleteAccount.title': 'Delete your account?',
  'deleteAccount.final': 'Say it is you to delete it. This cannot be undone.',
  'deleteAccount.password': 'Your password',
  'deleteAccount.showHide': 'Show or hide the password',
  'deleteAccount.useCode': 'No password? Use a code sent by e-mail instead',
  'deleteAccount.usePassword': 'Use my password instead',
  'deleteAccount.sendCode': 'E-mail me a code',
  'deleteAccount.sendAgain': 'Send another code',
  'deleteAccount.codeSent': 'A code is on its way to {email}.',
  'deleteAccount.code': 'The 6-digit code',
  'deleteAccount.keep': 'Keep my account',
  'deleteAccount.confirm': 'Delete my account',
  'deleteAccount.doneTitle': 'Your account has been deleted',
  'deleteAccount.doneText':
    'Cancelled bookings: {bookings}. Withdrawn quote requests: {quotes}. You are signed out everywhere.',
  'deleteAccount.home': 'Go to the home page',
} as const
