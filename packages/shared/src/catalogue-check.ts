import type { Message } from './translator.ts'

/**
 * The checks every catalogue of messages passes (the web's areas, the server's mails), for their
 * tests: each language has English's keys and no other, each message English's placeholders and
 * its language's plural forms, no English left untranslated, and no English key unused.
 */

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** A message's placeholders; a plural form may leave out the count ("einmal", "رسالتان"). */
const placeholders = (message: Message) =>
  typeof message === 'string'
    ? holes(message)
    : [...new Set(Object.values(message).flatMap((text) => holes(text ?? '')))]
        .filter((name) => name !== 'count')
        .sort()

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort())

/** What is wrong with `catalogue` (in `language`) beside English's `source`: one line each. */
export function catalogueProblems(
  source: Record<string, Message>,
  catalogue: Record<string, Message>,
  language: string,
): string[] {
  const problems: string[] = []
  for (const key of Object.keys(source)) if (!(key in catalogue)) problems.push(`${key}: missing`)
  for (const key of Object.keys(catalogue))
    if (!(key in source)) problems.push(`${key}: not in English`)
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  for (const [key, english] of Object.entries(source)) {
    const message = catalogue[key]
    if (message === undefined) continue
    if (typeof message !== typeof english) problems.push(`${key}: plural in one, not the other`)
    else if (!same(placeholders(message), placeholders(english)))
      problems.push(`${key}: placeholders ${placeholders(message)} ≠ ${placeholders(english)}`)
    if (typeof message === 'string') {
      if (message.trim() === '') problems.push(`${key}: empty`)
    } else {
      if (!same(Object.keys(message), categories))
        problems.push(`${key}: plural forms ${Object.keys(message)} ≠ ${categories}`)
      if (!Object.values(message).every((text) => text && text.trim() !== ''))
        problems.push(`${key}: an empty plural form`)
    }
  }
  return problems
}

/** English's plural messages without exactly English's forms (one, other). */
export const englishPluralProblems = (source: Record<string, Message>): string[] =>
  Object.entries(source)
    .filter(
      ([, message]) => typeof message !== 'string' && !same(Object.keys(message), ['one', 'other']),
    )
    .map(([key]) => key)

/** Keys whose message is English's very words (messages of placeholders and signs aside). */
export function untranslatedKeys(
  source: Record<string, Message>,
  catalogue: Record<string, Message>,
): string[] {
  const words = (message: Message) =>
    JSON.stringify(message)
      .replace(/\{\w+\}/g, '')
      .match(/\p{L}{3,}/gu) ?? []
  return Object.keys(source).filter(
    (key) =>
      words(source[key] as Message).length > 0 &&
      JSON.stringify(catalogue[key]) === JSON.stringify(source[key]),
  )
}

/**
 * English's keys that `code` (the source files' text, tests and catalogues aside) never names as
 * a literal `'key'`: a key chosen at run time comes from a record of literals.
 */
export const unusedKeys = (source: Record<string, Message>, code: string): string[] =>
  Object.keys(source).filter((key) => !code.includes(`'${key}'`))
