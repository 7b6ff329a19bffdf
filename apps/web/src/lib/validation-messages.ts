import type { z } from 'zod'
import { activeLanguage, translate, translateKey } from './i18n/active.ts'
import type { MessageKey, Messages } from './i18n/catalogue.ts'
import { numberText } from './i18n/format.ts'
import type { ArgsOf } from './i18n/translator.ts'

// A form's field messages, in the language on screen, come from three places:
// - a schema of the web's own says its message by key: `.min(1, says('validation.enterEmail'))`;
// - a schema of the contract (packages/shared) says it in English, since the server answers with
//   the same schemas in `validation_failed`: `validationText` finds its key by that English;
// - a check with no message of its own gets words for people (`unwrittenMessage`).
// `useSchemaForm` (lib/form.ts), `fieldErrors`, `formErrors` and `serverFieldErrors`
// (lib/form-errors.ts) show them so; a form adopts this by using them.

/**
 * A web schema's message by its key, made when a check fails, so in the language on screen then:
 * `z.string().min(1, says('validation.enterEmail'))`.
 */
export const says = <K extends MessageKey>(key: K, ...args: ArgsOf<Messages, K>) => ({
  error: () => translate(key, ...args),
})

/**
 * The contract's messages by their English, to their key in the catalogue. The English text
 * names the message, as a gettext msgid does, so the contract's schemas and the server keep their
 * words and codes while the screen shows the language on screen. A number in a message ("Use at
 * most 120 characters") is written here as `{count}`. Each English text here is its key's English
 * message (validation-messages.test.ts checks it); a contract schema with a new message adds it
 * here, with its key in the area of the screens that show it.
 */
const keyOfText: Record<string, MessageKey> = {
  'Enter your name': 'validation.enterName',
  'Use at most {count} characters': 'validation.atMostCharacters',
  'Use one line without control characters': 'validation.oneLine',
  'Text must not contain NUL characters': 'validation.noNul',
  'Text must not contain unpaired surrogates': 'validation.noLoneSurrogates',
  'Enter your phone number': 'validation.enterPhone',
  'Use digits, with a + and the country code in front for a number from abroad':
    'validation.phoneDigits',
  'Choose a password': 'validation.choosePassword',
  'Unknown time zone': 'validation.unknownTimeZone',
  'Enter their name': 'validation.enterTheirName',
  'Give an e-mail address or a phone number': 'validation.emailOrPhone',
  'Enter an e-mail address': 'validation.enterAnEmail',
  'Enter a name': 'validation.enterAName',
  'Write the note': 'validation.writeNote',
  'The end must be after the start': 'validation.endAfterStart',
  'Intervals must not overlap': 'validation.noOverlap',
  'Intervals on one day must not overlap': 'validation.noOverlapOnDay',
  'Choose at least one resource': 'validation.chooseResource',
  'Choose each resource once': 'validation.eachResourceOnce',
}

/** The English texts this module knows, for its test. */
export const knownTexts = (): readonly [string, MessageKey][] => Object.entries(keyOfText)

const oneNumber = /^([^\d]*)(\d+)([^\d]*)$/

/**
 * A schema's message (a zod issue's, or the server's `validation_failed` detail) in the language
 * on screen; a message this module does not know stays as the schema wrote it.
 */
export function validationText(message: string): string {
  const key = keyOfText[message]
  if (key) return translateKey(key)
  const parts = oneNumber.exec(message)
  const counted = parts && keyOfText[`${parts[1]}{count}${parts[3]}`]
  return counted ? translateKey(counted, { count: Number(parts[2]) }) : message
}

const amount = (n: number | bigint) => numberText(activeLanguage(), Number(n))

/**
 * Words for a check the schema gave no message of its own (zod's are English and technical:
 * "Too big: expected string to have <=120 characters"). Passed to a parse as its `error`, it
 * only fills in what the schema left unsaid; undefined keeps zod's own.
 */
export const unwrittenMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? translate('validation.notEmpty')
          : translate('validation.atLeastCharacters', { count: Number(issue.minimum) })
      if (issue.origin === 'number' || issue.origin === 'int')
        return translate('validation.atLeast', { amount: amount(issue.minimum) })
      return undefined
    case 'too_big':
      if (issue.origin === 'string')
        return translate('validation.atMostCharacters', { count: Number(issue.maximum) })
      if (issue.origin === 'number' || issue.origin === 'int')
        return translate('validation.atMost', { amount: amount(issue.maximum) })
      return undefined
    case 'invalid_type':
      if (issue.expected === 'int') return translate('validation.wholeNumber')
      if (issue.expected === 'number') return translate('validation.enterNumber')
      return undefined
    case 'invalid_format':
      return issue.format === 'email'
        ? translate('validation.emailLike')
        : translate('validation.notValid')
    case 'invalid_value':
      return translate('validation.chooseOption')
    default:
      return undefined
  }
}

/** A path as Mantine's form names a field: `items.0.name`. */
const fieldPath = (path: readonly PropertyKey[]) => path.map((segment) => String(segment)).join('.')

/**
 * A form's messages by field path, the first per field, in the language on screen: what
 * `useSchemaForm` shows next to the fields (lib/form.ts).
 */
export function issueMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    errors[fieldPath(issue.path)] ??= validationText(issue.message)
  }
  return errors
}
