import { translateKey } from '@/lib/i18n/active.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'

/**
 * The quote schemas' own messages (packages/shared/src/quotes.ts) by their key here. They are
 * English because the server checks with the same schemas and answers with them; the English
 * text names the message, and the screen shows it in the language on screen.
 */
const keyOfText: Record<string, MessageKey> = {
  'Say in a few words what you need': 'quoteForm.titleShort',
  'Describe the job in a sentence or two': 'quoteForm.detailsShort',
  'Write a message': 'quoteThread.bodyEmpty',
}

/** A form's messages by field, the quote schemas' own in the language on screen. */
export function schemaWords(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = keyOfText[message]
      return [field, key ? translateKey(key) : message]
    }),
  )
}
