import type { AccountMessages } from '@/locales/en/account.ts'
import type { AdminMessages } from '@/locales/en/admin.ts'
import type { AuthMessages } from '@/locales/en/auth.ts'
import type { BookingMessages } from '@/locales/en/booking.ts'
import type { ErrorMessages } from '@/locales/en/errors.ts'
import type { PublicMessages } from '@/locales/en/public.ts'
import type { QuoteMessages } from '@/locales/en/quotes.ts'
import type { WorkspaceMessages } from '@/locales/en/workspace.ts'
import type { Language } from './languages.ts'
import type { CatalogueOf, Translate } from './translator.ts'

/** English's messages of every area: the keys and placeholders of every language. */
export type Messages = PublicMessages &
  AuthMessages &
  ErrorMessages &
  BookingMessages &
  AccountMessages &
  QuoteMessages &
  WorkspaceMessages &
  AdminMessages
export type MessageKey = keyof Messages & string
export type Catalogue = CatalogueOf<Messages>
export type T = Translate<Messages>

/**
 * A language's words come in areas, one module each (`src/locales/<language>/<area>.ts`), fetched
 * on demand: a visitor's first visit loads its own language only, and no language is in the
 * entry (English neither). `public` is what the first render needs (the layout and the public
 * screens), `auth` what the sign-in and sign-up screens need besides; the customer's areas come right after the first paint; the workspace's only when a
 * workspace screen asks for them (`needAreas`).
 */
export const areas = [
  'public',
  'auth',
  'errors',
  'booking',
  'account',
  'quotes',
  'workspace',
  'admin',
] as const
export type Area = (typeof areas)[number]

/** What every page has after its first paint: all but the workspace's areas. */
export const customerAreas: readonly Area[] = [
  'public',
  'auth',
  'errors',
  'booking',
  'account',
  'quotes',
]

type Module = { messages: Record<string, unknown> }
// Vite's glob import: one lazily fetched chunk per language and area. The entry knows only those
// a first render may need (app/router.tsx's `firstRenderAreas` and its screens' `areas`); the map
// of the other areas is a chunk of its own (catalogue-areas.ts), fetched with them.
const firstPaint = import.meta.glob<Module>([
  '../../locales/*/public.ts',
  '../../locales/*/auth.ts',
  '../../locales/*/booking.ts',
])
const loaderOf = async (language: Language, area: Area) => {
  const path = `../../locales/${language}/${area}.ts`
  const load = firstPaint[path] ?? (await import('./catalogue-areas.ts')).areaLoaders[path]
  if (!load) throw new Error(`No catalogue for ${language}/${area}`)
  return load()
}

/**
 * A language's catalogue, of the areas asked for (every area unless told). A catalogue without
 * every area is a partial one: a key of a missing area shows as itself until the rest is in.
 */
export async function loadCatalogue(
  language: Language,
  wanted: readonly Area[] = areas,
): Promise<Catalogue> {
  const loaded = await Promise.all(wanted.map((area) => loaderOf(language, area)))
  return Object.assign({}, ...loaded.map((module) => module.messages)) as Catalogue
}
