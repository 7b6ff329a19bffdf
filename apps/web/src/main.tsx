import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppProvider } from './app/provider.tsx'
import { AppRouter, screens } from './app/router.tsx'
import { holdsServerRendering } from './app/shell/prerendered-screen.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
)
// As a transition, so that React works in slices of a few milliseconds and yields to the browser
// between them, instead of one long task after the page has painted. A page
// the server rendered (`/`, `/book`, `/signin`) is hydrated once its screen's code is in: React
// takes over its elements rather than building the page again and replacing them
// (shell/prerendered-screen.tsx). Any other page holds the build's shell, which the app's first
// render replaces.
if (holdsServerRendering(root)) {
  const load = screens.find((screen) => screen.path === window.location.pathname)?.Component.load
  // A failed load is tried again by the screen's own lazy load, and shown by its boundary.
  ;(load?.() ?? Promise.resolve())
    .catch(() => {})
    .then(() => startTransition(() => void hydrateRoot(root, app)))
} else {
  startTransition(() => createRoot(root).render(app))
}
