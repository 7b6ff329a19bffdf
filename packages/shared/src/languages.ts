/**
 * The languages Reserva's screens, mails and error words come in (BCP 47 primary subtags). English
 * is the source the others are translated from; Arabic is written right to left. No zod here: the
 * web app's entry reads these without the schemas (`languageSchema` is in settings.ts).
 */
export const languageCodes = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const
export type Language = (typeof languageCodes)[number]

/** Each language's name in itself, as a language switch lists it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
}

/** The languages written right to left. */
export const rightToLeft: ReadonlySet<Language> = new Set<Language>(['ar'])

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value)

/** The language of a BCP 47 tag that Reserva ships: `de-AT` → `de`, `pt-BR` → undefined. */
export const matchLanguage = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : undefined
}

/** The first of a person's preferred languages (BCP 47 tags, most preferred first) that Reserva ships. */
export const firstShippedLanguage = (preferred: readonly string[]): Language | undefined => {
  for (const tag of preferred) {
    const language = matchLanguage(tag)
    if (language) return language
  }
  return undefined
}
