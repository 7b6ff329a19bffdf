import { type Language, languageCodes, rightToLeft } from '@reserva/shared/languages'

export type { Language }

/** Where a visitor's choice of language is kept in the browser (a person's is on their profile too). */
export const languageStorageKey = 'reserva.language'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value)

/** The language of a BCP 47 tag that Reserva ships: `de-AT` → `de`, `pt-BR` → undefined. */
export const matchLanguage = (tag: string): Language | undefined => {
  const primary = tag.toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : undefined
}

/** The first of the browser's preferred languages that Reserva ships. */
export const browserLanguage = (
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language | undefined => {
  for (const tag of preferred) {
    const language = matchLanguage(tag)
    if (language) return language
  }
  return undefined
}

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
