/**
 * English, the source (see ../public.ts): the operator dashboard's frame and agenda, and what
 * staff do to one booking (its actions, length, new link and history).
 */
export const dashboardMessages = {
  // The operator dashboard and its sections
  'operatorDashboard.title': 'Operator dashboard',
  'operatorDashboard.agenda': 'Agenda',
  'operatorDashboard.agendaText':
    "Today's bookings, those waiting for confirmation and the confirmed ones of the next two weeks, a row each.",
  'operatorDashboard.calendar': 'Calendar',
  'operatorDashboard.calendarText':
    'Each resource’s day or week: open a booking to act on it, or pick a free time to book for a customer.',
  'operatorDashboard.bookings': 'Bookings',
  'operatorDashboard.bookingsText':
    'Every booking, past and cancelled ones too: find one by reference, customer name or e-mail address.',
  'operatorDashboard.quotes': 'Quotes',
  'operatorDashboard.quotesTitle': 'Quote inbox',
  'operatorDashboard.quotesText':
    'Requests waiting for a price, offers waiting for an answer, and their messages and files.',
  'operatorDashboard.resources': 'Resources',
  'operatorDashboard.resourcesTitle': 'Resources: hours and time off',
  'operatorDashboard.resourcesText':
    'Change when each person, room or piece of equipment can be booked.',
  'liveStatus.connecting': 'Live updates: connecting',
  'liveStatus.connected': 'Live updates: connected',
  'liveStatus.disconnected': 'Live updates: disconnected',

  // The agenda
  'agenda.loading': 'Loading the agenda',
  'agenda.waiting': {
    one: '{count} waiting for confirmation',
    other: '{count} waiting for confirmation',
  },
  'agenda.bookForCustomer': 'Book for a customer',
  'agenda.today': 'Today, {date}',
  'agenda.nothingToday': 'Nothing is booked for today.',
  'agenda.footnote': {
    one: 'Confirmed bookings for the next {count} day; every booking is under Bookings.',
    other: 'Confirmed bookings for the next {count} days; every booking is under Bookings.',
  },
  'agenda.new': 'New',
  'agenda.actionsFor': 'Actions for {customer}, {service} at {time}, {reference}',
  'agenda.details': 'Details',
  'agenda.confirm': 'Confirm…',
  'agenda.decline': 'Decline…',
  'agenda.complete': 'Complete…',
  'agenda.noShow': 'No-show…',
  'agenda.undo': 'Undo',
  'agenda.reschedule': 'Reschedule…',
  'agenda.cancel': 'Cancel booking…',

  // A booking's status, as the status badge says it
  'staffStatus.pending': 'Awaiting confirmation',
  'staffStatus.confirmed': 'Confirmed',
  'staffStatus.declined': 'Declined',
  'staffStatus.cancelled': 'Cancelled',
  'staffStatus.completed': 'Completed',
  'staffStatus.no_show': 'No-show',
  'staffErrors.invalidTransition':
    'This booking changed meanwhile and can no longer be changed this way. The list has been refreshed.',
  'staffErrors.notFound': 'This booking no longer exists. The list has been refreshed.',

  // Asked before a change of status
  'bookingAction.confirmTitle': 'Confirm this booking?',
  'bookingAction.confirmText': 'The customer gets an e-mail saying it is confirmed.',
  'bookingAction.confirmButton': 'Confirm booking',
  'bookingAction.notYet': 'Not yet',
  'bookingAction.declineTitle': 'Decline this booking?',
  'bookingAction.declineText':
    'The customer gets an e-mail saying it was declined, and the time becomes free again.',
  'bookingAction.declineButton': 'Decline booking',
  'bookingAction.keepBooking': 'Keep booking',
  'bookingAction.completeTitle': 'Mark this booking as completed?',
  'bookingAction.completeText':
    'It counts as a visit in the statistics. You can undo this for {undo}.',
  'bookingAction.completeButton': 'Mark completed',
  'bookingAction.noShowTitle': 'Mark this booking as a no-show?',
  'bookingAction.noShowText':
    'The customer did not come; it counts as a no-show in the statistics. You can undo this for {undo}.',
  'bookingAction.noShowButton': 'Mark no-show',
  'bookingAction.cancelTitle': 'Cancel this booking?',
  'bookingAction.cancelText':
    'The customer gets an e-mail saying it was cancelled, and the time becomes free again.',
  'bookingAction.cancelButton': 'Cancel booking',
  'bookingAction.which': '{service} for {customer}, {date} at {time} ({reference}).',
  'bookingAction.reason': 'Reason for the customer (optional)',
  'bookingAction.reasonHint': {
    one: 'In the e-mail to {customer} and on their booking. {typed}/{count} character.',
    other: 'In the e-mail to {customer} and on their booking. {typed}/{count} characters.',
  },

  // Another length, and a new manage link
  'changeLength.button': 'Change length',
  'changeLength.title': 'Change the length of {reference}?',
  'changeLength.keep': 'Keep the time',
  'changeLength.confirm': 'Change it',
  'changeLength.length': 'Length',
  'changeLength.text':
    'From {start} until {until} with {resource}, if that time is free. The customer gets an e-mail about the change.',

  // A booking's history
  'bookingHistory.created': 'Booked',
  'bookingHistory.createdBy': 'Booked by {name}',
  'bookingHistory.confirmed': 'Confirmed',
  'bookingHistory.confirmedBy': 'Confirmed by {name}',
  'bookingHistory.declined': 'Declined',
  'bookingHistory.declinedBy': 'Declined by {name}',
  'bookingHistory.cancelled': 'Cancelled',
  'bookingHistory.cancelledBy': 'Cancelled by {name}',
  'bookingHistory.completed': 'Marked completed',
  'bookingHistory.completedBy': 'Marked completed by {name}',
  'bookingHistory.noShow': 'Marked as a no-show',
  'bookingHistory.noShowBy': 'Marked as a no-show by {name}',
  'bookingHistory.undone': 'Put back to confirmed (undone)',
  'bookingHistory.undoneBy': 'Put back to confirmed (undone) by {name}',
  'bookingHistory.moved': 'Moved',
  'bookingHistory.movedBy': 'Moved by {name}',
  'bookingHistory.noteAdded': 'Staff note added',
  'bookingHistory.noteAddedBy': 'Staff note added by {name}',
  'bookingHistory.otherBy': '{action} by {name}',
  'bookingHistory.reminder': 'Reminder e-mailed to the customer',
  'bookingHistory.madeOnline': 'Made online',
  'bookingHistory.madeByStaff': 'Made by staff for the customer',
  'bookingHistory.madeFromQuote': 'Made from an accepted quote',
  'bookingHistory.madeByStaffOutside':
    'Made by staff for the customer, outside the times offered: “{reason}”',
  'bookingHistory.outside': 'Outside the times offered: “{reason}”',
  'bookingHistory.times': 'From {from} to {to}',
  'bookingHistory.resources': 'From {fromResource} to {toResource}',
  'bookingHistory.timesResources': 'From {from} to {to}, from {fromResource} to {toResource}',
  'bookingHistory.length': {
    one: 'Length from {before} to {count} minute',
    other: 'Length from {before} to {count} minutes',
  },
  'bookingHistory.timesLength': {
    one: 'From {from} to {to}, length from {before} to {count} minute',
    other: 'From {from} to {to}, length from {before} to {count} minutes',
  },
  'bookingHistory.resourcesLength': {
    one: 'From {fromResource} to {toResource}, length from {before} to {count} minute',
    other: 'From {fromResource} to {toResource}, length from {before} to {count} minutes',
  },
  'bookingHistory.timesResourcesLength': {
    one: 'From {from} to {to}, from {fromResource} to {toResource}, length from {before} to {count} minute',
    other:
      'From {from} to {to}, from {fromResource} to {toResource}, length from {before} to {count} minutes',
  },
  'bookingHistory.reason': 'Reason: “{reason}”',
} as const

export type DashboardMessages = typeof dashboardMessages
