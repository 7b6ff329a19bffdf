import type { Language } from './languages.ts'

/** A message that depends on a count: one text per plural category of the language (`other` always). */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>
export type Message = string | PluralMessage

/** The `{name}` placeholders of a text, as a union of their names. */
type Holes<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Holes<Rest> : never
/** What a message needs filled in: its placeholders, and `count` for a plural message. */
export type MessageParams<M> = M extends string
  ? Holes<M>
  : M extends PluralMessage
    ? Holes<M[keyof M]> | 'count'
    : never

/**
 * The shape every language's catalogue of an area must have, from English's (the source): the same
 * keys, a text where English has a text and a plural message where English has one. Its own
 * plural categories are the language's (Japanese has only `other`, Arabic six); the completeness
 * test checks them against Intl.PluralRules.
 */
export type CatalogueOf<Source> = {
  [K in keyof Source]: Source[K] extends string ? string : PluralMessage
}

/** The arguments after a key: none for a plain text, its values for one with placeholders. */
export type ArgsOf<Source, K extends keyof Source> = [MessageParams<Source[K]>] extends [never]
  ? []
  : [params: Record<MessageParams<Source[K]>, string | number>]

export type Translate<Source> = <K extends keyof Source & string>(
  key: K,
  ...args: ArgsOf<Source, K>
) => string

const placeholder = /\{(\w+)\}/g

/**
 * The translator of one language's messages: `t('home.title')`, `t('wait.seconds', { count: 3 })`.
 * Numbers filled into a text are written the language's way (Intl.NumberFormat); a plural
 * message picks its text by Intl.PluralRules. A key the catalogue lacks (typecheck prevents it)
 * shows as itself rather than failing the screen.
 */
export function createTranslator<Source extends Record<string, Message>>(
  language: Language,
  messages: CatalogueOf<Source>,
): Translate<Source> {
  const plurals = new Intl.PluralRules(language)
  const numbers = new Intl.NumberFormat(language)
  const fill = (text: string, params: Record<string, string | number> = {}) =>
    text.replace(placeholder, (whole, name: string) => {
      const value = params[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? numbers.format(value) : value
    })
  return (key, ...args) => {
    const message = messages[key] as Message | undefined
    const params = args[0] as Record<string, string | number> | undefined
    if (message === undefined) return key
    if (typeof message === 'string') return fill(message, params)
    const count = Number(params?.count ?? 0)
    return fill(message[plurals.select(count)] ?? message.other, params)
  }
}
