import { type ComponentType, lazy, startTransition, useLayoutEffect, useState } from 'react'
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  type RouteObject,
  Router,
  useRoutes,
} from 'react-router'
import { AppLayout } from './layout/app-layout.tsx'
import { noteNavigation, rememberScroll } from './layout/scroll-restoration.tsx'

/** A screen's chunk, fetched when first rendered; the layout's Suspense shows the spinner meanwhile. */
const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })))

/**
 * The specification's twelve screens. Each one is its own chunk, fetched when first visited;
 * meanwhile the layout shows one centred spinner. No route has parameters: selected items travel
 * in the query string. No screen loads data through the router (TanStack Query does), so the app
 * uses react-router's declarative mode, without the data router's code (issue #11: 17 KB gzipped
 * of the first visit's JavaScript); tests may still render these routes in a memory data router.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, Component: screen(() => import('./routes/home.tsx')) },
      { path: 'about', Component: screen(() => import('./routes/about.tsx')) },
      { path: 'signin', Component: screen(() => import('./routes/signin.tsx')) },
      { path: 'signup', Component: screen(() => import('./routes/signup.tsx')) },
      { path: 'dashboard', Component: screen(() => import('./routes/dashboard.tsx')) },
      {
        path: 'operator-dashboard',
        Component: screen(() => import('./routes/operator-dashboard.tsx')),
      },
      { path: 'book', Component: screen(() => import('./routes/book.tsx')) },
      {
        path: 'booking-confirmation',
        Component: screen(() => import('./routes/booking-confirmation.tsx')),
      },
      { path: 'quote', Component: screen(() => import('./routes/quote.tsx')) },
      { path: 'admin', Component: screen(() => import('./routes/admin.tsx')) },
      { path: 'privacy-policy', Component: screen(() => import('./routes/privacy-policy.tsx')) },
      { path: '*', Component: screen(() => import('./routes/not-found.tsx')) },
    ],
  },
]

function AppRoutes() {
  return useRoutes(routes)
}

/**
 * react-router's BrowserRouter, with a navigator that also tells the scroll restoration whether a
 * navigation asked to keep the scroll position (`preventScrollReset`, which the declarative mode
 * otherwise drops). Location changes are transitions, as in BrowserRouter.
 */
export function AppRouter() {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }))
  const [navigator] = useState<Navigator>(() => ({
    ...history,
    push: (to, state, options) => {
      noteNavigation(options)
      history.push(to, state)
    },
    replace: (to, state, options) => {
      noteNavigation(options)
      history.replace(to, state)
    },
  }))
  const [state, setState] = useState({ action: history.action, location: history.location })
  useLayoutEffect(
    () =>
      history.listen((next) => {
        rememberScroll()
        startTransition(() => setState(next))
      }),
    [history],
  )
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      <AppRoutes />
    </Router>
  )
}
