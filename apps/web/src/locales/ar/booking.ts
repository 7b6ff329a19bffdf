import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { BookingMessages } from '../en/booking.ts'
import { flowMessages } from './booking/flow.ts'
import { sharedMessages } from './booking/shared.ts'
import { visitsMessages } from './booking/visits.ts'

export const messages = {
  ...flowMessages,
  ...visitsMessages,
  ...sharedMessages,
} satisfies CatalogueOf<BookingMessages>
