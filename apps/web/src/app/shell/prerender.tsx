import { MantineProvider } from '@mantine/core'
import type { PageData } from '@reserva/shared/page'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { createAuthController } from '@/features/auth/auth-controller.ts'
import { AuthContext } from '@/features/auth/hooks/use-auth.ts'
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings.ts'
import { PageTitleCollector } from '@/features/settings/hooks/use-page-title.ts'
import { servicesQueryOptions } from '@/lib/get-services.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { LayoutFrame } from '../layout/app-layout.tsx'
import { mantineSettings } from '../provider.tsx'
import { Component as Book } from '../routes/book.tsx'
import { Component as Home } from '../routes/home.tsx'
import { Component as SignIn } from '../routes/signin.tsx'
import { prerenderedScreenAttribute } from './prerendered-screen.tsx'

/**
 * The first frames a visit paints before any JavaScript has run, rendered with react-dom/server
 * from the app's own components (never shipped to the browser as code), with nobody signed in and
 * before any answer but the business's settings and services:
 *
 * - `renderShell`, at build time (prerender-shell.ts) into index.html: the layout's header and
 *   footer, the business's name as a skeleton and the screen's spinner, for every path;
 * - `renderPage`, on the server (lib/prerendered-pages.ts, from the build's dist-ssr/ copy of this
 *   module), for the pages a first visit lands on: the layout and the screen itself with the
 *   business's settings and services, as the app first renders them with the same answers. It is
 *   inert: links and forms come alive when the app takes over, which keeps this screen on show
 *   until its own code has loaded (prerendered-screen.tsx), so that the first paint is the page's
 *   text (issue #11 item 3).
 */
function Frame({ path, data, children }: { path: string; data?: PageData; children: ReactNode }) {
  // Nobody signed in, no storage, no channel: the state of a first visit.
  const controller = createAuthController({ storage: null, createChannel: null })
  const auth = {
    ...controller.getState(),
    controller,
    onAuthStateChange: controller.onAuthStateChange,
  }
  const queryClient = createQueryClient()
  if (data) {
    queryClient.setQueryData(publicSettingsQueryOptions().queryKey, data.settings)
    queryClient.setQueryData(servicesQueryOptions().queryKey, data.services)
  }
  return (
    <MantineProvider {...mantineSettings}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <Router ssrPath={path} ssrSearch="">
            <LayoutFrame>{children}</LayoutFrame>
          </Router>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  )
}

export function renderShell(): string {
  return renderToStaticMarkup(
    <Frame path="/">
      <ScreenSpinner />
    </Frame>,
  )
}

/**
 * The screens a first visit most often lands on, by path (without a query string), with the module
 * that is their chunk in the build's manifest: the server links that chunk's stylesheets with the
 * page.
 */
const pages: Record<string, { Screen: ComponentType; module: string }> = {
  '/': { Screen: Home, module: 'src/app/routes/home.tsx' },
  '/book': { Screen: Book, module: 'src/app/routes/book.tsx' },
  '/signin': { Screen: SignIn, module: 'src/app/routes/signin.tsx' },
}

/** The paths `renderPage` renders. */
export const prerenderedPaths = Object.keys(pages)

/**
 * What #root holds for `path` with these answers, the page's title as the screen sets it and the
 * screen's module; null when the path is not prerendered.
 */
export function renderPage(
  path: string,
  data: PageData,
): { root: string; title: string; module: string } | null {
  const page = pages[path]
  if (!page) return null
  const { Screen, module } = page
  const collected: { title?: string } = {}
  const root = renderToStaticMarkup(
    <PageTitleCollector.Provider value={collected}>
      <Frame path={path} data={data}>
        <div {...{ [prerenderedScreenAttribute]: path }} inert style={{ display: 'contents' }}>
          <Screen />
        </div>
      </Frame>
    </PageTitleCollector.Provider>,
  )
  return { root, title: collected.title ?? data.settings.name, module }
}
