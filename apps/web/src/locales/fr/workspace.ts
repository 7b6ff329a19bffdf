import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { WorkspaceMessages } from '../en/workspace.ts'

export const messages = {} satisfies CatalogueOf<WorkspaceMessages>
