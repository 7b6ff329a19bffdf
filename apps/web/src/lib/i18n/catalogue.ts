import type { ErrorMessages } from '@/locales/en/errors.ts'
import type { PublicMessages } from '@/locales/en/public.ts'
import type { Language } from './languages.ts'
import type { CatalogueOf, Translate } from './translator.ts'

/** English's messages of the areas loaded today: the keys and placeholders of every language. */
export type Messages = PublicMessages & ErrorMessages
export type MessageKey = keyof Messages & string
export type Catalogue = CatalogueOf<Messages>
export type T = Translate<Messages>

/**
 * A language's words come in areas, each fetched on demand: a visitor's first visit loads its own
 * language only, and no language is in the entry (English neither). `public` is what the first
 * render needs (the layout and the public screens); `errors`, the words of the API's error codes,
 * comes right after the first paint.
 */
export type Area = 'public' | 'errors'

type Module = { messages: Record<string, unknown> }
const loaders: Record<Language, Record<Area, () => Promise<Module>>> = {
  en: {
    public: () => import('@/locales/en/public.ts'),
    errors: () => import('@/locales/en/errors.ts'),
  },
  de: {
    public: () => import('@/locales/de/public.ts'),
    errors: () => import('@/locales/de/errors.ts'),
  },
  fr: {
    public: () => import('@/locales/fr/public.ts'),
    errors: () => import('@/locales/fr/errors.ts'),
  },
  es: {
    public: () => import('@/locales/es/public.ts'),
    errors: () => import('@/locales/es/errors.ts'),
  },
  ja: {
    public: () => import('@/locales/ja/public.ts'),
    errors: () => import('@/locales/ja/errors.ts'),
  },
  ar: {
    public: () => import('@/locales/ar/public.ts'),
    errors: () => import('@/locales/ar/errors.ts'),
  },
}

/**
 * A language's catalogue, of the areas asked for (all of them unless told). A catalogue without
 * every area is a partial one: a key of a missing area shows as itself until the rest is in.
 */
export async function loadCatalogue(
  language: Language,
  areas: readonly Area[] = ['public', 'errors'],
): Promise<Catalogue> {
  const loaded = await Promise.all(areas.map((area) => loaders[language][area]()))
  return Object.assign({}, ...loaded.map((module) => module.messages)) as Catalogue
}
