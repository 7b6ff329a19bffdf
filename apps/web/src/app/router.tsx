import { type ComponentType, lazy, type ReactNode, useState } from 'react'
import { Router } from 'wouter'
import type { Area } from '@/lib/i18n/catalogue.ts'
import { areasShown, needAreas } from '@/lib/i18n/i18n-context.tsx'
import { type Screen, ScreensInLayout } from './layout/app-layout.tsx'
import { aroundNavigation } from './layout/scroll-restoration.tsx'

/**
 * A screen's chunk, fetched when first rendered (the layout's Suspense shows the spinner
 * meanwhile), or before by its `load`, with the words still on their way after the first paint
 * (areasShown): once both are in, the screen renders without suspending. So the page the server
 * rendered is hydrated with its screen in one pass (main.tsx), and nothing can change around a
 * screen still waiting for its code, which would make React drop the server's rendering of it and
 * build it again. Each mount keeps the way it started.
 */
const screen = (load: () => Promise<{ Component: ComponentType }>) => {
  let loaded: ComponentType | undefined
  const fetch = () =>
    Promise.all([load(), areasShown()]).then(([module]) => (loaded = module.Component))
  const Lazy = lazy(() => fetch().then((Component) => ({ default: Component })))
  const Screen = () => {
    const [Shown] = useState(() => loaded ?? Lazy)
    return <Shown />
  }
  return Object.assign(Screen, { load: fetch })
}

/** A workspace screen's chunk with the workspace's words (lib/i18n/catalogue.ts). */
const workspaceScreen = <M,>(load: () => Promise<M>) =>
  Promise.all([load(), needAreas(['workspace', 'admin'])]).then(([module]) => module)

export type { Screen }

/**
 * The catalogue's areas a page's first render needs, loaded before it (main.tsx): the public
 * screens' and the booking area's (the flow of `/book`, the pieces the screens share), unless the
 * page's screen says otherwise. The other areas follow once the page has painted.
 */
export const firstRenderAreas: readonly Area[] = ['public', 'booking']

/**
 * The specification's twelve screens. Each one is its own chunk, fetched when first visited;
 * meanwhile the layout shows one centred spinner. No route has parameters: selected items travel
 * in the query string, and no screen loads data through the router (TanStack Query does). So the
 * app routes with wouter, a fraction of react-router's weight in every first visit's JavaScript
 * (decision 017).
 */
export const screens: (Screen & {
  Component: { load: () => Promise<unknown> }
  /** Other than `firstRenderAreas`, when its first render needs less or more. */
  areas?: readonly Area[]
})[] = [
  // The landing page: the layout, the home screen and its service cards, all in the public area.
  { path: '/', areas: ['public'], Component: screen(() => import('./routes/home.tsx')) },
  { path: '/about', Component: screen(() => import('./routes/about.tsx')) },
  // The public areas and the sign-in and sign-up words, which no other first render needs.
  {
    path: '/signin',
    areas: ['public', 'booking', 'auth'],
    Component: screen(() => import('./routes/signin.tsx')),
  },
  {
    path: '/signup',
    areas: ['public', 'booking', 'auth'],
    Component: screen(() => import('./routes/signup.tsx')),
  },
  { path: '/dashboard', Component: screen(() => import('./routes/dashboard.tsx')) },
  {
    path: '/operator-dashboard',
    Component: screen(() => workspaceScreen(() => import('./routes/operator-dashboard.tsx'))),
  },
  { path: '/book', Component: screen(() => import('./routes/book.tsx')) },
  {
    path: '/booking-confirmation',
    Component: screen(() => import('./routes/booking-confirmation.tsx')),
  },
  { path: '/manage', Component: screen(() => import('./routes/manage.tsx')) },
  { path: '/manage-quote', Component: screen(() => import('./routes/manage-quote.tsx')) },
  { path: '/confirm', Component: screen(() => import('./routes/confirm.tsx')) },
  { path: '/confirm-email', Component: screen(() => import('./routes/confirm-email.tsx')) },
  { path: '/quote', Component: screen(() => import('./routes/quote.tsx')) },
  { path: '/admin', Component: screen(() => workspaceScreen(() => import('./routes/admin.tsx'))) },
  // The account area too: the page names the dashboard's cards in the dashboard's words.
  {
    path: '/privacy-policy',
    areas: ['public', 'booking', 'account'],
    Component: screen(() => import('./routes/privacy-policy.tsx')),
  },
  { Component: screen(() => import('./routes/not-found.tsx')) },
]

/** The layout around the screen that owns the address's path. */
export function AppRoutes({ shown = screens }: { shown?: Screen[] }) {
  return <ScreensInLayout shown={shown} />
}

/**
 * The browser's address as the app's location, every navigation going through the scroll
 * restoration (which keeps a key for each history entry, as react-router did).
 */
export function AppRouter({ children = <AppRoutes /> }: { children?: ReactNode }) {
  return <Router aroundNav={aroundNavigation}>{children}</Router>
}
