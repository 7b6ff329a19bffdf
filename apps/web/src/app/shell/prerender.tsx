import type { PageData } from '@reserva/shared/page'
import type { ComponentType } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { authOptionsQueryOptions } from '@/features/auth/api/get-auth-options.ts'
import { createAuthController } from '@/features/auth/auth-controller.ts'
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings.ts'
import { PageTitleCollector } from '@/features/settings/hooks/use-page-title.ts'
import { servicesQueryOptions } from '@/lib/get-services.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { english } from '@/locales/en/index.ts'
import { LayoutFrame, ScreensInLayout } from '../layout/app-layout.tsx'
import { AppProvider } from '../provider.tsx'
import { Component as Book } from '../routes/book.tsx'
import { Component as Home } from '../routes/home.tsx'
import { Component as SignIn } from '../routes/signin.tsx'

/**
 * The first frames a visit paints before any JavaScript has run, rendered with react-dom/server
 * from the app's own components (never shipped to the browser as code), with nobody signed in and
 * before any answer but the business's settings and services:
 *
 * - `renderShell`, at build time (prerender-shell.ts) into index.html: the layout's header and
 *   footer, the business's name as a skeleton and the screen's spinner, for every path; the app's
 *   first render replaces it;
 * - `renderPage`, on the server (lib/prerendered-pages.ts, from the build's dist-ssr/ copy of this
 *   module), for the pages a first visit lands on: the whole app as it first renders for a visitor
 *   with the same answers, which the app hydrates (main.tsx). Its screen is inert until then
 *   (prerendered-screen.tsx), so that the first paint is the page's text and nothing is sent
 *   before the app can handle it.
 */

/** Nobody signed in, no storage, no channel: the state of a first visit. */
const visitorAuth = () => createAuthController({ storage: null, createChannel: null })

/** A cache holding the answers the page is sent with, as the app starts with them. */
function visitorQueryClient(data?: PageData) {
  const queryClient = createQueryClient()
  if (data) {
    queryClient.setQueryData(publicSettingsQueryOptions().queryKey, data.settings)
    queryClient.setQueryData(servicesQueryOptions().queryKey, data.services)
    queryClient.setQueryData(authOptionsQueryOptions().queryKey, data.authOptions)
  }
  return queryClient
}

export function renderShell(): string {
  return renderToStaticMarkup(
    <AppProvider
      language={english}
      queryClient={visitorQueryClient()}
      authController={visitorAuth()}
    >
      <Router ssrPath="/" ssrSearch="">
        <LayoutFrame>
          <ScreenSpinner />
        </LayoutFrame>
      </Router>
    </AppProvider>,
  )
}

/**
 * The screens a first visit most often lands on, by path (without a query string), with the module
 * that is their chunk in the build's manifest: the server links that chunk's stylesheets with the
 * page.
 */
const pages: Record<string, { Component: ComponentType; module: string }> = {
  '/': { Component: Home, module: 'src/app/routes/home.tsx' },
  '/book': { Component: Book, module: 'src/app/routes/book.tsx' },
  '/signin': { Component: SignIn, module: 'src/app/routes/signin.tsx' },
}

/** The paths `renderPage` renders. */
export const prerenderedPaths = Object.keys(pages)

/**
 * What #root holds for `path` with these answers, the page's title as the screen sets it and the
 * screen's module; null when the path is not prerendered. The app's own tree, as main.tsx renders
 * it for a visitor, so that the browser can hydrate it: the same elements, the same Suspense
 * boundaries (marked in the HTML), the same answers in the cache. The screen is the route's
 * component itself rather than its lazy chunk, so nothing suspends here (and this module holds
 * these three screens only): hydration matches elements, not how their code was loaded.
 */
export function renderPage(
  path: string,
  data: PageData,
): { root: string; title: string; module: string } | null {
  const page = pages[path]
  if (!page) return null
  const collected: { title?: string } = {}
  const root = renderToString(
    <PageTitleCollector.Provider value={collected}>
      <AppProvider
        language={english}
        queryClient={visitorQueryClient(data)}
        authController={visitorAuth()}
      >
        <Router ssrPath={path} ssrSearch="">
          <ScreensInLayout shown={[{ path, Component: page.Component }]} />
        </Router>
      </AppProvider>
    </PageTitleCollector.Provider>,
  )
  return { root, title: collected.title ?? data.settings.name, module: page.module }
}
