import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { WorkspaceMessages } from '../en/workspace.ts'
import { bookMessages } from './workspace/book.ts'
import { calendarMessages } from './workspace/calendar.ts'
import { dashboardMessages } from './workspace/dashboard.ts'
import { searchMessages } from './workspace/search.ts'
import { statisticsMessages } from './workspace/statistics.ts'

export const messages = {
  ...dashboardMessages,
  ...calendarMessages,
  ...bookMessages,
  ...searchMessages,
  ...statisticsMessages,
} satisfies CatalogueOf<WorkspaceMessages>
