import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { BookingMessages } from '../en/booking.ts'

export const messages = {} satisfies CatalogueOf<BookingMessages>
