/** English, the source (see ../account.ts): downloading a person’s data (decision 051). */
export const messages = {
  'dataExport.title': 'Download your data',
  'dataExport.personTitle': 'Export personal data',
  'dataExport.subject': 'your data download',
  'dataExport.intro':
    'Get a copy of everything Reserva holds about you, in one ZIP archive: your profile, bookings, quotes and their messages, files, sign-in history and consents.',
  'dataExport.how': {
    one: 'It is prepared in the background and we e-mail you when it is ready. Only you can download it, while signed in, for {count} day.',
    other:
      'It is prepared in the background and we e-mail you when it is ready. Only you can download it, while signed in, for {count} days.',
  },
  'dataExport.personIntro':
    'A copy of everything Reserva holds about this person, in one ZIP archive: their profile, bookings, quotes and their messages, files, sign-in history and consents.',
  'dataExport.prepare': 'Prepare my download',
  'dataExport.personPrepare': 'Prepare an export',
  'dataExport.preparing': 'Preparing… we’ll e-mail you when it’s ready',
  'dataExport.ready': 'Ready: {size}, available until {until}.',
  'dataExport.download': 'Download my data',
  'dataExport.personDownload': 'Download the export',
  'dataExport.prepareNew': 'Prepare a new download',
  'dataExport.failedTitle': 'The download could not be prepared',
  'dataExport.failedText': 'Something went wrong on our side. Try again in a moment.',
  'dataExport.tryAgain': 'Try again',
  'dataExport.expired': 'The last download expired on {when} and was removed.',
  'dataExport.tooManyUntil':
    'You have asked for the most downloads allowed in a day. You can ask again from {when}.',
} as const
