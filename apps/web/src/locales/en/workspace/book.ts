/**
 * English, the source (see ../public.ts): a booking made by staff for a customer, with its
 * customer (found, or a walk-in) and its time (offered, or one of staff's own).
 */
export const bookMessages = {
  'bookForCustomer.title': 'Book for a customer',
  'bookForCustomer.booked': 'Booked',
  'bookForCustomer.bookedText':
    '{service} for {customer}, {date} at {time} with {resource}. Reference {reference}. The customer gets a confirmation e-mail.',
  'bookForCustomer.another': 'Book another',
  'bookForCustomer.done': 'Done',
  'bookForCustomer.chooseCustomer': 'Choose the customer',
  'bookForCustomer.chooseService': 'Choose a service',
  'bookForCustomer.chooseResource': 'Choose who or what it is with',
  'bookForCustomer.chooseDate': 'Choose the date',
  'bookForCustomer.chooseStart': 'Choose the start time',
  'bookForCustomer.sayWhy': 'Say why, in a few words',
  'bookForCustomer.chooseTime': 'Choose a time',
  'bookForCustomer.atLeastOne': 'Book at least one place',
  'bookForCustomer.onlyLeft': {
    one: 'Only {count} left at this time',
    other: 'Only {count} left at this time',
  },
  'bookForCustomer.picked': 'Picked on the calendar: {resource}, {date} at {time}.',
  'bookForCustomer.service': 'Service',
  'bookForCustomer.serviceHint': 'Quote-only services are booked from an accepted quote, not here.',
  'bookForCustomer.with': 'With',
  'bookForCustomer.withHint':
    'Who or what the booking is with. Any free resource: the first one free at the time chosen.',
  'bookForCustomer.anyResource': 'Any free resource',
  'bookForCustomer.notInUse': '{name} (not in use)',
  'bookForCustomer.outside': 'Book outside the times offered',
  'bookForCustomer.outsideHint':
    'Staff only: before opening, in a break or a closure, or a walk-in already being served.',
  'bookForCustomer.places': 'Places',
  'bookForCustomer.left': {
    one: '{count} left at this time',
    other: '{count} left at this time',
  },
  'bookForCustomer.notes': 'Notes',
  'bookForCustomer.notesHint': 'Optional. The customer sees them in their booking.',
  'bookForCustomer.cancel': 'Cancel',
  'bookForCustomer.book': 'Book',

  // The customer
  'customerPicker.customer': 'Customer',
  'customerPicker.account': 'Account',
  'customerPicker.accountId': 'Account id {id}',
  'customerPicker.changeLabel': 'Change customer',
  'customerPicker.change': 'Change',
  'customerPicker.hint': 'Type part of their name or e-mail address, then choose them.',
  'customerPicker.chooseLabel': 'Choose {name}, {email}',
  'customerPicker.choose': 'Choose',
  'customerPicker.none': 'No customer account has a name or e-mail address like this.',
  'customerPicker.walkIn': 'New customer (walk-in or phone)',
  'walkIn.group': 'New customer',
  'walkIn.title': 'New customer, without an account',
  'walkIn.name': 'Name',
  'walkIn.email': 'E-mail address',
  'walkIn.emailHint': "Or a phone number, or both: they get the booking's e-mails there.",
  'walkIn.phone': 'Phone number',
  'walkIn.cancel': 'Cancel',
  'walkIn.add': 'Add customer',

  // The time
  'staffSlots.date': 'Date',
  'staffSlots.legend': 'Time ({zone})',
  'staffSlots.serviceFirst': 'Choose a service first.',
  'staffSlots.gone': 'This service is no longer offered, so it has no free times to choose from.',
  'staffSlots.notOffered':
    '{resource} does not offer this service, or is no longer in use. Choose another resource, or any free one.',
  'staffSlots.emptyWith':
    '{resource} has no free times on this date. Try another date, or another resource.',
  'staffSlots.empty': 'No free times on this date. Try another one.',
  'staffSlots.notFreeWith': '{time} is not free with {resource}. Choose another time.',
  'staffSlots.notFree': '{time} is not free for this service. Choose another time.',
  'staffSlots.taken': 'That time was just taken. Choose another one.',
  'overrideTime.intro': {
    one: 'Any time the resource is free, in {zone} time: outside the open hours, in a break or a closure, or up to {count} hour ago for someone already being served.',
    other:
      'Any time the resource is free, in {zone} time: outside the open hours, in a break or a closure, or up to {count} hours ago for someone already being served.',
  },
  'overrideTime.date': 'Date',
  'overrideTime.start': 'Start time',
  'overrideTime.reason': 'Reason',
  'overrideTime.reasonHint': 'Why this time: kept with the booking in the audit log.',
} as const

export type BookMessages = typeof bookMessages
