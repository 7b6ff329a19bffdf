/** English, the source (see ../public.ts): the operator's calendar (a day, a week or a list). */
export const calendarMessages = {
  'staffCalendar.subject': 'the calendar',
  'staffCalendar.bookingTitle': 'Booking {reference}',
  'staffCalendar.nowPending': 'This booking is now awaiting confirmation.',
  'staffCalendar.nowConfirmed': 'This booking is now confirmed.',
  'staffCalendar.nowDeclined': 'This booking is now declined.',
  'staffCalendar.nowCancelled': 'This booking is now cancelled.',
  'staffCalendar.nowCompleted': 'This booking is now completed.',
  'staffCalendar.nowNoShow': 'This booking is now marked as a no-show.',
  'staffCalendar.dayClosed': 'The business is closed.',
  'staffCalendar.dayEmpty': 'No bookings.',
  'staffCalendar.eventLabel':
    '{start} {customer}, {service}, {status}, until {end}, {resource} ({reference})',
  'staffCalendar.rosterTitle': {
    one: '{service}: {seats}/{count} place',
    other: '{service}: {seats}/{count} places',
  },
  'staffCalendar.rosterWhen': '{date}, {start}–{end} with {resource}.',
  'staffCalendar.rosterPlaces': {
    one: '{count} place · {reference}',
    other: '{count} places · {reference}',
  },
  'staffCalendar.openLabel': 'Open {reference}',
  'staffCalendar.open': 'Open',

  // The toolbar
  'staffCalendar.day': 'Day',
  'staffCalendar.week': 'Week',
  'staffCalendar.list': 'List',
  'staffCalendar.previousDay': 'Previous day',
  'staffCalendar.previousWeek': 'Previous week',
  'staffCalendar.nextDay': 'Next day',
  'staffCalendar.nextWeek': 'Next week',
  'staffCalendar.today': 'Today',
  'staffCalendar.view': 'Calendar view',
  'staffCalendar.resources': 'Resources',
  'staffCalendar.allResources': 'All resources',
  'staffCalendar.withOver': 'Show cancelled and declined',

  // The time grid
  'staffCalendar.slotLabel': 'Book for a customer: {resource} {day} {start}:00 - {end}:00',
  'staffCalendar.classLabel': {
    one: '{start} {service} {seats}/{count}, Class, {status}, {seats} of {count} place booked, until {end}, {resource}',
    other:
      '{start} {service} {seats}/{count}, Class, {status}, {seats} of {count} places booked, until {end}, {resource}',
  },
  'staffCalendar.class': 'Class',

  // What the calendar shows, and the days the business is closed
  'staffCalendar.noLanes':
    'There are no resources yet, so the calendar has no lanes. An administrator adds them under Catalogue.',
  'staffCalendar.weekRange': 'the week of {first} to {last}',
  'staffCalendar.noneOnDay': 'No bookings on {day}.',
  'staffCalendar.countOnDay': {
    one: '{count} booking on {day}.',
    other: '{count} bookings on {day}.',
  },
  'staffCalendar.noneInWeek': 'No bookings on the week of {first} to {last}.',
  'staffCalendar.countInWeek': {
    one: '{count} booking on the week of {first} to {last}.',
    other: '{count} bookings on the week of {first} to {last}.',
  },
  'staffCalendar.zone': 'Times in {zone}.',
  'staffCalendar.gridHint': 'Shaded: closed hours and breaks. Drag a booking to move it.',
  'staffCalendar.passed': '{time} on {date} has passed: pick a later time to book.',
  'staffCalendar.closedTitle': 'The business is closed',
  'staffCalendar.closedText': '{days}: no times are offered and nothing can be booked then.',
  'staffCalendar.closedDayWhy': '{day} ({reason})',
  'staffCalendar.closedDays': '{first} to {last}',
  'staffCalendar.closedDaysWhy': '{first} to {last} ({reason})',

  // Moving a booking by dragging it, or its lower edge
  'staffCalendar.moveThis': 'Move this booking?',
  'staffCalendar.moveTitle': 'Move {reference}?',
  'staffCalendar.resizeTitle': 'Change the length of {reference}?',
  'staffCalendar.keep': 'Keep the time',
  'staffCalendar.move': 'Move it',
  'staffCalendar.resize': 'Change it',
  'staffCalendar.moveText':
    '{service} for {customer}, now {date} at {time}, moves to {newDate} at {newTime} with {resource}, if that time is free. The customer gets an e-mail about the change.',
  'staffCalendar.resizeText':
    '{service} for {customer}, {date} at {time}, then lasts {length}, until {until}, with {resource}, if that time is free. The customer gets an e-mail about the change.',
} as const

export type CalendarMessages = typeof calendarMessages
