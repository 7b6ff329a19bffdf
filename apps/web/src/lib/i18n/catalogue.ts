import type { ErrorMessages } from '@/locales/en/errors.ts'
import type { PublicMessages } from '@/locales/en/public.ts'
import type { Language } from './languages.ts'
import type { CatalogueOf, Translate } from './translator.ts'

/** English's messages of the areas loaded today: the keys and placeholders of every language. */
export type Messages = PublicMessages & ErrorMessages
export type MessageKey = keyof Messages & string
export type Catalogue = CatalogueOf<Messages>
export type T = Translate<Messages>

type Area = { messages: Record<string, unknown> }
const area = (load: () => Promise<Area>) => load().then((module) => module.messages)

/**
 * Each language's areas, fetched on demand: a visitor's first visit loads its own language only,
 * and no language is in the entry (English neither).
 */
const loaders: Record<Language, () => Promise<unknown>[]> = {
  en: () => [
    area(() => import('@/locales/en/public.ts')),
    area(() => import('@/locales/en/errors.ts')),
  ],
  de: () => [
    area(() => import('@/locales/de/public.ts')),
    area(() => import('@/locales/de/errors.ts')),
  ],
  fr: () => [
    area(() => import('@/locales/fr/public.ts')),
    area(() => import('@/locales/fr/errors.ts')),
  ],
  es: () => [
    area(() => import('@/locales/es/public.ts')),
    area(() => import('@/locales/es/errors.ts')),
  ],
  ja: () => [
    area(() => import('@/locales/ja/public.ts')),
    area(() => import('@/locales/ja/errors.ts')),
  ],
  ar: () => [
    area(() => import('@/locales/ar/public.ts')),
    area(() => import('@/locales/ar/errors.ts')),
  ],
}

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const areas = await Promise.all(loaders[language]())
  return Object.assign({}, ...areas) as Catalogue
}
