import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
// Not `react-router/dom`: under Vitest that entry loads react-router's CommonJS build, whose
// router context the app's ESM hooks cannot see. The DOM entry only adds flushSync support.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { AppProvider } from '@/app/provider.tsx'
import { routes } from '@/app/router.tsx'
import { type AuthController, createAuthController } from '@/features/auth/auth-controller.ts'

const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  })

export const renderWithProviders = (
  ui: ReactNode,
  { authController }: { authController?: AuthController } = {},
) =>
  render(
    <AppProvider env="test" queryClient={testQueryClient()} authController={authController}>
      {ui}
    </AppProvider>,
  )

/** Renders the whole app, with its real routes, at `path`. */
export const renderApp = (path: string, appRoutes: RouteObject[] = routes) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  // No channel between tabs: each test is one tab on its own.
  const result = renderWithProviders(<RouterProvider router={router} />, {
    authController: createAuthController({ createChannel: null }),
  })
  return { ...result, router }
}
