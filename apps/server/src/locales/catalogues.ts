import type { Language } from '@reserva/shared/languages'
import type { CatalogueOf } from '@reserva/shared/translator'
import { messages as ar } from './ar/mail.ts'
import { messages as de } from './de/mail.ts'
import { messages as en, type MailMessages } from './en/mail.ts'
import { messages as es } from './es/mail.ts'
import { messages as fr } from './fr/mail.ts'
import { messages as ja } from './ja/mail.ts'

/**
 * Every language's catalogue of the server's words, loaded with the server: a mail's language is
 * its reader's, known only when it is written. Each is `satisfies CatalogueOf<MailMessages>`, so
 * a missing or extra key fails typecheck; locales.test.ts checks the rest.
 */
export const catalogues: Record<Language, CatalogueOf<MailMessages>> = { en, de, fr, es, ja, ar }
