import { bookMessages } from './workspace/book.ts'
import { calendarMessages } from './workspace/calendar.ts'
import { dashboardMessages } from './workspace/dashboard.ts'
import { searchMessages } from './workspace/search.ts'
import { statisticsMessages } from './workspace/statistics.ts'

/**
 * English, the source of its area's keys (see public.ts). The workspace area: the operator
 * dashboard and the staff's screens (agenda, calendar, walk-ins, booking search, statistics).
 * Loaded when a workspace screen is opened. Its words come in parts (./workspace/), one module
 * to fetch all the same.
 */
export const messages = {
  ...dashboardMessages,
  ...calendarMessages,
  ...bookMessages,
  ...searchMessages,
  ...statisticsMessages,
} as const

export type WorkspaceMessages = typeof messages
