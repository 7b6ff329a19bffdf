import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider.tsx'
import { AppRouter } from './app/router.tsx'
import { keepPrerenderedScreen } from './app/shell/prerendered-screen.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

keepPrerenderedScreen(root)
const app = createRoot(root)
// The first render as a transition, so that React renders in slices of a few milliseconds and
// yields to the browser between them, instead of one long task after the prerendered shell has
// painted (issue #11 item 3: Lighthouse's total blocking time on `/` 2.2 s → 0.5 s, one run each
// on a busy machine; bench/RESULTS.md).
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
)
