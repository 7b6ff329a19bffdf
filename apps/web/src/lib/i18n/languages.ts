import {
  firstShippedLanguage,
  isLanguage,
  type Language,
  matchLanguage,
  rightToLeft,
} from '@reserva/shared/languages'

export { isLanguage, type Language, matchLanguage }

/** Where a visitor's choice of language is kept in the browser (a person's is on their profile too). */
export const languageStorageKey = 'reserva.language'

/** The first of the browser's preferred languages that Reserva ships. */
export const browserLanguage = (
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language | undefined => firstShippedLanguage(preferred)

const localStorageOrNull = () => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // A locked-down browser throws on the very access.
    return null
  }
}

/** The language this browser remembers choosing, if any. */
export function storedLanguage(
  storage: Storage | null = localStorageOrNull(),
): Language | undefined {
  try {
    const value = storage?.getItem(languageStorageKey)
    return isLanguage(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function rememberLanguage(
  language: Language,
  storage: Storage | null = localStorageOrNull(),
) {
  try {
    storage?.setItem(languageStorageKey, language)
  } catch {
    // Not remembered (storage full or refused): the choice still holds for this visit.
  }
}

/**
 * The language to show: the signed-in person's saved choice, else the one this browser
 * remembers, else the first of the browser's languages that Reserva ships, else the business's
 * default, else English.
 */
export function pickLanguage({
  chosen,
  stored,
  browser,
  businessDefault,
}: {
  chosen?: Language | null
  stored?: Language
  browser?: Language
  businessDefault?: Language
}): Language {
  return chosen ?? stored ?? browser ?? businessDefault ?? 'en'
}

export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  rightToLeft.has(language) ? 'rtl' : 'ltr'
