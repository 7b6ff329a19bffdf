import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { createAuthController } from '@/features/auth/auth-controller.ts'
import { AuthContext } from '@/features/auth/hooks/use-auth.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { LayoutFrame } from '../layout/app-layout.tsx'
import { mantineSettings } from '../provider.tsx'

/**
 * The page shell that index.html carries inside #root, made at build time by vite.config.ts
 * (never shipped to the browser as code): what the app itself paints first on every path, with
 * nobody signed in and before any answer: the layout's header and footer, the business's name as
 * a skeleton, and the screen's spinner. The browser paints it before any JavaScript has run;
 * main.tsx's createRoot then replaces it with the same frame, live (issue #11).
 */
export function renderShell(): string {
  // Nobody signed in, no storage, no channel: the state of a first visit.
  const controller = createAuthController({ storage: null, createChannel: null })
  const auth = {
    ...controller.getState(),
    controller,
    onAuthStateChange: controller.onAuthStateChange,
  }
  return renderToStaticMarkup(
    <MantineProvider {...mantineSettings}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthContext.Provider value={auth}>
          <Router ssrPath="/">
            <LayoutFrame>
              <ScreenSpinner />
            </LayoutFrame>
          </Router>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  )
}
