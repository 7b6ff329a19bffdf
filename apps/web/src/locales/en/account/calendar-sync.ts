/** English, the source (see ../account.ts): a resource’s CalDAV calendar connection (decision 048). */
export const messages = {
  'calendarSync.title': 'Calendar connection',
  'calendarSync.subject': 'the calendar connection',
  'calendarSync.intro':
    'Connect a CalDAV calendar (Nextcloud, Fastmail, iCloud with an app password, Radicale…): each booking of {name} is written into it and kept up to date, and its busy times block {name}’s slots like time off.',
  'calendarSync.form': 'Calendar connection details',
  'calendarSync.address': 'Calendar address',
  'calendarSync.addressHint':
    'The CalDAV address of the calendar (or of the account, when it has one calendar).',
  'calendarSync.user': 'User name',
  'calendarSync.password': 'Password',
  'calendarSync.passwordHint':
    'An app password works, and is safer. It is checked now and stored encrypted.',
  'calendarSync.passwordKeep': 'Leave empty to keep the stored password.',
  'calendarSync.showHide': 'Show or hide the password',
  'calendarSync.connect': 'Connect',
  'calendarSync.save': 'Save and check',
  'calendarSync.cancel': 'Cancel',
  'calendarSync.connected':
    'The calendar is connected. Bookings to come are being written into it.',
  'calendarSync.state.ok': 'In sync',
  'calendarSync.state.behind': 'Sync is behind',
  'calendarSync.state.starting': 'Starting',
  'calendarSync.waiting': 'Changes waiting: {count}',
  'calendarSync.behindTitle': 'The calendar sync is behind',
  'calendarSync.behindText':
    'Since {since} the calendar has not taken every change (changes waiting: {count}). Reserva keeps taking bookings and tries again by itself; slots use the busy times read last.',
  'calendarSync.calendar': 'Calendar',
  'calendarSync.lastRead': 'Busy times read',
  'calendarSync.readText': '{when} ({count} busy)',
  'calendarSync.lastWritten': 'Last booking written',
  'calendarSync.never': 'Not yet',
  'calendarSync.syncNow': 'Sync now',
  'calendarSync.synced': 'Synced: the calendar has every change, and its busy times are read.',
  'calendarSync.change': 'Change details',
  'calendarSync.disconnect': 'Disconnect',
  'calendarSync.disconnectTitle': 'Disconnect this calendar?',
  'calendarSync.disconnectText':
    'Bookings stop being written into it and its busy times stop blocking slots. Events already written stay in the calendar.',
  'calendarSync.keep': 'Keep it',
  'calendarSync.confirmDisconnect': 'Disconnect',
  'calendarSync.disconnected': 'The calendar is disconnected.',
} as const
