import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AdminMessages } from '../en/admin.ts'

export const messages = {} satisfies CatalogueOf<AdminMessages>
