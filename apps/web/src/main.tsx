import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppProvider } from './app/provider.tsx'
import { AppRouter, firstRenderAreas, screens } from './app/router.tsx'
import { holdsServerRendering } from './app/shell/prerendered-screen.tsx'
import { loadCatalogue } from './lib/i18n/catalogue.ts'
import type { LoadedCatalogue } from './lib/i18n/i18n-context.tsx'
import { browserLanguage, pickLanguage, storedLanguage } from './lib/i18n/languages.ts'
import { pageData } from './lib/page-data.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The language of the first render, from what this browser knows at once: its remembered choice,
// its languages, the business's default when the page came with the settings. The signed-in
// person's own choice follows with their profile (app/follow-language.tsx).
const language = pickLanguage({
  stored: storedLanguage(),
  browser: browserLanguage(),
  businessDefault: pageData()?.settings.defaultLanguage,
})

const app = (loaded: LoadedCatalogue) => (
  <StrictMode>
    <AppProvider language={loaded}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
)
// The page's screen, by the address's path (not-found's has none).
const opened = screens.find((screen) => screen.path === window.location.pathname)
// Only the words the first render needs (app/router.tsx says which), all of which the server
// renders in English too; the other areas follow once it has painted.
const catalogue = loadCatalogue(language, opened?.areas ?? firstRenderAreas).then(
  (loaded): LoadedCatalogue => ({ language, catalogue: loaded, partial: true }),
)
// As a transition, so that React works in slices of a few milliseconds and yields to the browser
// between them, instead of one long task after the page has painted. A page
// the server rendered (`/`, `/book`, `/signin`) is hydrated once its screen's code is in: React
// takes over its elements rather than building the page again and replacing them
// (shell/prerendered-screen.tsx). The server renders in English: in another language, and on any
// other page, the app's first render replaces what the page holds.
if (holdsServerRendering(root) && language === 'en') {
  const load = opened?.Component.load
  // A failed load is tried again by the screen's own lazy load, and shown by its boundary.
  Promise.all([catalogue, (load?.() ?? Promise.resolve()).catch(() => {})]).then(([loaded]) =>
    startTransition(() => void hydrateRoot(root, app(loaded))),
  )
} else {
  catalogue.then((loaded) => startTransition(() => createRoot(root).render(app(loaded))))
}
