import { type ComponentType, lazy, type ReactNode } from 'react'
import { Route, Router, Switch } from 'wouter'
import { AppLayout } from './layout/app-layout.tsx'
import { aroundNavigation } from './layout/scroll-restoration.tsx'

/** A screen's chunk, fetched when first rendered; the layout's Suspense shows the spinner meanwhile. */
const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })))

/** A path and the screen it shows; without a path, the screen for every path no other one owns. */
export type Screen = { path?: string; Component: ComponentType }

/**
 * The specification's twelve screens. Each one is its own chunk, fetched when first visited;
 * meanwhile the layout shows one centred spinner. No route has parameters: selected items travel
 * in the query string, and no screen loads data through the router (TanStack Query does). So the
 * app routes with wouter, about 3 KB gzipped, where react-router was 14 KB of every first visit's
 * JavaScript (issue #11 item 2; decision 017).
 */
export const screens: Screen[] = [
  { path: '/', Component: screen(() => import('./routes/home.tsx')) },
  { path: '/about', Component: screen(() => import('./routes/about.tsx')) },
  { path: '/signin', Component: screen(() => import('./routes/signin.tsx')) },
  { path: '/signup', Component: screen(() => import('./routes/signup.tsx')) },
  { path: '/dashboard', Component: screen(() => import('./routes/dashboard.tsx')) },
  {
    path: '/operator-dashboard',
    Component: screen(() => import('./routes/operator-dashboard.tsx')),
  },
  { path: '/book', Component: screen(() => import('./routes/book.tsx')) },
  {
    path: '/booking-confirmation',
    Component: screen(() => import('./routes/booking-confirmation.tsx')),
  },
  { path: '/quote', Component: screen(() => import('./routes/quote.tsx')) },
  { path: '/admin', Component: screen(() => import('./routes/admin.tsx')) },
  { path: '/privacy-policy', Component: screen(() => import('./routes/privacy-policy.tsx')) },
  { Component: screen(() => import('./routes/not-found.tsx')) },
]

/** The layout around the screen that owns the address's path. */
export function AppRoutes({ shown = screens }: { shown?: Screen[] }) {
  return (
    <AppLayout>
      <Switch>
        {shown.map(({ path, Component }) => (
          <Route key={path ?? '*'} path={path} component={Component} />
        ))}
      </Switch>
    </AppLayout>
  )
}

/**
 * The browser's address as the app's location, every navigation going through the scroll
 * restoration (which keeps a key for each history entry, as react-router did).
 */
export function AppRouter({ children = <AppRoutes /> }: { children?: ReactNode }) {
  return <Router aroundNav={aroundNavigation}>{children}</Router>
}
