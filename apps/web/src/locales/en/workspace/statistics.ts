/** English, the source (see ../public.ts): the business's figures over a period (the admin's tab). */
export const statisticsMessages = {
  'statistics.thisWeek': 'This week',
  'statistics.last7': 'Last 7 days',
  'statistics.last30': 'Last 30 days',
  'statistics.thisMonth': 'This month',
  'statistics.thisQuarter': 'This quarter',
  'statistics.thisYear': 'This year',
  'statistics.subject': 'the statistics',
  'statistics.quickPeriods': 'Quick periods',
  'statistics.period': 'Period',
  'statistics.from': 'From',
  'statistics.to': 'To',
  'statistics.lastBeforeFirst': 'The last day cannot be before the first',
  'statistics.bookingsPer': 'Bookings per',
  'statistics.day': 'Day',
  'statistics.week': 'Week',
  'statistics.show': 'Show',
  'statistics.downloadCsv': 'Download CSV',
  'statistics.networkError': 'Could not reach the server. Check your connection and try again.',
  'statistics.forbidden': 'Only administrators can see the statistics.',
  'statistics.signedOut': 'Your session has ended. Sign in again to go on.',
  'statistics.weekOf': 'Week of {day}',

  // The change on the period before, written after a figure
  'statistics.sameAsDay': 'the same as the day before',
  'statistics.sameAsDays': {
    one: 'the same as the previous {count} day',
    other: 'the same as the previous {count} days',
  },
  'statistics.noneInDay': 'none in the day before',
  'statistics.noneInDays': {
    one: 'none in the previous {count} day',
    other: 'none in the previous {count} days',
  },
  'statistics.upOnDay': 'up {change} % on the day before',
  'statistics.upOnDays': {
    one: 'up {change} % on the previous {count} day',
    other: 'up {change} % on the previous {count} days',
  },
  'statistics.downOnDay': 'down {change} % on the day before',
  'statistics.downOnDays': {
    one: 'down {change} % on the previous {count} day',
    other: 'down {change} % on the previous {count} days',
  },

  // The headline figures
  'statistics.nothing': 'No bookings and no quote requests between {from} and {to}.',
  'statistics.bookings': 'Bookings',
  'statistics.bookingsText': '{done} confirmed or done, {pending} awaiting confirmation',
  'statistics.revenue': 'Revenue',
  'statistics.revenueText':
    'Confirmed and done bookings; {pending} more if the pending ones are confirmed',
  'statistics.conversion': 'Quote conversion',
  'statistics.conversionText': {
    one: '{accepted} of {count} offer accepted, worth {value}',
    other: '{accepted} of {count} offers accepted, worth {value}',
  },
  'statistics.cancellations': 'Cancellations',
  'statistics.cancellationsText': "{share} of the period's bookings",
  'statistics.noShows': 'No-shows',
  'statistics.noShowsText': '{share} of the bookings whose time came',
  'statistics.quoteRequests': 'Quote requests',
  'statistics.quoteRequestsText': '{share} got an offer',

  // Per day or week
  'statistics.perDayTitle': 'Bookings and revenue per day',
  'statistics.perWeekTitle': 'Bookings and revenue per week',
  'statistics.perDayText':
    'A booking counts on the day it starts, in {zone}. Revenue is confirmed and done bookings, in {currency}.',
  'statistics.perWeekText':
    'A booking counts on the week it starts, in {zone}. Revenue is confirmed and done bookings, in {currency}.',
  'statistics.bookingsPerDay': 'Bookings per day, by status',
  'statistics.bookingsPerWeek': 'Bookings per week, by status',
  'statistics.revenuePerDay': 'Revenue per day',
  'statistics.revenuePerWeek': 'Revenue per week',
  'statistics.asTable': 'The same figures as a table',
  'statistics.scrolls': '{table} (scrolls sideways)',
  'statistics.confirmedOrDone': 'Confirmed or done',
  'statistics.awaiting': 'Awaiting confirmation',
  'statistics.cancelled': 'Cancelled',
  'statistics.noShow': 'No-show',

  // Revenue by source
  'statistics.bySource': 'Revenue by source',
  'statistics.bySourceText': "Where the period's confirmed and done bookings came from.",
  'statistics.online': 'Booked online',
  'statistics.byStaff': 'Booked by staff',
  'statistics.fromQuotes': 'From accepted quotes',
  'statistics.total': 'Total',
  'statistics.otherCurrency': {
    one: '{count} booking priced in another currency is not in these sums.',
    other: '{count} bookings priced in another currency are not in these sums.',
  },

  // The resources
  'statistics.use': 'Use of each resource',
  'statistics.useText':
    'Open hours are working hours less time off; booked hours are those within them when a booking held the resource.',
  'statistics.noResources': 'No resources yet: add them on the Resources tab.',
  'statistics.useChart': 'Booked and open hours per resource',
  'statistics.resource': 'Resource',
  'statistics.booked': 'Booked',
  'statistics.open': 'Open',
  'statistics.openNotBooked': 'Open, not booked',
  'statistics.utilisation': 'Use',
  'statistics.outOfHours': 'Booked out of hours',

  // Quotes
  'statistics.quotes': 'Quotes',
  'statistics.quotesText': 'Quotes asked for in the period, and what became of them so far.',
  'statistics.requested': 'Requested',
  'statistics.offered': 'Offered a price',
  'statistics.accepted': 'Accepted',
  'statistics.declined': 'Declined by the customer',
  'statistics.rejected': 'Rejected by the business',
  'statistics.expired': 'Expired',
  'statistics.withdrawn': 'Withdrawn',
  'statistics.offerRate': 'Offer rate',
  'statistics.acceptanceRate': 'Acceptance rate',
} as const

export type StatisticsMessages = typeof statisticsMessages
