import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AdminMessages } from '../en/admin.ts'
import { messages as audit } from './admin/audit.ts'
import { messages as catalogue } from './admin/catalogue.ts'
import { messages as integrations } from './admin/integrations.ts'
import { messages as people } from './admin/people.ts'
import { messages as settings } from './admin/settings.ts'
import { messages as webhooks } from './admin/webhooks.ts'

export const messages = {
  ...catalogue,
  ...people,
  ...settings,
  ...integrations,
  ...webhooks,
  ...audit,
} satisfies CatalogueOf<AdminMessages>
