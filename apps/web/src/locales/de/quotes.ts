import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { QuoteMessages } from '../en/quotes.ts'

export const messages = {} satisfies CatalogueOf<QuoteMessages>
