/**
 * English, the source (see ../public.ts): the pieces shared across screens (dialogs, lists, the
 * statuses, a query's placeholder and failure, the slot picker, dates in sentences), the business's
 * own pages and the not-found screen.
 */
export const sharedMessages = {
  // Pieces of every screen
  'dialog.close': 'Close',
  'dialog.cancel': 'Cancel',
  'actionsHeader.label': 'Actions',
  'queryFallback.loading': 'Loading {subject}…',
  'queryFallback.failed': '{subject} could not be loaded',
  'queryFallback.tryAgain': 'Try again',
  'showAll.fewer': 'Show fewer',
  'showAll.all': { one: 'Show all {count}', other: 'Show all {count}' },
  'statusMessage.dismiss': 'Dismiss message',
  'pagination.first': 'First page',
  'pagination.last': 'Last page',
  'pagination.next': 'Next page',
  'pagination.previous': 'Previous page',
  'pagination.page': 'Page {page}',
  'durationInput.unit': '{label}: unit',
  'durationInput.minutes': 'minutes',
  'durationInput.hours': 'hours',
  'durationInput.days': 'days',
  'timeZoneSelect.nothing': 'No time zone by that name',

  // A booking's status, in one set of words for customers and staff alike
  'bookingStatus.pending': 'Awaiting confirmation',
  'bookingStatus.confirmed': 'Confirmed',
  'bookingStatus.declined': 'Declined',
  'bookingStatus.cancelled': 'Cancelled',
  'bookingStatus.completed': 'Completed',
  'bookingStatus.noShow': 'No-show',

  // The slot picker: a month of free times and a day's
  'monthCalendar.previous': 'Previous month, {month}',
  'monthCalendar.next': 'Next month, {month}',
  'monthCalendar.dayLooking': '{date}, looking for free times',
  'monthCalendar.dayFree': {
    one: '{date}, {count} free time',
    other: '{date}, {count} free times',
  },
  'monthCalendar.dayNone': '{date}, no free times',
  'monthSlots.zone': 'Times are in {zone} ({id}).',
  'monthSlots.zoneVisitor':
    'Times are in {zone} ({id}). Your own time ({visitor}) is shown under each one.',
  'monthSlots.looking': 'Looking for free times…',
  'monthSlots.noneThisMonth': 'No free times this month.',
  'monthSlots.noneTryNext': 'No free times this month. Try the next month.',
  'monthSlots.subject': 'the free times',
  'monthSlots.noneThisDay': 'No free times are left on this day. Please choose another.',
  'monthSlots.chooseDay': 'Choose a day in the calendar to see its free times.',
  'slotList.morning': 'Morning',
  'slotList.afternoon': 'Afternoon',
  'slotList.evening': 'Evening',
  'slotList.placesLeft': { one: '{count} place left', other: '{count} places left' },
  'slotList.with': 'with {name}',

  // The business's own pages
  'about.title': 'About',
  'about.titleWith': 'About {name}',
  'about.empty': '{name} has not written anything here yet.',
  'privacy.title': 'Privacy policy',
  'privacy.description': 'How {name} collects, uses and protects your personal data.',
  'privacy.empty':
    '{name} has not published a privacy policy yet. Contact the business to ask how your data is handled.',
  'privacy.emptyWithEmail':
    '{name} has not published a privacy policy yet. Contact {email} to ask how your data is handled.',
  'settingsError.title': 'This page could not be loaded',
  'settingsError.tryAgain': 'Try again',
  // The not-found screen
  'notFound.title': 'Page not found',
  'notFound.text':
    'There is no page at this address. It may have moved, or the link may have a typo.',
  'notFound.home': 'Go to the home page',
  'notFound.book': 'Book a time',
  // Dates and times in sentences (lib/dates.ts)
  'dates.dayAtTime': '{day} at {time}',
  'dates.dayAndTime': '{day}, {time}',
  'dates.zoneTime': '{city} time',
  'dates.yourTime': '{time} your time',
  'dates.yourTimeOnDay': '{time} your time, {day}',
  'dates.span': '{day}, {start} to {end} ({zone})',
  'dates.spanForVisitor': '{span}; {visitor} ({zone})',
} as const

export type SharedMessages = typeof sharedMessages
