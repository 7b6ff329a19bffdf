import { useState } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppLayout } from './layout/app-layout.tsx'
import { RouteError } from './layout/route-error.tsx'

/**
 * The specification's twelve screens. Each one is its own chunk, fetched when first visited;
 * meanwhile the layout shows one centred spinner. No route has parameters: selected items travel
 * in the query string.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'about', lazy: () => import('./routes/about.tsx') },
      { path: 'signin', lazy: () => import('./routes/signin.tsx') },
      { path: 'signup', lazy: () => import('./routes/signup.tsx') },
      { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
      { path: 'operator-dashboard', lazy: () => import('./routes/operator-dashboard.tsx') },
      { path: 'book', lazy: () => import('./routes/book.tsx') },
      { path: 'booking-confirmation', lazy: () => import('./routes/booking-confirmation.tsx') },
      { path: 'quote', lazy: () => import('./routes/quote.tsx') },
      { path: 'admin', lazy: () => import('./routes/admin.tsx') },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes))
  return <RouterProvider router={router} />
}
