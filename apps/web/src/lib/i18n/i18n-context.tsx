import { DirectionProvider, useDirection } from '@mantine/core'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { activate } from './active.ts'
import { type Area, type Catalogue, customerAreas, loadCatalogue, type T } from './catalogue.ts'
import { directionOf, type Language, rememberLanguage } from './languages.ts'
import { createTranslator } from './translator.ts'

type I18n = {
  language: Language
  t: T
  /**
   * Shows `language` once its catalogue is in; `remember` keeps it as this browser's choice (a
   * language that only follows the business's default is not a choice).
   */
  setLanguage: (language: Language, options?: { remember?: boolean }) => Promise<void>
}

const I18nContext = createContext<I18n | null>(null)

/**
 * The catalogue a render starts with: loaded before the app renders (main.tsx), or a test's.
 * `partial`: only the areas the first render needs; the provider fetches the rest after it.
 */
export type LoadedCatalogue = { language: Language; catalogue: Catalogue; partial?: boolean }

/**
 * The areas a workspace screen has asked for (`needAreas`); every later load of a language
 * includes them, beside the customer's areas every page has.
 */
const needed = new Set<Area>()
let reload: (() => Promise<void>) | null = null
let ready: Promise<void> = Promise.resolve()
/**
 * Settles needs that came before the provider could load anything: a screen's chunk is fetched
 * while the tree first renders, before the provider's effects run.
 */
let waiting: (() => void) | null = null

/**
 * Fetches `wanted` areas of the language on screen (once; later languages include them too), and
 * settles once they are shown. A screen's lazy load waits for it, so that its first render has
 * its words (app/router.tsx).
 */
export function needAreas(wanted: readonly Area[]): Promise<void> {
  const missing = wanted.filter((area) => !needed.has(area))
  if (missing.length === 0) return ready
  for (const area of missing) needed.add(area)
  if (reload) ready = reload()
  else {
    const before = waiting
    ready = new Promise<void>((resolve) => {
      waiting = () => {
        before?.()
        resolve()
      }
    })
  }
  return ready
}

/**
 * Settles once the areas asked for so far are shown: after the first paint, the rest of a partial
 * first catalogue. A screen's lazy load waits for it (app/router.tsx), so that a screen opened
 * right after the first paint does not show the keys of an area still on its way. A failed load
 * settles it too: the screen then shows as it would have without waiting.
 */
export const areasShown = (): Promise<void> => ready.catch(() => {})

const translatorOf = ({ language, catalogue }: LoadedCatalogue): T =>
  createTranslator(language, catalogue)

/** `<html lang dir>` and Mantine's direction follow the language on screen. */
function DocumentLanguage({ language }: { language: Language }) {
  const { setDirection } = useDirection()
  useEffect(() => {
    const dir = directionOf(language)
    document.documentElement.lang = language
    document.documentElement.dir = dir
    setDirection(dir)
  }, [language, setDirection])
  return null
}

/**
 * The language on screen and its words. It starts with a catalogue already loaded, so that the
 * first render is in the right language; another language is fetched on demand, and shown once
 * it is in (the screen keeps the old words meanwhile rather than a spinner).
 */
export function I18nProvider({
  initial,
  children,
}: {
  initial: LoadedCatalogue
  children: ReactNode
}) {
  const [shown, setShown] = useState(() => {
    const t = translatorOf(initial)
    activate(initial.language, t)
    return { language: initial.language, t }
  })
  // The latest language asked for: a catalogue that comes in after another was asked for is
  // dropped, so that two quick changes end on the second.
  const wanted = useRef(initial.language)

  const show = useCallback(async (language: Language) => {
    wanted.current = language
    const catalogue = await loadCatalogue(language, [...customerAreas, ...needed])
    if (wanted.current !== language) return
    const t = translatorOf({ language, catalogue })
    activate(language, t)
    setShown({ language, t })
  }, [])

  const setLanguage = useCallback(
    async (language: Language, { remember = true } = {}) => {
      if (remember) rememberLanguage(language)
      await show(language)
    },
    [show],
  )

  // The rest of a partial first catalogue (the customer's areas), after the first paint.
  useEffect(() => {
    if (initial.partial) ready = show(initial.language)
  }, [initial, show])

  useEffect(() => {
    reload = () => show(wanted.current)
    if (waiting) {
      const settle = waiting
      waiting = null
      ready = reload().then(settle)
    }
    return () => {
      reload = null
    }
  }, [show])

  const value = useMemo(() => ({ ...shown, setLanguage }), [shown, setLanguage])
  return (
    <DirectionProvider initialDirection={directionOf(initial.language)} detectDirection={false}>
      <DocumentLanguage language={shown.language} />
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </DirectionProvider>
  )
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>')
  return i18n
}

/** The translator of the language on screen: `const t = useT(); t('home.howTitle')`. */
export const useT = (): T => useI18n().t
