import type { LoadedCatalogue } from '@/lib/i18n/i18n-context.tsx'
import { messages as account } from './account.ts'
import { messages as admin } from './admin.ts'
import { messages as auth } from './auth.ts'
import { messages as booking } from './booking.ts'
import { messages as errors } from './errors.ts'
import { messages as publicMessages } from './public.ts'
import { messages as quotes } from './quotes.ts'
import { messages as workspace } from './workspace.ts'

/**
 * English, every area, imported statically: for the page shell and pages the server renders
 * (app/shell/prerender.tsx) and for tests, never by the browser's entry, which loads the
 * visitor's language on demand (lib/i18n/catalogue.ts).
 */
export const english: LoadedCatalogue = {
  language: 'en',
  catalogue: {
    ...publicMessages,
    ...auth,
    ...errors,
    ...booking,
    ...account,
    ...quotes,
    ...workspace,
    ...admin,
  },
}
