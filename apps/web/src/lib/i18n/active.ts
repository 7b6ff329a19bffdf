import type { MessageKey, T } from './catalogue.ts'
import type { Language } from './languages.ts'

/**
 * The translator of the language on screen, for the few words made outside a component's render
 * with no hook at hand: an API error's message (lib/error-messages.ts) is chosen wherever an error
 * is shown, by plain functions that screens of every feature call. The I18nProvider sets it
 * before it renders anything in that language; components use `useT()`.
 */
let active: { language: Language; t: T } = { language: 'en', t: ((key: string) => key) as T }

export const activate = (language: Language, t: T) => {
  active = { language, t }
}

export const activeLanguage = (): Language => active.language

export const translate: T = (key, ...args) => active.t(key, ...args)

/** For a key chosen at run time from a typed list (an error code's): its values, if any. */
export const translateKey = (key: MessageKey, params?: Record<string, string | number>): string =>
  (active.t as (key: MessageKey, params?: Record<string, string | number>) => string)(key, params)

/**
 * A record of names read in the language on screen each time one is used, from a record of keys
 * (`{ pending: 'bookingStatus.pending', … }`): for code that looks a name up by a plain value
 * outside a render, as a list's options or a name for screen readers do.
 */
export const namesOf = <Code extends string>(
  keys: Readonly<Record<Code, MessageKey>>,
): Readonly<Record<Code, string>> =>
  Object.defineProperties(
    {} as Record<Code, string>,
    Object.fromEntries(
      Object.entries<MessageKey>(keys).map(([code, key]) => [
        code,
        { enumerable: true, get: () => translateKey(key) },
      ]),
    ),
  )
