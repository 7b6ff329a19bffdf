import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AccountMessages } from '../en/account.ts'

export const messages = {} satisfies CatalogueOf<AccountMessages>
